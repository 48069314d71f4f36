import { systemClock, type Clock } from '@keel/core/domain';
import type { LogFn } from '@keel/core/server';
import type { JobEngineOptions } from './jobs/jobEngine';

/** Argon2id cost parameters; production defaults follow OWASP (19 MiB, 2 passes). */
export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** The OWASP minimum Keel never goes below. */
export const defaultArgon2Params: Argon2Params = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

const MB = 1024 * 1024;

/**
 * What sync clients may send (docs/security.md, "Sync: size limits"). The defaults fit a $5 VPS
 * (1 GB of memory) and Keel's largest legitimate traffic: a 50,000-line company's whole document
 * (31.6 MB), which a first sync of a big offline copy sends as one message.
 */
export interface SyncLimits {
  /** The largest WebSocket message /sync reads (SYNC_MESSAGE_LIMIT_MB). */
  messageBytes: number;
  /** What one member may add to one document over any hour (SYNC_GROWTH_LIMIT_MB_PER_HOUR). */
  growthBytesPerHour: number;
  /**
   * The size past which a document takes no more growth from sync (SYNC_DOCUMENT_LIMIT_MB): the
   * server holds a loaded document in memory at about three times its size.
   */
  documentBytes: number;
}

export const defaultSyncLimits: SyncLimits = {
  messageBytes: 32 * MB,
  growthBytesPerHour: 48 * MB,
  documentBytes: 100 * MB,
};

/** The environment variable of each limit, in MB (1 MB = 1,048,576 bytes). */
const syncLimitVariables: Record<keyof SyncLimits, string> = {
  messageBytes: 'SYNC_MESSAGE_LIMIT_MB',
  growthBytesPerHour: 'SYNC_GROWTH_LIMIT_MB_PER_HOUR',
  documentBytes: 'SYNC_DOCUMENT_LIMIT_MB',
};

/** Options of `createKeelServer`. */
export interface KeelServerOptions {
  dataDir: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The app's public origin; links in e-mails and the CSRF/Origin checks use it. */
  publicUrl?: string;
  pluginsDir?: string;
  staticDir?: string;
  smtpUrl?: string;
  log?: LogFn;
  argon2?: Argon2Params;
  /** KEEL_SECRET: the key for secrets at rest; unset, a key file is kept in DATA_DIR (0600). */
  secret?: string;
  /** Trust X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy?: boolean;
  /** How long a document with no connections stays in memory (ms). */
  docIdleMs?: number;
  /**
   * A document's update log is compacted into its snapshot once it holds this many bytes and
   * as many as the snapshot (default 4 MiB; tests make it small).
   */
  docCompactBytes?: number;
  /** AUDIT_RETENTION_MONTHS: audit records are kept at least this long (24 or more; default 24). */
  auditRetentionMonths?: number;
  /** Where the server reads the date and time (default the machine's); tests fix it. */
  clock?: Clock;
  /** Size limits on sync; each one left out takes its default. */
  syncLimits?: Partial<SyncLimits>;
  /** Background jobs: how many run at once (JOBS_CONCURRENCY), how long a stop waits for them. */
  jobs?: JobEngineOptions;
  /** DATABASE_URL: keep the data in this PostgreSQL database instead of DATA_DIR's files. */
  databaseUrl?: string;
  /** REDIS_URL: relay sync between the Keel processes sharing the database (needs DATABASE_URL). */
  redisUrl?: string;
}

/** Options with defaults applied, as the server's parts receive them. */
export interface ServerConfig {
  dataDir: string;
  publicUrl: string | null;
  smtpUrl: string | null;
  log: LogFn;
  argon2: Argon2Params;
  secureCookie: boolean;
  cookieName: string;
  docIdleMs: number;
  docCompactBytes: number;
  auditRetentionMonths: number;
  /** Every date and timestamp the server and its plugins write or compare comes from here. */
  clock: Clock;
  syncLimits: SyncLimits;
  /** The PostgreSQL database the storage is in; null for the embedded storage in DATA_DIR. */
  databaseUrl: string | null;
  /** The Redis that relays sync between processes; null for one process alone. */
  redisUrl: string | null;
}

