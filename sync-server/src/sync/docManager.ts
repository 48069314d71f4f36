import * as Y from 'yjs';
import {
  applyAwarenessUpdate,
  encodeAwarenessUpdate,
  removeAwarenessStates,
} from 'y-protocols/awareness';
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
import type { KeptSummary, LogFn, ServerPlugin, StoreSummary } from '@keel/core/server';
import type { WebSocket } from 'ws';
import type { DocumentStore } from '../storage/storage';
import type { PluginRegistry } from './pluginRegistry';
import { fullStateOf, newSharedDoc, type Connection, type SharedDoc } from './sharedDoc';
import { awarenessMessage, greet, handleMessage, send, updateMessage } from './protocol';
import { CLOSE } from './authorizeSync';
import { applyClientUpdate, dropPending, revertedIn } from './clientUpdate';
import { SyncRefusal } from './syncRefusal';
import { GrowthAllowance } from './growthAllowance';
import type { SyncLimits } from '../config';
import { currentWriter, runAsServer, runAsWriter } from '../writerContext';
import type { CloseOrder, Fanout, RemoteMessage } from './redisFanout';

/** The origin of a change another Keel process made and relayed (already durable there). */
const REMOTE = Symbol('another process');

/** What a record of the log costs beyond its update (length and checksum). */
const RECORD_OVERHEAD = 8;

/**
 * Owns every loaded company document: loading, live connections, persistence and eviction.
 *
 * Persistence: every update of a document is appended to its log as it is made, and relayed to
 * the other connections, and answered to REST writes (`commit`), only once it is durable. When
 * the log has grown past its snapshot (and `compactBytes`), or when the document leaves memory,
 * the whole document is written as the new snapshot and the log it covers goes.
 */
export class DocManager {
  private readonly docs = new Map<string, SharedDoc>();
  private readonly loading = new Map<string, Promise<SharedDoc>>();
  private readonly evictTimer: NodeJS.Timeout;
  private readonly guards = new Map<string, NonNullable<ServerPlugin['guardStore']>>();
  private readonly summarizers = new Map<string, Readonly<Record<string, StoreSummary>>>();
  private readonly growth: GrowthAllowance;

