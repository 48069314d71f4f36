import type * as Y from 'yjs';
import type { Store } from 'tinybase';
import type { PluginManifest } from '@keel/core/domain';

/** Where a company document's live sync stands, as the header shows it. */
export type SyncStatus =
  | 'connecting'
  | 'syncing'
  | 'synced'
  | 'offline'
  | 'outdated'
  | 'forbidden'
  | 'signed-out'
  | 'too-large';

/** The sync state screens render: status, and how many local changes the server has not seen yet. */
export interface SyncState {
  status: SyncStatus;
  pendingChanges: number;
  /** Why the server refused the sync, as its close said (with 'too-large': which limit). */
  reason?: string;
}

/** One open company document: its plugin stores, its sync state, and how to close it. */
export interface CompanySync {
  /** The company whose document this is. */
  companyId: string;
  docId: string;
  doc: Y.Doc;
  /** The plugin's store once bound (after `ready`); undefined for plugins without tables in this scope. */
  getStore(pluginId: string): Store | undefined;
  getState(): SyncState;
  /** Calls the listener when the state changes or the stores are bound; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Resolves once the stores are bound to the document (after the offline copy is loaded). */
  ready: Promise<void>;
  destroy(): void;
}

/** What `openCompanySync` needs. */
export interface OpenCompanySyncOptions {
  companyId: string;
  /** The access scope of the document; default 'company'. */
  scope?: string;
  /** Only the tables of `scope` are bound. */
  plugins: readonly PluginManifest[];
  /** Default: `ws(s)://{location.host}/sync`. */
  serverUrl?: string;
  /** For Node or tests: a WebSocket class. */
  WebSocketPolyfill?: typeof WebSocket;
  /** Keep an IndexedDB copy for offline work; default: whenever IndexedDB exists. */
  offline?: boolean;
  /**
   * Runs first; the offline copy and the server's document are loaded once it settles, or after
   * `beforeLoadMaxMs` (default 2 s). Loading a large document holds the main thread for seconds,
   * so the shell lets the open page put a preview on screen first.
   */
  beforeLoad?: () => Promise<unknown>;
  beforeLoadMaxMs?: number;
}
