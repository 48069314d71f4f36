import type { LogFn } from '@keel/core/server';

/** Argon2id cost parameters; production defaults follow OWASP (19 MiB, 2 passes). */
export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** The OWASP minimum Keel never goes below. */
export const defaultArgon2Params: Argon2Params = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

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
  };
}

/**
 * The options `npm start` takes from environment variables (README, "Configuration"); the data
 * directory, plugins and web app are the caller's.
 */
export function serverOptionsFromEnv(
  env: Record<string, string | undefined>,
): Partial<KeelServerOptions> {
  return {
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.KEEL_SECRET ? { secret: env.KEEL_SECRET } : {}),
    ...(env.TRUST_PROXY === '1' ? { trustProxy: true } : {}),
  };
}

const defaultLog: LogFn = (level, message, details) => {
  const line = `[keel] ${level}: ${message}${details ? ` ${JSON.stringify(details)}` : ''}\n`;
  (level === 'error' ? process.stderr : process.stdout).write(line);
};
