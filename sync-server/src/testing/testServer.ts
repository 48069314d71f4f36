import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Clock } from '@keel/core/domain';
import { createKeelServer, type KeelServer } from '../server';
import type { KeelServerOptions } from '../config';
import { startTestPostgres, type TestPostgres } from './testPostgres';

const pluginsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'plugins');

/** A server on a random port with a temp DATA_DIR, for tests. */
export interface TestKeel {
  server: KeelServer;
  url: string;
  wsUrl: string;
  dataDir: string;
  /** The server's clock: `startKeel({ clock: fixedClock(...) })` sets what day it is. */
  clock: Clock;
  /**
   * The text of the newest outbox e-mail to `to` (quoted-printable undone), once the mail the
   * server sends after answering (password resets) is out.
   */
  mailTo(to: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts a real Keel server for a test file. A test whose outcome depends on the date passes a
 * `clock` (fixedClock from @keel/core/domain); without one the server reads the machine's clock.
 */
export async function startKeel(options: Partial<KeelServerOptions> = {}): Promise<TestKeel> {
  // A DATA_DIR the caller gives (to restart on it) is the caller's to remove.
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'keel-test-')));
  const databaseUrl = options.databaseUrl ?? (await testDatabaseFor(dataDir));
  const server = await createKeelServer({
    port: 0,
    host: '127.0.0.1',
    pluginsDir,
    log: () => {},
    ...options,
    ...(databaseUrl ? { databaseUrl } : {}),
    dataDir,
  });
  return {
    server,
    url: server.url,
    wsUrl: server.url.replace(/^http/, 'ws') + '/sync',
    dataDir,
    clock: server.services.config.clock,
    async mailTo(to) {
      await server.services.background.settled();
      return mailTo(dataDir, to);
    },
    async close() {
      await server.close();
      if (ownDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let testDatabases: Promise<TestPostgres> | null = null;
const databaseOfDir = new Map<string, string>();

/**
 * With KEEL_TEST_STORAGE=postgres (vitest's `postgres` project), the database a server on this
 * DATA_DIR keeps its data in: a new one in KEEL_TEST_DATABASE_URL's cluster, the same one again
 * when a test restarts a server on the same DATA_DIR. Otherwise none: the embedded storage.
 */
async function testDatabaseFor(dataDir: string): Promise<string | undefined> {
  if (process.env.KEEL_TEST_STORAGE !== 'postgres') return undefined;
  if (!process.env.KEEL_TEST_DATABASE_URL)
    throw new Error('KEEL_TEST_STORAGE=postgres needs KEEL_TEST_DATABASE_URL, a running cluster');
  let url = databaseOfDir.get(dataDir);
  if (!url) {
    testDatabases ??= startTestPostgres();
    url = await (await testDatabases).database();
    databaseOfDir.set(dataDir, url);
  }
  return url;
}

/** The test database a server on this DATA_DIR kept its data in (KEEL_TEST_STORAGE=postgres), if any. */
export function testDatabaseOf(dataDir: string): string | undefined {
  return databaseOfDir.get(dataDir);
}

/** The text of the newest outbox e-mail to `to` under a DATA_DIR (quoted-printable undone). */
export async function mailTo(dataDir: string, to: string): Promise<string> {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const text = (await readFile(join(dir, file), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (text.toLowerCase().includes(`to: ${to.toLowerCase()}`)) return text;
  }
  throw new Error(`No e-mail to ${to}`);
}

let counter = 0;

/** A strong password no dictionary knows. */
export function strongPassword(): string {
  counter += 1;
  return `Kx!${randomBytes(4).toString('hex')}-ledger-${counter * 7919}`;
}

/** A unique e-mail address. */
export function uniqueEmail(name = 'user'): string {
  counter += 1;
  return `${name}.${randomBytes(4).toString('hex')}${counter}@example.com`;
}

/** An HTTP client with a cookie jar that sends the app's own Origin, like the browser app. */
export class Client {
  cookie = '';
  lastSetCookie = '';

  constructor(readonly baseUrl: string) {}

  /** Sends a JSON request; answers status, body and headers. */
  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        origin: this.baseUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      this.lastSetCookie = setCookie;
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = pair.endsWith('=') ? '' : pair;
    }
    const text = await res.text();
    return {
      status: res.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      headers: res.headers,
    };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
  patch = (path: string, body: unknown) => this.request('PATCH', path, body);
  delete = (path: string) => this.request('DELETE', path);
}

/** A signed-up user: its client, ids and password. */
export interface TestUser {
  client: Client;
  userId: string;
  companyId: string;
  email: string;
  password: string;
}

/** Signs a new user up (with a company of their own) through the API. */
export async function signUpUser(
  baseUrl: string,
  firstName = 'Ada',
  companyName = 'Acme LLC',
): Promise<TestUser> {
  const client = new Client(baseUrl);
  const email = uniqueEmail(firstName.toLowerCase());
  const password = strongPassword();
  const res = await client.post('/api/auth/signup', {
    firstName,
    lastName: 'Tester',
    email,
    companyName,
    password,
  });
  if (res.status !== 201)
    throw new Error(`signup failed ${res.status} ${JSON.stringify(res.body)}`);
  const user = res.body.user as { id: string };
  const company = res.body.company as { id: string };
  return { client, userId: user.id, companyId: company.id, email, password };
}

/** Invites an e-mail into a company with a role and accepts it as `invitee`. */
export async function addMember(
  keel: Pick<TestKeel, 'mailTo'>,
  owner: TestUser,
  invitee: TestUser,
  role: string,
): Promise<void> {
  const res = await owner.client.post(`/api/companies/${owner.companyId}/invites`, {
    email: invitee.email,
    role,
  });
  if (res.status !== 201)
    throw new Error(`invite failed ${res.status} ${JSON.stringify(res.body)}`);
  const mail = await keel.mailTo(invitee.email);
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  const accepted = await invitee.client.post(`/api/invites/${token}/accept`);
  if (accepted.status !== 200)
    throw new Error(`accept failed ${accepted.status} ${JSON.stringify(accepted.body)}`);
}
