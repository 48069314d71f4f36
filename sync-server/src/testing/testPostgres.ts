import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';

/**
 * A throwaway PostgreSQL cluster for tests: initdb in a temp folder, a random port on loopback,
 * its unix socket in that folder. `database()` makes a new empty database in it for each test.
 */
export interface TestPostgres {
  /** A new, empty database; its URL. */
  database(): Promise<string>;
  /** Stops the cluster (or drops the databases made in a given one) and removes its folder. */
  close(): Promise<void>;
}

/** Where Debian (or a PATH) keeps initdb and pg_ctl; null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  const candidates = ['/usr/local/bin'];
  if (existsSync('/usr/lib/postgresql'))
    for (const version of readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)))
      candidates.push(`/usr/lib/postgresql/${version}/bin`);
  return (
    candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ??
    null
  );
}

/** Whether the PostgreSQL suites can run here: a cluster given, or initdb and pg_ctl installed. */
export function postgresAvailable(): boolean {
  return Boolean(process.env.KEEL_TEST_DATABASE_URL) || postgresBinDir() !== null;
}

/** Runs a program to its end; rejects with its output when it fails. */
function run(
  command: string,
  args: string[],
  as: { uid: number; gid: number } | null,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(as ?? {}),
      env: { ...process.env, LC_ALL: 'C' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args[0]} failed (${code}): ${output}`)),
    );
  });
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: a root test runs it as the `postgres` user. */
async function postgresUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const line = (await readFile('/etc/passwd', 'utf8'))
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('Running as root, and there is no postgres user to run PostgreSQL as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

let databases = 0;

/** Makes databases named `keel_test_{pid}_{n}` in a running cluster, and drops them at the end. */
function databasesIn(adminUrl: string, stop: () => Promise<void>): TestPostgres {
  const admin = postgres(adminUrl, { max: 1, idle_timeout: 1, onnotice: () => {} });
  const made: string[] = [];
  return {
    async database() {
      databases += 1;
      const name = `keel_test_${process.pid}_${databases}_${Date.now().toString(36)}`;
      await admin.unsafe(`CREATE DATABASE ${name}`);
      made.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async close() {
      for (const name of made)
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
      await stop();
    },
  };
}

/** A running cluster of its own: the URL of its `postgres` database, and how to stop it. */
export interface TestCluster {
  adminUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts a new cluster in a temp folder (initdb, then pg_ctl on a free loopback port). Without
 * `durable` it runs with fsync off, for tests; a benchmark comparing stores asks for `durable`.
 */
export async function startTestCluster({ durable = false } = {}): Promise<TestCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (no initdb and pg_ctl)');
  const as = await postgresUser();
  const dir = await mkdtemp(join(tmpdir(), 'keel-pg-'));
  if (as) await chown(dir, as.uid, as.gid);
  const data = join(dir, 'data');
  const user = as ? 'postgres' : userInfo().username;
  await run(
    join(bin, 'initdb'),
    ['-D', data, '-A', 'trust', '-U', user, '--no-sync', '-E', 'UTF8'],
    as,
  );
  const start = async (): Promise<number> => {
    const port = await freePort();
    // fsync off: durable enough for tests that never cut the power; gentler on a disk shared by many.
    const fsync = durable ? 'on' : 'off';
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${fsync} -c max_connections=300`;
    await run(
      join(bin, 'pg_ctl'),
      ['start', '-w', '-D', data, '-l', join(dir, 'log'), '-o', options],
      as,
    );
    return port;
  };
  // Another process may take the port between the probe and the start: then another one.
  const port = await start()
    .catch(() => start())
    .catch(() => start());
  return {
    adminUrl: `postgres://${user}@127.0.0.1:${port}/postgres`,
    async stop() {
      await run(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate'], as).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Databases for this test file: in the cluster KEEL_TEST_DATABASE_URL names (the vitest
 * `postgres` project's, or one a script started), else in a new cluster of its own, stopped by
 * `close`. Check `postgresAvailable()` first.
 */
export async function startTestPostgres(
  options: { durable?: boolean } = {},
): Promise<TestPostgres> {
  const given = process.env.KEEL_TEST_DATABASE_URL;
  if (given) return databasesIn(given, async () => {});
  const cluster = await startTestCluster(options);
  return databasesIn(cluster.adminUrl, () => cluster.stop());
}
