import * as Y from 'yjs';
import { IndexeddbPersistence, storeState } from 'y-indexeddb';
import { offlineCopyName } from './offlineCopies';
import { WebsocketProvider } from 'y-websocket';
import { COMPANY_SCOPE, docIdFor, formatSchemaQuery } from '@keel/core/domain';
import { bindPluginStores, type BoundStores } from './bindPluginStores';
import {
  initialSyncMachine,
  reduceSync,
  refusalFor,
  syncStateOf,
  type SyncEvent,
} from './syncMachine';
import type { CompanySync, OpenCompanySyncOptions, SyncState } from './types';

/** How long the offline copy may take to load before the stores are bound without it. */
const OFFLINE_COPY_WAIT_MS = 1500;

/** How long the document's load waits for `beforeLoad` (what the page shows meanwhile). */
export const BEFORE_LOAD_MAX_MS = 2000;

/** Resolves when `work` settles, or after `maxMs`, whichever is first; never rejects. */
async function settledWithin(work: Promise<unknown>, maxMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxMs)));
  await Promise.race([work.then(noop, noop), timeout]);
  clearTimeout(timer);
}

const noop = () => {};

function defaultServerUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/sync`;
}

const loadOfflineCopy = (persistence: IndexeddbPersistence) =>
  settledWithin(persistence.whenSynced, OFFLINE_COPY_WAIT_MS);

/** How long after a first open's first render its offline copy is written. */
const OFFLINE_COPY_SAVE_DELAY_MS = 1000;

/** How long a first open waits for the server's document before binding the stores without it. */
const FIRST_SYNC_WAIT_MS = 15000;

/** Resolves on the first sync, or once the connection fails or closes, or after FIRST_SYNC_WAIT_MS. */
function firstContact(provider: WebsocketProvider): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      provider.off('sync', onSync);
      provider.off('connection-close', done);
      provider.off('connection-error', done);
      resolve();
    };
    const onSync = (synced: boolean) => {
      if (synced) done();
    };
    const timer = setTimeout(done, FIRST_SYNC_WAIT_MS);
    provider.on('sync', onSync);
    provider.on('connection-close', done);
    provider.on('connection-error', done);
  });
}

/** Whether a transaction changed the document (what Yjs would send as an update). */
function changedDocument(transaction: Y.Transaction): boolean {
  if (transaction.deleteSet.clients.size > 0) return true;
  for (const [client, clock] of transaction.afterState)
    if (transaction.beforeState.get(client) !== clock) return true;
  return false;
}

/**
 * Opens a company document: loads its IndexedDB copy, binds one store per plugin, then connects
 * to the sync server. Stores are bound before connecting so that edits made offline are merged
 * into the server's document instead of replacing it (STACK.md, "TinyBase and Yjs"). With no copy
 * on the device there is nothing to merge, and the stores are bound after the first sync.
 */
export function openCompanySync(options: OpenCompanySyncOptions): CompanySync {
  const scope = options.scope ?? COMPANY_SCOPE;
  const docId = docIdFor(options.companyId, scope);
  const doc = new Y.Doc();
  const hasWindow = typeof window !== 'undefined';
  let machine = initialSyncMachine(typeof navigator === 'undefined' || navigator.onLine !== false);
  let state: SyncState = syncStateOf(machine);
  const listeners = new Set<() => void>();
  let bound: BoundStores | null = null;
  let provider: WebsocketProvider | null = null;
  let persistence: IndexeddbPersistence | null = null;
  let destroyed = false;

  const notify = () => listeners.forEach((listener) => listener());
  const dispatch = (event: SyncEvent) => {
    const next = reduceSync(machine, event);
    if (next === machine) return;
    machine = next;
    const nextState = syncStateOf(machine);
    if (nextState.status === state.status && nextState.pendingChanges === state.pendingChanges)
      return;
    state = nextState;
    notify();
  };

  // Not an 'update' listener: Yjs encodes every transaction for those, and this needs no bytes.
  doc.on('afterTransaction', (transaction: Y.Transaction) => {
    if (transaction.local && changedDocument(transaction)) dispatch({ type: 'local-change' });
  });
  const onOnline = () => {
    dispatch({ type: 'network', online: true });
    // Reconnect now rather than after the provider's back-off; never after a refusal.
    if (provider && !machine.refusal) provider.connect();
  };
  const onOffline = () => dispatch({ type: 'network', online: false });
  if (hasWindow) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
  }

  const connect = () => {
    const ws = new WebsocketProvider(options.serverUrl ?? defaultServerUrl(), docId, doc, {
      params: { schema: formatSchemaQuery(options.plugins) },
      ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill } : {}),
      shouldReconnect: (event) => refusalFor(event.code) === null,
      // Each tab has its own connection and the IndexedDB copy; the BroadcastChannel would also
      // encode the whole document on every connect (3.9 s for 50,000 transactions, see
      // docs/benchmarks.md) only to tell other tabs what the server tells them anyway.
      disableBc: true,
    });
    ws.on('status', ({ status }) =>
      dispatch({
        type: 'connection',
        connection:
          status === 'connected'
            ? 'connected'
            : status === 'connecting'
              ? 'connecting'
              : 'disconnected',
      }),
    );
    ws.on('sync', (synced: boolean) => dispatch({ type: 'sync', synced }));
    ws.on('connection-close', (event: CloseEvent | null) => {
      if (!event || refusalFor(event.code) === null) return;
      // Belt and braces: a refusal must end the retries whatever the provider version decides.
      ws.shouldConnect = false;
      dispatch({ type: 'closed', code: event.code, reason: event.reason });
    });
    return ws;
  };

  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  /** Writes the whole document to the offline copy once the screen has had time to draw. */
  const saveCopySoon = (copy: IndexeddbPersistence) => {
    saveTimer = setTimeout(() => {
      if (!destroyed) void storeState(copy);
    }, OFFLINE_COPY_SAVE_DELAY_MS);
  };

  /** Waits for `until` with these 'update' handlers off, then puts them back unless destroyed. */
  const withoutUpdateHandlers = async (
    handlers: ((update: Uint8Array, origin: unknown) => void)[],
    until: () => Promise<void>,
  ) => {
    for (const handler of handlers) doc.off('update', handler);
    try {
      await until();
    } finally {
      if (!destroyed) for (const handler of handlers) doc.on('update', handler);
    }
  };

  const bindStores = () => {
    bound = bindPluginStores(doc, options.plugins, scope);
    notify();
  };

  // Yjs encodes every transaction again for its 'update' listeners. While the offline copy or a
  // first open's server document is applied nothing local writes, y-indexeddb skips its own
  // updates and y-websocket never sends the server's data back, so those handlers are off then
  // (0.4-0.5 s each for 50,000 lines, docs/benchmarks.md).
  const start = async () => {
    if (options.beforeLoad) {
      await settledWithin(
        Promise.resolve().then(options.beforeLoad),
        options.beforeLoadMaxMs ?? BEFORE_LOAD_MAX_MS,
      );
      if (destroyed) return;
    }
    if (options.offline ?? typeof indexedDB !== 'undefined') {
      const copy = new IndexeddbPersistence(offlineCopyName(docId), doc);
      persistence = copy;
      await withoutUpdateHandlers([copy._storeUpdate], () => loadOfflineCopy(copy));
    }
    if (destroyed) return;
    if (doc.store.clients.size === 0 && machine.online) {
      // No copy here (a first open on this device): nothing local can be lost, so the stores are
      // bound once the server's document has arrived, loaded whole, rather than showing an empty
      // company and then taking every row in as a remote change. The copy is written whole just
      // after first render.
      const ws = connect();
      provider = ws;
      const handlers = [ws._updateHandler, ...(persistence ? [persistence._storeUpdate] : [])];
      await withoutUpdateHandlers(handlers, () => firstContact(ws));
      if (destroyed) return;
      bindStores();
      if (persistence) saveCopySoon(persistence);
      return;
    }
    bindStores();
    provider = connect();
  };

  return {
    companyId: options.companyId,
    docId,
    doc,
    getStore: (pluginId) => bound?.stores.get(pluginId),
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: start(),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      listeners.clear();
      if (hasWindow) {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
      }
      clearTimeout(saveTimer);
      bound?.unbind();
      provider?.destroy();
      void persistence?.destroy();
      doc.destroy();
    },
  };
}
