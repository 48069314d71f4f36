import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import type { Store } from 'tinybase';
import type { WebSocket } from 'ws';

/** One open sync connection. */
export interface Connection {
  userId: string;
  /** Who the connection's changes are by: 'First Last <email>'. */
  author: string;
  readOnly: boolean;
  /** The maps (`{pluginId}/{tableId}`) this member may change; other changes are reverted. */
  writable: ReadonlySet<string>;
  /** Awareness client ids this connection controls, removed when it closes. */
  awarenessIds: Set<number>;
}

/** A loaded company document: its Y.Doc, presence, connections and the bound plugin stores. */
export interface SharedDoc {
  docId: string;
  companyId: string;
  scope: string;
  doc: Y.Doc;
  awareness: Awareness;
  conns: Map<WebSocket, Connection>;
  stores: Map<string, Store>;
  unbind: (() => void)[];
  /** Settles once every update made to the document so far is durable (or could not be made so). */
  durable: Promise<void>;
  /** Updates made whose durability is still awaited. */
  unsaved: number;
  /** Each plugin's schema version the document's tables are in (written with each snapshot). */
  schemaVersions: Record<string, number>;
  /** Bytes in the stored snapshot, and appended to the log since it. */
  snapshotBytes: number;
  logBytes: number;
  /** The summaries kept with the stored snapshot, by key. */
  keptSummaries: ReadonlySet<string>;
  /** A snapshot asked for and not begun: one asked for now is covered by it. */
  nextSnapshot: Promise<void> | null;
  /** The snapshot being written, if any. */
  snapshotting: Promise<void> | null;
  /** An append failed: the log has a gap, so only a snapshot makes later updates durable. */
  needsSnapshot: boolean;
  /** When it was last used, in performance.now() milliseconds: idleness is elapsed time, not a date. */
  lastActive: number;
  /**
   * The whole document encoded, kept until its next change or FULL_STATE_KEEP_MS after its last
   * use (new clients and saves reuse it).
   */
  fullState: Uint8Array | null;
  /** Lets go of `fullState` once it has not been used for FULL_STATE_KEEP_MS. */
  fullStateRelease: NodeJS.Timeout | null;
  /**
   * The document's size in bytes: its encoding when last loaded or saved, plus every client update
   * applied since (what the document size limit is checked against, docs/security.md).
   */
  size: number;
  /** The connection whose update left data waiting for missing structs (clientUpdate.ts). */
  pendingFrom: WebSocket | null;
}

/**
 * A loaded document's shared state, with nobody connected yet. Its whole-document encoding is
 * dropped on every change, here beside the cache, so no caller can forget to.
 *
 * Every top-level type the document already holds is read as a map (Keel's documents hold
 * nothing else), so a reverted change to any of them can set its old values back
 * (revertChanges.ts), tables of plugins no longer installed included.
 */
export function newSharedDoc(
  { docId, companyId, scope }: Pick<SharedDoc, 'docId' | 'companyId' | 'scope'>,
  doc: Y.Doc,
): SharedDoc {
  for (const name of [...doc.share.keys()]) doc.getMap(name);
  const shared: SharedDoc = {
    docId,
    companyId,
    scope,
    doc,
    awareness: new Awareness(doc),
    conns: new Map(),
    stores: new Map(),
    unbind: [],
    durable: Promise.resolve(),
    unsaved: 0,
    schemaVersions: {},
    snapshotBytes: 0,
    logBytes: 0,
    keptSummaries: new Set(),
    nextSnapshot: null,
    snapshotting: null,
    needsSnapshot: false,
    lastActive: performance.now(),
    fullState: null,
    fullStateRelease: null,
    size: 0,
    pendingFrom: null,
  };
  doc.on('update', () => (shared.fullState = null));
  return shared;
}

/**
 * How long the whole-document encoding is kept after its last use. A burst of clients opening the
 * company, and the saves under way, reuse it; a company that stays open without anyone opening it
 * anew does not keep a second copy of its whole state (about 6 MiB for 5,000 transactions,
 * docs/benchmarks.md, "Storage").
 */
export const FULL_STATE_KEEP_MS = 10_000;

/**
 * The whole document as one update. Encoding it costs about 0.4 s for 50,000 transactions, and
 * every save and every client that opens the company with an empty copy needs exactly this, so it
 * is encoded once per change, not once per use, and kept while it is being used.
 */
export function fullStateOf(shared: SharedDoc): Uint8Array {
  shared.fullState ??= Y.encodeStateAsUpdate(shared.doc);
  if (shared.fullStateRelease) shared.fullStateRelease.refresh();
  else {
    shared.fullStateRelease = setTimeout(() => {
      shared.fullState = null;
      shared.fullStateRelease = null;
    }, FULL_STATE_KEEP_MS);
    shared.fullStateRelease.unref();
  }
  return shared.fullState;
}
