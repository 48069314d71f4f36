import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** Where Debian's redis-server is; null when it is not installed. */
export const redisServerPath = (): string | null =>
  ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path)) ?? null;

/** A throwaway Redis for a test file: its URL, and how to stop it (for a while, or for good). */
export interface TestRedis {
  url: string;
  /** Stops it, as a crash or a cut network would: its clients lose their connections. */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: it keeps nothing). */
  start(): Promise<void>;
  close(): Promise<void>;
}

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

/** Runs redis-server on a port until it accepts connections; answers how to stop it. */
async function runRedis(bin: string, port: number): Promise<() => Promise<void>> {
  const child = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start: ${output}`)),
      10_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then(() => reject(new Error(`redis-server exited: ${output}`)));
  });
  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}

/**
 * Starts redis-server on a free loopback port, keeping nothing on disk (no RDB, no AOF), and
 * resolves once it accepts connections.
 */
export async function startTestRedis(): Promise<TestRedis> {
  const bin = redisServerPath();
  if (!bin) throw new Error('redis-server is not installed');
  const port = await freePort();
  let stop: (() => Promise<void>) | null = await runRedis(bin, port);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      await stop?.();
      stop = null;
    },
    async start() {
      stop ??= await runRedis(bin, port);
    },
    async close() {
      await stop?.();
      stop = null;
    },
  };
}
