import * as Y from 'yjs';
import { removeAwarenessStates } from 'y-protocols/awareness';
import { createStore, type Store } from 'tinybase';
import {
  bindStoreToDoc,
  docIdFor,
  migrateTables,
  parseDocId,
  tinybaseSchemaFor,
  type Clock,
  type TablesContent,
} from '@keel/core/domain';
import type { LogFn, ServerPlugin } from '@keel/core/server';
import type { WebSocket } from 'ws';
import type { Storage } from '../storage/storage';
import type { PluginRegistry } from './pluginRegistry';
import { fullStateOf, newSharedDoc, type Connection, type SharedDoc } from './sharedDoc';
import { awarenessMessage, greet, handleMessage, send, updateMessage } from './protocol';
import { CLOSE } from './authorizeSync';
import { applyClientUpdate, dropPending, revertedIn } from './clientUpdate';
import { SyncRefusal } from './syncRefusal';
import { GrowthAllowance } from './growthAllowance';
import type { SyncLimits } from '../config';
import { currentWriter, runAsServer, runAsWriter } from '../writerContext';

const SAVE_DELAY_MS = 200;

/** Owns every loaded company document: loading, live connections, persistence and eviction. */
export class DocManager {
  private readonly docs = new Map<string, SharedDoc>();
  private readonly loading = new Map<string, Promise<SharedDoc>>();
  private readonly evictTimer: NodeJS.Timeout;
  private readonly guards = new Map<string, NonNullable<ServerPlugin['guardStore']>>();
  private readonly growth: GrowthAllowance;

  constructor(
    private readonly storage: Storage,
    private readonly registry: PluginRegistry,
    private readonly log: LogFn,
    private readonly idleMs: number,
    private readonly clock: Clock,
    private readonly limits: SyncLimits,
  ) {
    this.growth = new GrowthAllowance(limits.growthBytesPerHour);
    this.evictTimer = setInterval(
      () => {
        this.growth.prune();
        this.evictIdle().catch((error: unknown) =>
          this.log('error', 'Evicting idle documents failed', { error: String(error) }),
        );
      },
      Math.max(1000, idleMs / 2),
    );
    this.evictTimer.unref();
  }

  /** The loaded document of a docId, loading it from storage on first use. */
  get(docId: string): Promise<SharedDoc> {
    const loaded = this.docs.get(docId);
    if (loaded) {
      loaded.lastActive = performance.now();
      return Promise.resolve(loaded);
    }
    let pending = this.loading.get(docId);
    if (!pending) {
      pending = this.load(docId).finally(() => this.loading.delete(docId));
      this.loading.set(docId, pending);
    }
    return pending;
  }

  /** Has `guard` watch the plugin's store in every document loaded from now on. */
  addStoreGuard(pluginId: string, guard: NonNullable<ServerPlugin['guardStore']>): void {
    this.guards.set(pluginId, guard);
  }

  /** One plugin's server-side store in a company scope. */
  async store(companyId: string, pluginId: string, scope?: string): Promise<Store> {
    const shared = await this.get(docIdFor(companyId, scope));
    const store = shared.stores.get(pluginId);
    if (!store) throw new Error(`Plugin ${pluginId} has no tables in scope ${shared.scope}`);
    return store;
  }

  /** Persists every loaded document of a company now. */
  async commit(companyId: string): Promise<void> {
    await Promise.all(
      [...this.docs.values()].filter((d) => d.companyId === companyId).map((d) => this.flush(d)),
    );
  }

