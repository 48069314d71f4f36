import * as Y from 'yjs';
import type { PluginManifest, TablesContent } from '@keel/core/domain';
import { bindPluginStores, type CompanySync, type SyncState } from '../sync';

/** A CompanySync held in memory, with a settable state: for stories and component tests. */
export interface MemorySync extends CompanySync {
  setState(state: Partial<SyncState>): void;
}

/** Opens an in-memory company document with real stores, seeded per plugin id. */
export function memorySync({
  companyId = 'c-analytical',
  plugins,
  seed = {},
  state: initial = { status: 'synced', pendingChanges: 0 },
  ready = true,
}: {
  companyId?: string;
  plugins: readonly PluginManifest[];
  seed?: Record<string, TablesContent>;
  state?: SyncState;
  ready?: boolean;
}): MemorySync {
  const doc = new Y.Doc();
  const { stores, unbind } = bindPluginStores(doc, plugins);
  for (const [pluginId, tables] of Object.entries(seed)) stores.get(pluginId)?.setTables(tables);
  const listeners = new Set<() => void>();
  let state = initial;
  return {
    docId: companyId,
    doc,
    getStore: (pluginId) => stores.get(pluginId),
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: ready ? Promise.resolve() : new Promise<void>(() => {}),
    destroy() {
      unbind();
      doc.destroy();
    },
    setState(next) {
      state = { ...state, ...next };
      listeners.forEach((l) => l());
    },
  };
}
