import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../lib/serverBuild.mjs';

/** Keel's server in a process of its own on a given DATA_DIR. */
export interface BenchServer {
  url: string;
  wsUrl: string;
  pid: number;
  /** RSS and live heap after a full GC in the server process. */
  memoryAfterGc(): Promise<NodeJS.MemoryUsage>;
  /** SIGTERM: the server saves and stops. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or a power cut would. */
  kill(): Promise<void>;
}

/** How the server runs: bundled to JavaScript as `npm start` runs it, or from source through tsx. */
export type ServerMode = 'built' | 'tsx';

let built: Promise<string> | undefined;

/** server.ts and the plugins bundled once per benchmark run (scripts/lib/serverBuild.mjs). */
function builtServer(): Promise<string> {
  built ??= (async () => {
    const outdir = await mkdtemp(join(tmpdir(), 'keel-bench-server-'));
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    await buildServer(
      join(import.meta.dirname, '..', '..', '..'),
      outdir,
      join(import.meta.dirname, 'server.ts'),
    );
    return outdir;
  })();
  return built;
}

/**
 * Spawns the server (`BENCH_SERVER`: built, the default, or tsx) on `dataDir` with `--expose-gc`
 * and waits for its `PORT n` line.
 */
export async function startBenchServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  // BENCH_CPU_PROF=<dir> writes a CPU profile of the server there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const mode: ServerMode = process.env.BENCH_SERVER === 'tsx' ? 'tsx' : 'built';
  const outdir = mode === 'built' ? await builtServer() : null;
  const entry = outdir
    ? [join(outdir, 'main.js')]
    : ['--import', 'tsx', join(import.meta.dirname, 'server.ts')];
  const child = spawn(process.execPath, [...profile, '--expose-gc', ...entry], {
    env: {
      ...process.env,
      ...env,
      BENCH_DATA_DIR: dataDir,
      ...(outdir ? { PLUGINS_DIR: join(outdir, 'plugins') } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
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
        child.once('message', (usage) => resolve(usage as NodeJS.MemoryUsage));
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
