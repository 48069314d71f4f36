import type { Readable } from 'node:stream';
import type { Router } from '@koa/router';
import type { Context } from 'koa';
import type { Store } from 'tinybase';
import type { Clock, PluginManifest, Role, ServiceRef } from '../domain';
import type { MemberContext } from '../domain/memberContext';

/** A log line's level. */
export type LogLevel = 'info' | 'warn' | 'error';

/** Where the server and its plugins write log lines. */
export type LogFn = (level: LogLevel, message: string, details?: Record<string, unknown>) => void;

/** The signed-in member a route handler acts for, as `requireMember` returns it. */
export type { MemberContext };

/** Company data of one plugin: its TinyBase stores bound to the company's Yjs documents. */
export interface PluginDataService {
  /** The plugin's store for a company and scope (default 'company'); changes reach every open browser. */
  store(companyId: string, scope?: string): Promise<Store>;
  /** Persists the company's documents durably now; await it before answering a write. */
  // Stores are fetched per request: an idle document is evicted from memory and reloaded on use.
  commit(companyId: string): Promise<void>;
  /**
   * One of the plugin's `summaries` of a company document as kept with its last snapshot, read
   * without loading the document: only while the document is not in this process's memory and
   * nothing was stored after that snapshot, so it holds exactly what the stored document holds.
   * Null otherwise (read the store then).
   */
  summary(companyId: string, name: string, scope?: string): Promise<KeptSummary | null>;
}

/** A summary kept with a document's snapshot; `stamp` is the same exactly while the summary is. */
export interface KeptSummary {
  stamp: string;
  body: string;
}

/**
 * What a plugin keeps beside each snapshot of a company document it has tables in: text computed
 * from its store in the same instant the snapshot's state is taken (undefined: keep none).
 */
export type StoreSummary = (store: Store) => string | undefined;

/** Encryption at rest for secrets (bank credentials, SSNs) that must never enter a Yjs document. */
export interface SecretBox {
  /** AES-256-GCM encrypts text; the result is opaque text safe to store. */
  seal(plain: string): string;
  /** Decrypts what `seal` produced; throws if it was altered. */
  open(sealed: string): string;
  /**
   * A keyed fingerprint (HMAC-SHA-256 under a key derived from the server's secret) of `value` for
   * `purpose`: the same number gives the same fingerprint, so two records can be matched without
   * keeping the number, and without the server's key it cannot be guessed from the few billion
   * numbers it could be. Never send one to a browser.
   */
  fingerprint(purpose: string, value: string): string;
}

/** A file a plugin stored for a company, as described in the small JSON kept beside its bytes. */
export interface StoredFile {
  /** Random, 22 characters of base64url; the only name the file has on disk. */
  id: string;
  /** The file name the uploader gave (display only, never a path). */
  name: string;
  /** Its media type, e.g. 'application/pdf'. */
  type: string;
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  /** ISO timestamp. */
  createdAt: string;
  createdBy: string;
  /** What the file belongs to, free text chosen by the plugin (e.g. 'transaction:txn-1'). */
  ownerKey: string;
}

/** What `files.put` is told about a new file; size, hash, id and time are measured. */
export interface NewFileMeta {
  name: string;
  type: string;
  createdBy: string;
  ownerKey?: string;
}

/** A stored file opened for reading; the stream holds the file open even if it is removed. */
export interface OpenedFile {
  meta: StoredFile;
  stream: Readable;
}

/**
 * Binary files of one plugin per company, kept on disk outside any Yjs document
 * (DATA_DIR/files/{pluginId}/{companyId}/). Unknown or malformed ids read as missing.
 */
export interface PluginFilesService {
  /**
   * Stores `body` under a new random id, atomically: a half-written file is never visible. Throws
   * FileTooLargeError, leaving nothing behind, once the body passes `limitBytes`.
   */
  put(
    companyId: string,
    meta: NewFileMeta,
    body: AsyncIterable<Uint8Array> | Uint8Array,
    limitBytes: number,
  ): Promise<StoredFile>;
  /** The company's files, oldest first; only those whose ownerKey starts with the prefix, if given. */
  list(companyId: string, ownerKeyPrefix?: string): Promise<StoredFile[]>;
  /** The file and a stream of its bytes, or null when there is no such file. */
  open(companyId: string, id: string): Promise<OpenedFile | null>;
  /** Deletes the file; false when there was none. */
  remove(companyId: string, id: string): Promise<boolean>;
}

/** Authorisation helpers for plugin routes. */
export interface PluginAuthService {
  /** Throws 401/404/403 unless the signed-in user is a member (with one of `roles`, if given). */
  requireMember(ctx: Context, companyId: string, roles?: readonly Role[]): Promise<MemberContext>;
  /** The signed-in user of the request, whatever company they work in; throws 401 when signed out. */
  requireUser(ctx: Context): Promise<SignedInUser>;
}

/** The signed-in person of a request, for what belongs to them rather than to a company. */
export interface SignedInUser {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The company they work in now, as GET /api/user names it; null when they belong to none. */
  currentCompanyId: string | null;
}

/**
 * Small JSON records of one plugin that belong to a person or to no one, not to a company (a
 * learner's progress, a certificate anyone may verify), kept outside every company document.
 * Collections and ids are record ids (`recordIdSchema`); validate what `get` answers with your zod
 * schema, it is stored as given.
 */
