import type { KeptSummary, PluginFilesService, PluginRecordsService } from '@keel/core/server';
import type { JobStore } from '../jobs/jobStore';
import type { CollectionName, IndexOf, RecordOf } from './collections';
import type { AuditRecord, NotificationRecord } from './records';

/*
 * Where the server keeps its data, record by record. Every read and write is async and every
 * write is durable when its promise resolves, so an implementation may sit on a database. The
 * embedded one (fileStorage.ts) needs no server: accounts in keel.json (lowdb), documents,
 * the audit log and notifications in append-only logs in DATA_DIR. What each guarantees:
 * sync-server/README.md, "Storage".
 *
 * Records handed out are frozen: a change is a new record given to put, update or write.
 */

/** One collection of account records (collections.ts declares each one's key and indexes). */
export interface RecordCollection<C extends CollectionName> {
  /** The record with this key. */
  get(key: string): Promise<RecordOf<C> | undefined>;
  /** The records whose indexed `field` equals `value`, in the order they were first stored. */
  find(field: IndexOf<C>, value: string): Promise<RecordOf<C>[]>;
  /** The records whose key starts with `prefix` (every record without one), in the order they were first stored. */
  list(prefix?: string): Promise<RecordOf<C>[]>;
  /** Stores a record under its key, replacing any there. */
  put(record: RecordOf<C>): Promise<void>;
  /**
   * Reads the record with this key and stores what `change` makes of it, as one step no other
   * write comes between: undefined in means there is none, undefined out removes it. Answers
   * what was stored. A `change` that throws leaves the record as it was.
   */
  update(
    key: string,
    change: (current: RecordOf<C> | undefined) => RecordOf<C> | undefined,
  ): Promise<RecordOf<C> | undefined>;
  /** Removes the record with this key; false when there was none. */
  delete(key: string): Promise<boolean>;
}

/** One change of `Storage.write`. */
export type RecordChange = {
  [C in CollectionName]:
    | { in: C; put: RecordOf<C> }
    | { in: C; delete: string }
    | {
        in: C;
        update: string;
        change: (current: RecordOf<C> | undefined) => RecordOf<C> | undefined;
      };
}[CollectionName];

/** An audit entry as it is appended; the log sets its `prev` (the hash chain, auditChain.ts). */
export type NewAuditEntry = Omit<AuditRecord, 'prev'>;

/**
 * What `AuditLog.newest` matches; every field given must hold. A list means any of its values;
 * `from` and `to` are days (YYYY-MM-DD, inclusive) of the record's time.
 */
export interface AuditMatch {
  userId?: string | readonly string[];
  kind?: AuditRecord['kind'] | readonly AuditRecord['kind'][];
  outcome?: string;
  companyId?: string;
  from?: string;
  to?: string;
}

/**
 * The audit log: append-only, each record chained to the one before it by `prev`. Records older
 * than the retention (at least two years) may be removed, oldest first; `start` says where the
 * kept records begin.
 */
export interface AuditLog {
  /** Appends one entry with the next link of the chain; durable on return. */
  append(entry: NewAuditEntry): Promise<AuditRecord>;
  /** The newest records that match (any of `match` when a list), newest first, at most `limit`. */
  newest(match: AuditMatch | readonly AuditMatch[], limit: number): Promise<AuditRecord[]>;
  /**
   * Every kept record, oldest first. A stored line that cannot be read comes as an object
   * holding only `unreadable` (its text), so a check of the chain names it.
   */
  records(): AsyncIterable<Record<string, unknown>>;
  /** How many older records retention removed, and the hash the first kept record holds. */
  start(): Promise<{ removed: number; prev: string | null }>;
}