  /** Serves a new connection on a loaded document. */
  attach(shared: SharedDoc, ws: WebSocket, conn: Connection, buffered: Uint8Array[]): void {
    shared.conns.set(ws, conn);
    const handlers = {
      applyUpdate: (update: Uint8Array) => {
        let added = 0;
        const refused = applyClientUpdate(shared, ws, update, conn.writable, (newBytes) => {
          this.admitGrowth(shared, conn, newBytes);
          added = newBytes;
        });
        shared.size += added;
        if (refused.length > 0)
          this.log('warn', 'Reverted a sync change the role may not make', {
            docId: shared.docId,
            userId: conn.userId,
            maps: refused,
          });
      },
    };
    const onMessage = (data: Uint8Array) => {
      // Once a message has closed the connection, the ones after it are not read.
      if (ws.readyState !== ws.OPEN) return;
      try {
        // Guards reading currentWriter() see who sent the change they are judging.
        runAsWriter(conn.author, () => handleMessage(shared, ws, conn, data, handlers));
      } catch (error) {
        const refusal = error instanceof SyncRefusal ? error : null;
        this.log('warn', `Sync connection closed: ${refusal?.reason ?? 'Malformed message'}`, {
          docId: shared.docId,
          userId: conn.userId,
          error: String(error),
        });
        ws.close(refusal?.code ?? CLOSE.badRequest, refusal?.reason ?? 'Malformed message');
      }
    };
    ws.on('message', (data: Buffer) => onMessage(new Uint8Array(data)));
    ws.on('close', () => {
      shared.conns.delete(ws);
      if (shared.pendingFrom === ws) dropPending(shared);
      removeAwarenessStates(shared.awareness, [...conn.awarenessIds], null);
      shared.lastActive = performance.now();
      if (shared.conns.size === 0) this.saveSoon(shared);
    });
    greet(shared, ws);
    for (const data of buffered) onMessage(data);
  }

  /**
   * Refuses (4413, nothing applied) an update that would take the document past its size limit
   * or the member past their hourly allowance on it; otherwise counts it against the allowance.
   */
  private admitGrowth(shared: SharedDoc, conn: Connection, bytes: number): void {
    if (bytes === 0) return; // nothing new: a reconnect's sync step 2, say
    const { documentBytes, growthBytesPerHour } = this.limits;
    if (shared.size + bytes > documentBytes)
      throw new SyncRefusal(
        CLOSE.tooLarge,
        `This company's data has reached the server's limit of ${sizeText(documentBytes)}`,
        `document ${shared.size} + update ${bytes} bytes > ${documentBytes}`,
      );
    if (!this.growth.take(shared.docId, conn.userId, bytes))
      throw new SyncRefusal(
        CLOSE.tooLarge,
        `You synced more than ${sizeText(growthBytesPerHour)} into this company within an hour: try again later`,
        `update of ${bytes} bytes over the hourly allowance of ${growthBytesPerHour}`,
      );
  }

  /** Whether a document is in memory (eviction is observable in tests). */
  isLoaded(docId: string): boolean {
    return this.docs.has(docId);
  }

  /** Closes the sync connections of one user in one company (e.g. removed from it). */
  closeConnections(companyId: string, userId: string, code: number, reason: string): void {
    for (const shared of this.docs.values()) {
      if (shared.companyId !== companyId) continue;
      for (const [ws, conn] of shared.conns) if (conn.userId === userId) ws.close(code, reason);
    }
  }

  /** Flushes everything and closes every connection (shutdown). */
  async close(): Promise<void> {
    clearInterval(this.evictTimer);
    await Promise.all([...this.loading.values()].map((p) => p.catch(() => null)));
    for (const shared of this.docs.values())
      for (const ws of shared.conns.keys()) ws.close(1001, 'Server shutting down');
    await Promise.all([...this.docs.values()].map((d) => this.flush(d)));
  }