export interface PluginRecordsService {
  /** The record, or null when there is none (or the collection or id is not a record id). */
  get(collection: string, id: string): Promise<unknown>;
  /** Writes the record whole, atomically; durable when it resolves. Throws on a bad collection or id. */
  put(collection: string, id: string, value: unknown): Promise<void>;
}

/** The scoped services a server plugin receives in `init`. */
export interface ServerPluginContext {
  /** Mounted at /api/{id}; every route needs a signed-in user, and a member when the path has :companyId. */
  router: Router;
  /** Mounted at /api/{id} too, without any sign-in check: routes here opt out of authentication. */
  publicRouter: Router;
  /**
   * Mounted at /api itself, for the top-level paths the manifest claims in `apiPaths` (a route
   * `/metrics/:userId` serves GET /api/metrics/{userId}); every route needs a signed-in user. A
   * route outside the claimed paths, or a path refused at start, is logged as an error and left out.
   */
  claimedRouter: Router;
  /**
   * Mounted at /api/companies/:companyId (read `ctx.params.companyId`); every route needs a signed-in
   * member of that company (401 signed out, 404 not a member, 403 missing 2FA). The core's own
   * company routes come first; a method and path already taken by the core or an earlier plugin
   * is logged as an error and left out.
   */
  companyRouter: Router;
  data: PluginDataService;
  auth: PluginAuthService;
  secrets: SecretBox;
  /** Binary files (uploads, receipts) of this plugin, per company, outside the documents. */
  files: PluginFilesService;
  /** JSON records of this plugin that belong to no company (a person's, or public ones). */
  records: PluginRecordsService;
  /** The server's clock: every date and timestamp a plugin writes or compares is read from it. */
  clock: Clock;
  /** The services this plugin's manifest `uses` (or lists in `optionalUses`), from whoever provides them. */
  services: PluginServices;
  log: LogFn;
  manifest: PluginManifest;
}

/** The services a plugin may call: only those its manifest declares. */
export interface PluginServices {
  /** A service the manifest `uses`; throws, naming it, when the manifest does not declare it. */
  get<T>(ref: ServiceRef<T, unknown>): T;
  /** A service the manifest lists in `optionalUses`: undefined while no installed plugin provides it. */
  getOptional<T>(ref: ServiceRef<T, unknown>): T | undefined;
}

/** One service a server plugin provides, made on first use with the provider's own context. */
export interface ServiceProvision<T = unknown> {
  ref: ServiceRef<T, unknown>;
  make(ctx: ServerPluginContext): T;
}

/** The server half of a plugin, as `plugins/<id>/server/index.ts` exports it as `serverPlugin`. */
export interface ServerPlugin {
  id: string;
  init(ctx: ServerPluginContext): void | Promise<void>;
  /**
   * Fills a newly created demo company with this plugin's sample history (real rows, computed
   * like a user's own), with the same context `init` got. Called once, on the first start, and
   * for each practice copy a plugin makes (`core.portfolio`'s `createDemoCompany`).
   */
  seedDemo?(ctx: ServerPluginContext, demo: DemoCompany): Promise<void>;
  /**
   * Writes what every new company starts with (a standard chart of accounts, say), with the same
   * context `init` got. Called once per company, when it is created, before its owner sees it.
   */
  seedCompany?(ctx: ServerPluginContext, companyId: string): Promise<void>;
  /**
   * Called with `init`'s context when the server stops, before the documents and storage close:
   * ends the plugin's own background work (and waits for its writes), so nothing is written after.
   */
  close?(ctx: ServerPluginContext): Promise<void>;
  /** The services this plugin provides on the server: one per id of its manifest's `provides`. */
  services?: readonly ServiceProvision[];
  /**
   * Summaries of the plugin's store, by name, kept with every snapshot of a company document
   * (compaction, eviction, shutdown) and read with `data.summary` without loading the document: a
   * report of a company not in memory can be answered from one. Each runs while the server waits,
   * so it must be quick for the store it is given.
   */
  summaries?: Readonly<Record<string, StoreSummary>>;
  /**
   * Watches this plugin's store whenever the server loads it in a company document, after the
   * document is bound; what it reverts reaches every client. Returns the stop function, called
   * when the document leaves memory.
   */
  guardStore?(store: Store, where: GuardedStore, log: LogFn): () => void;
}

/** The store a guard watches, and who is writing to it. */
export interface GuardedStore {
  companyId: string;
  scope: string;
  /**
   * Who the change being made right now is by ('First Last <email>'): the member of the REST
   * request or of the sync message being applied; null for the server's own jobs and for work a
   * guard deferred (a microtask runs outside the request).
   */
  writer(): string | null;
  /**
   * Runs `fn` as the server's own write (`writer()` is null inside it). A guard's deferred write
   * would otherwise carry the writer of the change that queued it: async context follows
   * microtasks.
   */
  asServer<T>(fn: () => T): T;
  /** The server's clock, for the times a guard records. */
  clock: Clock;
}

/** The demo company a plugin fills on the first start. */
export interface DemoCompany {
  companyId: string;
  /** Today as YYYY-MM-DD: the history ends here. */
  today: string;
  /** Who the demo rows are recorded as written by. */
  by: string;
}

/** A discovered plugin: its validated manifest and, if it has one, its server half. */
export interface LoadedPlugin {
  manifest: PluginManifest;
  server: ServerPlugin | null;
  dir: string;
}
