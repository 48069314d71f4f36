import * as Y from 'yjs';
import {
  COMPANY_SCOPE,
  docIdFor,
  type PluginManifest,
  type TablesContent,
} from '@keel/core/domain';
import { bindPluginStores } from '../client/sync';
import type { CompanySync, SyncState } from '../client/sync';

/** What a memory company sync is made from. */
export interface MemoryCompanySyncOptions {
  companyId?: string;
  /** Bind only this scope's tables; default: every table of every plugin, restricted ones included. */
  scope?: string;
  plugins: readonly PluginManifest[];
  /** Rows each plugin's tables start with: pluginId -> tableId -> rowId -> row. */
  seed?: Record<string, TablesContent>;
  /** The state it reports until setState changes it (default: synced, nothing pending). */
  state?: SyncState;
  /** False: `ready` never resolves, as a document still loading (default true). */
  ready?: boolean;
}

/** A memory company sync whose reported state a test or story can change. */
export interface MemoryCompanySync extends CompanySync {
  /** Reports a new state to every subscriber, as the connection would. */
  setState(next: Partial<SyncState>): void;
}

const SYNCED: SyncState = { status: 'synced', pendingChanges: 0 };

/** A company sync without a server: real stores bound to an in-memory Y.Doc, 'synced' by default. */
export function createMemoryCompanySync(options: MemoryCompanySyncOptions): MemoryCompanySync {
  const docId = docIdFor(options.companyId ?? 'test-company', options.scope ?? COMPANY_SCOPE);
  const doc = new Y.Doc();
  const bound = bindPluginStores(doc, options.plugins, options.scope);
  for (const [pluginId, tables] of Object.entries(options.seed ?? {})) {
    const store = bound.stores.get(pluginId);
    const manifest = options.plugins.find((p) => p.id === pluginId);
    if (!store || !manifest) throw new Error(`Seed for ${pluginId}: no bound plugin of that id`);
    // A typo in a seed must fail the test, not leave the table silently empty.
    const unknown = Object.keys(tables).find((tableId) => {
      const table = manifest.tables[tableId];
      return !table || (options.scope !== undefined && table.scope !== options.scope);
    });
    if (unknown) throw new Error(`Seed for ${pluginId}: no table ${unknown}`);
    store.transaction(() => {
      for (const [tableId, rows] of Object.entries(tables)) {
        for (const [rowId, row] of Object.entries(rows)) store.setRow(tableId, rowId, row);
      }
    });
  }
  const listeners = new Set<() => void>();
  let state = options.state ?? SYNCED;
  return {
    companyId: options.companyId ?? 'test-company',
    docId,
    doc,
    getStore: (pluginId) => bound.stores.get(pluginId),
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: options.ready === false ? new Promise<void>(() => {}) : Promise.resolve(),
    destroy() {
      bound.unbind();
      doc.destroy();
    },
    setState(next) {
      state = { ...state, ...next };
      listeners.forEach((listener) => listener());
    },
  };
}