  private async load(docId: string): Promise<SharedDoc> {
    const ids = parseDocId(docId);
    if (!ids) throw new Error(`Bad document id ${docId}`);
    const doc = new Y.Doc({ gc: true });
    const stored = await this.storage.loadDoc(docId);
    const state = stored ? new Uint8Array(Buffer.from(stored.state, 'base64')) : null;
    if (state) Y.applyUpdate(doc, state);
    const shared = newSharedDoc({ docId, companyId: ids.companyId, scope: ids.scope }, doc);
    shared.size = state?.length ?? 0;
    // Whoever sent data still waiting for missing structs is gone (clientUpdate.ts).
    dropPending(shared);
    shared.awareness.setLocalState(null);
    for (const manifest of this.registry.manifests) {
      const tableIds = this.registry.tableIds(manifest, ids.scope);
      if (tableIds.length === 0) continue;
      // A new document starts at the current versions; a plugin missing from a stored one is at 0.
      const from = stored ? (stored.schemaVersions[manifest.id] ?? 0) : manifest.schemaVersion;
      if (from < manifest.schemaVersion) {
        // Clients behind this version are refused (4409), so the stored shape moves forward once, here,
        // through a schemaless store: the new schema would drop the old cells before they are migrated.
        const raw = createStore();
        const unbindRaw = bindStoreToDoc(raw, doc, manifest.id, tableIds);
        raw.setTables(migrateTables(raw.getTables() as TablesContent, manifest, from));
        unbindRaw();
        shared.dirty = true;
      } else if (from > manifest.schemaVersion) {
        this.log(
          'warn',
          `Document ${docId} is at ${manifest.id} schema ${from}, newer than this server (${manifest.schemaVersion})`,
        );
      }
      const store = createStore().setTablesSchema(tinybaseSchemaFor(manifest, ids.scope));
      shared.unbind.push(bindStoreToDoc(store, doc, manifest.id, tableIds));
      shared.stores.set(manifest.id, store);
      const guard = this.guards.get(manifest.id);
      if (guard) {
        const log: LogFn = (level, message, details) =>
          this.log(level, `[${manifest.id}] ${message}`, details);
        const where = {
          companyId: ids.companyId,
          scope: ids.scope,
          writer: currentWriter,
          asServer: runAsServer,
          clock: this.clock,
        };
        shared.unbind.push(guard(store, where, log));
      }
    }
    doc.on('update', (update: Uint8Array, origin: unknown, _doc: Y.Doc, tr: Y.Transaction) => {
      const message = updateMessage(update);
      // The sender already has its change, unless part of it was reverted: then it needs the revert.
      const toSender = revertedIn(tr);
      for (const ws of shared.conns.keys()) if (ws !== origin || toSender) send(ws, message);
      shared.dirty = true;
      shared.lastActive = performance.now();
      shared.saveTimer ??= setTimeout(() => this.saveSoon(shared), SAVE_DELAY_MS);
    });
    shared.awareness.on(
      'update',
      (
        { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
        origin: unknown,
      ) => {
        const conn = shared.conns.get(origin as WebSocket);
        if (conn) {
          for (const id of added) conn.awarenessIds.add(id);
          for (const id of removed) conn.awarenessIds.delete(id);
        }
        const message = awarenessMessage(shared, [...added, ...updated, ...removed]);
        for (const ws of shared.conns.keys()) send(ws, message);
      },
    );
    this.docs.set(docId, shared);
    if (shared.dirty) await this.flush(shared);
    return shared;
  }

  /** Starts a save nobody waits for: a failure is logged by flush and tried again on the next change. */
  private saveSoon(shared: SharedDoc): void {
    this.flush(shared).catch(() => {});
  }

  /** Writes a document if it changed; resolves once its latest state is on disk. */
  private flush(shared: SharedDoc): Promise<void> {
    if (shared.saveTimer) clearTimeout(shared.saveTimer);
    shared.saveTimer = null;
    shared.saving = shared.saving
      .catch(() => {})
      .then(async () => {
        if (!shared.dirty) return;
        shared.dirty = false;
        try {
          const tables: Record<string, unknown> = {};
          for (const [pluginId, store] of shared.stores) tables[pluginId] = store.getTables();
          const state = fullStateOf(shared);
          shared.size = state.length;
          await this.storage.saveDoc({
            docId: shared.docId,
            state: Buffer.from(state).toString('base64'),
            tables,
            schemaVersions: Object.fromEntries(
              this.registry.manifests
                .filter((m) => shared.stores.has(m.id))
                .map((m) => [m.id, m.schemaVersion]),
            ),
            savedAt: this.clock.now().toISOString(),
          });
        } catch (error) {
          shared.dirty = true;
          this.log('error', 'Saving a document failed', {
            docId: shared.docId,
            error: String(error),
          });
          throw error;
        }
      });
    return shared.saving;
  }

  private async evictIdle(): Promise<void> {
    const now = performance.now();
    for (const shared of [...this.docs.values()]) {
      if (shared.conns.size > 0 || now - shared.lastActive < this.idleMs) continue;
      await this.flush(shared).catch(() => {});
      if (shared.conns.size > 0 || shared.dirty || this.docs.get(shared.docId) !== shared) continue;
      this.docs.delete(shared.docId);
      for (const unbind of shared.unbind) unbind();
      shared.awareness.destroy();
      shared.doc.destroy();
    }
  }
}

/** A limit as people read it: '48 MB', '600 KB', '64 bytes' (1 MB = 1,024 KB = 1,048,576 bytes). */
function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