  constructor(
    private readonly documents: DocumentStore,
    private readonly registry: PluginRegistry,
    private readonly log: LogFn,
    private readonly idleMs: number,
    private readonly clock: Clock,
    private readonly limits: SyncLimits,
    /** Compact a log once it holds this many bytes, and as many as its snapshot. */
    private readonly compactBytes: number,
    /** With REDIS_URL: the other processes serving the same companies. */
    private readonly fanout: Fanout | null = null,
  ) {
    fanout?.onClose((order) => this.closeHere(order));
    fanout?.onMissed((docId) => void this.readMissed(docId));
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

  /** Keeps the plugin's summaries of its store with every snapshot written from now on. */
  addSummaries(pluginId: string, summaries: Readonly<Record<string, StoreSummary>>): void {
    this.summarizers.set(pluginId, summaries);
  }

  /**
   * A plugin's summary (`pluginId/name`) kept with the document's last snapshot, read without
   * loading the document: null while it is in memory here (its store is the current one) or when
   * something was stored after that snapshot.
   */
  async summary(docId: string, key: string): Promise<KeptSummary | null> {
    if (this.docs.has(docId) || this.loading.has(docId)) return null;
    return this.documents.summary(docId, key);
  }

  /** One plugin's server-side store in a company scope. */
  async store(companyId: string, pluginId: string, scope?: string): Promise<Store> {
    const shared = await this.get(docIdFor(companyId, scope));
    const store = shared.stores.get(pluginId);
    if (!store) throw new Error(`Plugin ${pluginId} has no tables in scope ${shared.scope}`);
    return store;
  }

  /** Resolves once every change made so far to the company's documents is durable. */
  async commit(companyId: string): Promise<void> {
    await Promise.all(
      [...this.docs.values()].filter((d) => d.companyId === companyId).map((d) => d.durable),
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

  /** Closes the sync connections of one user in one company (e.g. removed from it), in every process. */
  closeConnections(companyId: string, userId: string, code: number, reason: string): void {
    this.closeHere({ companyId, userId, code, reason });
    this.fanout?.publishClose({ companyId, userId, code, reason });
  }

  private closeHere({ companyId, userId, code, reason }: CloseOrder): void {
    for (const shared of this.docs.values()) {
      if (shared.companyId !== companyId) continue;
      for (const [ws, conn] of shared.conns) if (conn.userId === userId) ws.close(code, reason);
    }
  }

  /**
   * Closes every connection, waits for every update to be durable, then writes a snapshot (with
   * its summaries) of each document whose log holds updates: the next start replays nothing, and
   * a summary can answer before its document is loaded (shutdown).
   */
  async close(): Promise<void> {
    clearInterval(this.evictTimer);
    await Promise.all([...this.loading.values()].map((p) => p.catch(() => null)));
    for (const shared of this.docs.values())
      for (const ws of shared.conns.keys()) ws.close(1001, 'Server shutting down');
    const settled = () =>
      Promise.all(
        [...this.docs.values()].flatMap((d) =>
          [d.durable, d.nextSnapshot, d.snapshotting].map((p) => p?.catch(() => {})),
        ),
      );
    await settled();
    for (const shared of this.docs.values())
      if (shared.logBytes > 0 || this.lacksSummaries(shared))
        await this.snapshot(shared).catch(() => {});
    await settled();
  }

  /** Each installed plugin's schema version, for the plugins with tables in the scope. */
  private currentVersions(scope: string): Record<string, number> {
    return Object.fromEntries(
      this.registry.manifests
        .filter((m) => this.registry.tableIds(m, scope).length > 0)
        .map((m) => [m.id, m.schemaVersion]),
    );
  }

  private async load(docId: string): Promise<SharedDoc> {
    const ids = parseDocId(docId);
    if (!ids) throw new Error(`Bad document id ${docId}`);
    // Joined before it is read: what other processes publish from here on is not missed.
    const early: RemoteMessage[] = [];
    let receive: (message: RemoteMessage) => void = (message) => early.push(message);
    await this.fanout?.join(docId, (message) => receive(message));
    try {
      const shared = await this.loadStored(docId, ids);
      receive = (message) => this.applyRemote(shared, message);
      early.forEach(receive);
      return shared;
    } catch (error) {
      await this.fanout?.leave(docId);
      throw error;
    }
  }

  /**
   * Applies what other processes committed to loaded documents (one, or all) while this process
   * could not hear them: Redis keeps nothing for a subscriber that is away. Yjs skips what the
   * document already holds, and relays the rest to this process's connections.
   */
  private async readMissed(docId: string | undefined): Promise<void> {
    const read = this.documents.missed?.bind(this.documents);
    if (!read) return;
    const docs = docId === undefined ? [...this.docs.values()] : [this.docs.get(docId)];
    for (const shared of docs) {
      if (!shared) continue;
      try {
        const updates = await read(shared.docId);
        if (updates.length === 0 || this.docs.get(shared.docId) !== shared) continue;
        runAsServer(() =>
          shared.doc.transact(() => {
            for (const update of updates) Y.applyUpdate(shared.doc, update);
          }, REMOTE),
        );
      } catch (error) {
        this.log('warn', 'Could not read what other processes changed in a document', {
          docId: shared.docId,
          error: String(error),
        });
      }
    }
  }

  /** A change another process made: applied, relayed to this process's connections, not stored again. */
  private applyRemote(shared: SharedDoc, { kind, payload }: RemoteMessage): void {
    try {
      if (kind === 'update') runAsServer(() => Y.applyUpdate(shared.doc, payload, REMOTE));
      else applyAwarenessUpdate(shared.awareness, payload, REMOTE);
    } catch (error) {
      this.log('warn', 'Could not apply a change relayed by another process', {
        docId: shared.docId,
        kind,
        error: String(error),
      });
    }
  }

  private async loadStored(
    docId: string,
    ids: NonNullable<ReturnType<typeof parseDocId>>,
  ): Promise<SharedDoc> {
    const doc = new Y.Doc({ gc: true });
    const stored = await this.applyStored(docId, doc, ids.scope);
    const shared = newSharedDoc({ docId, companyId: ids.companyId, scope: ids.scope }, doc);
    shared.snapshotBytes = stored?.snapshotBytes ?? 0;
    shared.logBytes = stored?.logBytes ?? 0;
    shared.keptSummaries = new Set(stored?.summaryKeys ?? []);
    shared.size = shared.snapshotBytes + shared.logBytes;
    // Whoever sent data still waiting for missing structs is gone (clientUpdate.ts).
    dropPending(shared);
    shared.awareness.setLocalState(null);
    // From here on every change is appended, the migrations' and the guards' own included.
    doc.on('update', (update: Uint8Array, origin: unknown, _doc: Y.Doc, tr: Y.Transaction) => {
      shared.lastActive = performance.now();
      if (origin === REMOTE) {
        // Durable already: the process that made it published it once it was.
        const message = updateMessage(update);
        for (const ws of shared.conns.keys()) send(ws, message);
        return;
      }
      const durable = this.persist(shared, update);
      // The sender already has its change, unless part of it was reverted: then it needs the revert.
      const toSender = revertedIn(tr);
      const to = [...shared.conns.keys()].filter((ws) => ws !== origin || toSender);
      const message = updateMessage(update);
      durable.then(
        () => {
          to.forEach((ws) => send(ws, message));
          this.fanout?.publish(docId, { kind: 'update', payload: update });
        },
        () => {},
      );
    });
    const versions = { ...stored?.schemaVersions, ...this.currentVersions(ids.scope) };
    let migrated = false;
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
        migrated = true;
      } else if (from > manifest.schemaVersion) {
        versions[manifest.id] = from;
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
    shared.schemaVersions = versions;
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
        const changed = [...added, ...updated, ...removed];
        const message = awarenessMessage(shared, changed);
        for (const ws of shared.conns.keys()) send(ws, message);
        if (origin !== REMOTE)
          this.fanout?.publish(docId, {
            kind: 'awareness',
            payload: encodeAwarenessUpdate(shared.awareness, changed),
          });
      },
    );
    this.docs.set(docId, shared);
    try {
      // The migrated shape is written with its versions at once; a long log is compacted soon.
      if (migrated) await this.snapshot(shared);
      else this.compactIfDue(shared);
      await shared.durable;
    } catch (error) {
      this.docs.delete(docId);
      this.forget(shared);
      throw error;
    }
    // Idle from here: loading a big document may take longer than the idle time.
    shared.lastActive = performance.now();
    return shared;
  }

  /**
   * Applies a document's stored snapshot and log to `doc` (a new document gets its first, empty
   * snapshot: its log never exists without one). Answers their sizes and schema versions, not their
   * bytes: what the loading function holds, the loaded document's listeners would keep.
   */
  private async applyStored(
    docId: string,
    doc: Y.Doc,
    scope: string,
  ): Promise<{
    snapshotBytes: number;
    logBytes: number;
    schemaVersions: Record<string, number>;
    summaryKeys: string[];
  } | null> {
    const stored = await this.documents.load(docId);
    if (!stored) {
      await this.documents.snapshot(docId, Y.encodeStateAsUpdate(doc), this.currentVersions(scope));
      return null;
    }
    doc.transact(() => {
      Y.applyUpdate(doc, stored.snapshot);
      for (const update of stored.updates) Y.applyUpdate(doc, update);
    });
    return {
      snapshotBytes: stored.snapshot.length,
      logBytes: stored.updates.reduce((sum, u) => sum + u.length + RECORD_OVERHEAD, 0),
      schemaVersions: stored.schemaVersions,
      summaryKeys: stored.summaryKeys ?? [],
    };
  }

  /**
   * Appends an update to the document's log. Answers a promise that settles once it and every
   * update before it are durable: after an append failed, the log has a gap, and only a snapshot
   * of the whole document makes anything durable again.
   */
  private persist(shared: SharedDoc, update: Uint8Array): Promise<void> {
    shared.logBytes += update.length + RECORD_OVERHEAD;
    const written = shared.needsSnapshot
      ? this.snapshot(shared)
      : this.documents.append(shared.docId, update).catch((error: unknown) => {
          this.log('error', 'Appending to a document log failed; writing a snapshot', {
            docId: shared.docId,
            error: String(error),
          });
          shared.needsSnapshot = true;
          return this.snapshot(shared);
        });
    const durable = Promise.all([shared.durable, written]).then(() => {});
    shared.durable = durable;
    shared.unsaved += 1;
    void durable.then(
      () => (shared.unsaved -= 1),
      () => (shared.unsaved -= 1),
    );
    this.compactIfDue(shared);
    return durable;
  }

  /** Asks for a snapshot when the log has grown past the snapshot and `compactBytes`. */
  private compactIfDue(shared: SharedDoc): void {
    if (shared.logBytes <= Math.max(this.compactBytes, shared.snapshotBytes)) return;
    if (shared.nextSnapshot || shared.snapshotting) return;
    this.snapshot(shared).catch(() => {});
  }

  /**
   * Writes the whole document as its snapshot, after the one being written if any; a call made
   * before that begins shares it (it will hold every update made until it begins). Resolves once
   * it is durable; a failure closes the document's connections (they reconnect and sync again).
   */
  private snapshot(shared: SharedDoc): Promise<void> {
    if (shared.nextSnapshot) return shared.nextSnapshot;
    const run = (shared.snapshotting ?? Promise.resolve())
      .catch(() => {})
      .then(async () => {
        shared.nextSnapshot = null;
        shared.snapshotting = run;
        const state = fullStateOf(shared);
        const summaries = this.summariesOf(shared);
        const bytes = shared.logBytes;
        try {
          await this.documents.snapshot(shared.docId, state, shared.schemaVersions, summaries);
          shared.snapshotBytes = state.length;
          shared.size = state.length;
          shared.logBytes = Math.max(0, shared.logBytes - bytes);
          shared.needsSnapshot = false;
          shared.keptSummaries = new Set(Object.keys(summaries));
        } catch (error) {
          this.log('error', 'Writing a document snapshot failed', {
            docId: shared.docId,
            error: String(error),
          });
          if (shared.needsSnapshot)
            for (const ws of shared.conns.keys()) ws.close(1011, 'The server could not save');
          throw error;
        } finally {
          if (shared.snapshotting === run) shared.snapshotting = null;
        }
      });
    shared.nextSnapshot = run;
    return run;
  }

  /**
   * Whether a plugin's summary of the document is not kept with its stored snapshot (stored by a
   * Keel before it, restored, or moved between storages): its next snapshot would keep it.
   */
  private lacksSummaries(shared: SharedDoc): boolean {
    for (const [pluginId, byName] of this.summarizers)
      if (shared.stores.has(pluginId))
        for (const name of Object.keys(byName))
          if (!shared.keptSummaries.has(`${pluginId}/${name}`)) return true;
    return false;
  }

  /** The plugins' summaries of the document as it is now (one that throws is left out, logged). */
  private summariesOf(shared: SharedDoc): Record<string, string> {
    const summaries: Record<string, string> = {};
    for (const [pluginId, byName] of this.summarizers) {
      const store = shared.stores.get(pluginId);
      if (!store) continue;
      for (const [name, summarize] of Object.entries(byName)) {
        try {
          const body = runAsServer(() => summarize(store));
          if (body !== undefined) summaries[`${pluginId}/${name}`] = body;
        } catch (error) {
          this.log('error', `[${pluginId}] Could not summarize a document for its snapshot`, {
            docId: shared.docId,
            summary: name,
            error: String(error),
          });
        }
      }
    }
    return summaries;
  }

  private async evictIdle(): Promise<void> {
    const now = performance.now();
    for (const shared of [...this.docs.values()]) {
      if (shared.conns.size > 0 || now - shared.lastActive < this.idleMs) continue;
      // A compact snapshot, so the next load reads one file and replays nothing.
      const settled = () => Promise.all([shared.durable, shared.snapshotting]).catch(() => {});
      await settled();
      if (shared.logBytes > 0 || this.lacksSummaries(shared))
        await this.snapshot(shared).catch(() => {});
      await settled();
      const idle = performance.now() - shared.lastActive >= this.idleMs;
      if (shared.conns.size > 0 || !idle || shared.unsaved > 0 || shared.needsSnapshot) continue;
      if (this.docs.get(shared.docId) !== shared) continue;
      this.docs.delete(shared.docId);
      await this.forget(shared);
    }
  }

  /** Lets go of a document no longer in `docs`. */
  private async forget(shared: SharedDoc): Promise<void> {
    for (const unbind of shared.unbind) unbind();
    shared.awareness.destroy();
    shared.doc.destroy();
    // Unless it is being loaded again already: that load has joined the channel anew.
    if (!this.docs.has(shared.docId) && !this.loading.has(shared.docId))
      await this.fanout?.leave(shared.docId);
    await this.documents.release(shared.docId);
  }
}

/** A limit as people read it: '48 MB', '600 KB', '64 bytes' (1 MB = 1,024 KB = 1,048,576 bytes). */
function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