/** Fills in defaults and refuses parameters weaker than the OWASP minimum. */
export function resolveConfig(options: KeelServerOptions): ServerConfig {
  const argon2 = options.argon2 ?? defaultArgon2Params;
  if (argon2.memoryCost < 19456 || argon2.timeCost < 2)
    throw new Error('argon2 parameters below 19 MiB / 2 passes');
  const publicUrl = options.publicUrl ? new URL(options.publicUrl).origin : null;
  const secureCookie = publicUrl?.startsWith('https:') ?? false;
  return {
    dataDir: options.dataDir,
    publicUrl,
    smtpUrl: options.smtpUrl ?? null,
    log: options.log ?? defaultLog,
    argon2,
    secureCookie,
    cookieName: secureCookie ? '__Host-keel_session' : 'keel_session',
    docIdleMs: options.docIdleMs ?? 60_000,
    docCompactBytes: options.docCompactBytes ?? DEFAULT_COMPACT_BYTES,
    auditRetentionMonths: auditRetention(options.auditRetentionMonths ?? MIN_AUDIT_MONTHS),
    clock: options.clock ?? systemClock,
    syncLimits: { ...defaultSyncLimits, ...options.syncLimits },
    databaseUrl: options.databaseUrl ?? null,
    redisUrl: redisUrlOf(options),
  };
}

/**
 * The options `npm start` takes from environment variables (README, "Configuration"); the data
 * directory, plugins and web app are the caller's.
 */
export function serverOptionsFromEnv(
  env: Record<string, string | undefined>,
): Partial<KeelServerOptions> {
  const syncLimits: Partial<SyncLimits> = {};
  for (const [limit, variable] of Object.entries(syncLimitVariables) as [
    keyof SyncLimits,
    string,
  ][]) {
    const text = env[variable];
    if (text === undefined || text === '') continue;
    const mb = Number(text);
    if (!Number.isFinite(mb) || mb <= 0)
      throw new Error(`${variable} must be a positive number of MB, not "${text}"`);
    syncLimits[limit] = Math.round(mb * MB);
  }
  return {
    ...(env.HOST ? { host: env.HOST } : {}),
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    ...(env.KEEL_SECRET ? { secret: env.KEEL_SECRET } : {}),
    ...(env.TRUST_PROXY === '1' ? { trustProxy: true } : {}),
    ...(Object.keys(syncLimits).length > 0 ? { syncLimits } : {}),
    ...(env.JOBS_CONCURRENCY
      ? { jobs: { concurrency: jobConcurrency(env.JOBS_CONCURRENCY) } }
      : {}),
    ...(env.AUDIT_RETENTION_MONTHS
      ? { auditRetentionMonths: auditRetention(Number(env.AUDIT_RETENTION_MONTHS)) }
      : {}),
  };
}

/** Processes relaying through Redis must share their data: only a database lets them. */
function redisUrlOf(options: KeelServerOptions): string | null {
  if (!options.redisUrl) return null;
  if (!options.databaseUrl)
    throw new Error(
      'REDIS_URL relays sync between Keel processes that share one database: set DATABASE_URL too',
    );
  return options.redisUrl;
}

/** Bytes a document's log may reach (at least; and as much as its snapshot) before compaction. */
const DEFAULT_COMPACT_BYTES = 4 * 1024 * 1024;

/** The audit log is kept at least two years. */
const MIN_AUDIT_MONTHS = 24;

function auditRetention(months: number): number {
  if (!Number.isInteger(months) || months < MIN_AUDIT_MONTHS)
    throw new Error(
      `AUDIT_RETENTION_MONTHS must be a whole number of months, ${MIN_AUDIT_MONTHS} or more, not "${months}"`,
    );
  return months;
}

function jobConcurrency(text: string): number {
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > 16)
    throw new Error(`JOBS_CONCURRENCY must be a whole number from 1 to 16, not "${text}"`);
  return count;
}

const defaultLog: LogFn = (level, message, details) => {
  const line = `[keel] ${level}: ${message}${details ? ` ${JSON.stringify(details)}` : ''}\n`;
  (level === 'error' ? process.stderr : process.stdout).write(line);
};