/** Notifications, kept per member (the newest `keepPerUser`). */
export interface NotificationStore {
  /** The member's notifications, oldest first. */
  ofUser(userId: string): Promise<NotificationRecord[]>;
  /** Stores new notifications, then drops each member's oldest past `keepPerUser`. */
  add(records: readonly NotificationRecord[], keepPerUser: number): Promise<void>;
  /** Marks some of the member's notifications read (ids of others' are ignored). */
  markRead(userId: string, ids: readonly string[]): Promise<void>;
}

/** A company document as stored: a snapshot and the updates appended after it. */
export interface StoredDocument {
  /** The Yjs state of the last snapshot (an update). */
  snapshot: Uint8Array;
  /** Each Yjs update appended since, oldest first. */
  updates: Uint8Array[];
  /** Each plugin's schema version the snapshot's tables are in; a plugin missing is at 0. */
  schemaVersions: Record<string, number>;
  /** The keys of the summaries kept with the snapshot (`DocumentStore.snapshot`); absent: none. */
  summaryKeys?: string[];
}

/**
 * The company documents (Yjs): per document a snapshot and an append-only log of updates.
 * Appends to one document are durable in the order they were made.
 */
export interface DocumentStore {
  /** The document as stored, or null when it was never stored. */
  load(docId: string): Promise<StoredDocument | null>;
  /**
   * What processes sharing the store committed to a document this storage loaded, for a process
   * that may have missed it (a Redis outage): every update stored after the snapshot, and that
   * snapshot first when another process replaced or merged it since this storage loaded or wrote
   * its own (the updates it covered are gone). Applying them adds what the loaded document lacks;
   * nothing is counted as loaded. Only stores that several processes share have it.
   */
  missed?(docId: string): Promise<Uint8Array[]>;
  /** Appends one Yjs update; resolves once it is durable. */
  append(docId: string, update: Uint8Array): Promise<void>;
  /**
   * Replaces the snapshot with `state`, which must hold every update appended before this call
   * (the caller encodes its live document just before), and drops the updates it covers.
   * Updates appended after the call are kept. Resolves once the new snapshot is durable.
   * `summaries` (by key) were computed from the document in the same instant as `state`: they are
   * kept with this snapshot, and those of earlier snapshots no longer count.
   */
  snapshot(
    docId: string,
    state: Uint8Array,
    schemaVersions: Record<string, number>,
    summaries?: Readonly<Record<string, string>>,
  ): Promise<void>;
  /**
   * A summary kept with the document's snapshot, while nothing is stored after that snapshot (no
   * update appended since, by any process): then it holds exactly what the stored document holds.
   * Null otherwise, or when that snapshot has none by this key.
   */
  summary(docId: string, key: string): Promise<KeptSummary | null>;
  /** The document left the server's memory: what is held open for it may be let go. */
  release(docId: string): Promise<void>;
}

/** Everything the server stores. */
export interface Storage {
  users: RecordCollection<'users'>;
  sessions: RecordCollection<'sessions'>;
  companies: RecordCollection<'companies'>;
  memberships: RecordCollection<'memberships'>;
  invites: RecordCollection<'invites'>;
  resetTokens: RecordCollection<'resetTokens'>;
  /** The sign-in throttle's counters. */
  signInFailures: RecordCollection<'signInFailures'>;
  /** The demo of a first start: at most one record, under DEMO_KEY. */
  demo: RecordCollection<'demo'>;
  /**
   * Changes to records of any collections as one, in order: all of them are durable, or none (an
   * update's `change` that throws leaves nothing written, and the write rejects with its error).
   */
  write(changes: readonly RecordChange[]): Promise<void>;
  audit: AuditLog;
  notifications: NotificationStore;
  documents: DocumentStore;
  /** The background jobs and schedules (`core.jobs`). */
  jobs: JobStore;
  /** One plugin's binary files per company (uploads, archives). */
  files(pluginId: string): PluginFilesService;
  /** One plugin's JSON records that belong to a person or to no one (not to a company). */
  records(pluginId: string): PluginRecordsService;
  /** Waits for every write, then lets go of files and connections. */
  close(): Promise<void>;
}
