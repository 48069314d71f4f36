import type { Router } from '@koa/router';
import type { Context } from 'koa';
import type { Store } from 'tinybase';
import type { PluginManifest, Role } from '../domain';

/** A log line's level. */
export type LogLevel = 'info' | 'warn' | 'error';

/** Where the server and its plugins write log lines. */
export type LogFn = (level: LogLevel, message: string, details?: Record<string, unknown>) => void;

/** The signed-in member a route handler acts for, as `requireMember` returns it. */
export interface MemberContext {
  userId: string;
  companyId: string;
  role: Role;
}

/** Company data of one plugin: its TinyBase stores bound to the company's Yjs documents. */
export interface PluginDataService {
  /** The plugin's store for a company and scope (default 'company'); changes reach every open browser. */
  store(companyId: string, scope?: string): Promise<Store>;
  /** Persists the company's documents durably now; await it before answering a write. */
  // Stores are fetched per request: an idle document is evicted from memory and reloaded on use.
  commit(companyId: string): Promise<void>;
}

/** Encryption at rest for secrets (bank credentials, SSNs) that must never enter a Yjs document. */
export interface SecretBox {
  /** AES-256-GCM encrypts text; the result is opaque text safe to store. */
  seal(plain: string): string;
  /** Decrypts what `seal` produced; throws if it was altered. */
  open(sealed: string): string;
}

/** Authorisation helpers for plugin routes. */
export interface PluginAuthService {
  /** Throws 401/404/403 unless the signed-in user is a member (with one of `roles`, if given). */
  requireMember(ctx: Context, companyId: string, roles?: readonly Role[]): Promise<MemberContext>;
}

/** The scoped services a server plugin receives in `init`. */
export interface ServerPluginContext {
  /** Mounted at /api/{id}; every route needs a signed-in user, and a member when the path has :companyId. */
  router: Router;
  /** Mounted at /api/{id} too, without any sign-in check: routes here opt out of authentication. */
  publicRouter: Router;
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
  log: LogFn;
  manifest: PluginManifest;
}

/** The server half of a plugin, as `plugins/<id>/server/index.ts` exports it as `serverPlugin`. */
export interface ServerPlugin {
  id: string;
  init(ctx: ServerPluginContext): void | Promise<void>;
}

/** A discovered plugin: its validated manifest and, if it has one, its server half. */
export interface LoadedPlugin {
  manifest: PluginManifest;
  server: ServerPlugin | null;
  dir: string;
}
