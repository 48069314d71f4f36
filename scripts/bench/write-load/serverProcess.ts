import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** Keel's server in a process of its own on a given DATA_DIR. */
export interface BenchServer {
  url: string;
  wsUrl: string;
  pid: number;
  /** RSS and live heap after a full GC in the server process. */
  memoryAfterGc(): Promise<{ rss: number; heapUsed: number }>;
  /** SIGTERM: the server saves and stops. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or a power cut would. */
  kill(): Promise<void>;
}

/** Spawns `node --expose-gc --import tsx server.ts` on `dataDir` and waits for its `PORT n` line. */
export async function startBenchServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  // BENCH_CPU_PROF=<dir> writes a CPU profile of the server there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, '--expose-gc', '--import', 'tsx', join(import.meta.dirname, 'server.ts')],
    {
      env: { ...process.env, ...env, BENCH_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match?.[1]) resolve(Number(match[1]));
    });
    void exited.then(() => reject(new Error('the server exited before it listened')));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    wsUrl: `ws://127.0.0.1:${port}/sync`,
    pid: child.pid ?? 0,
    memoryAfterGc() {
      return new Promise((resolve) => {
        child.once('message', (usage) => resolve(usage as { rss: number; heapUsed: number }));
        child.send('memory');
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
