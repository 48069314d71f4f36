import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** A server started in its own process, so its memory and CPU are its own. */
export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** RSS and live heap after a full GC in the server process. */
  memoryAfterGc(): Promise<{ rss: number; heapUsed: number }>;
  stop(): void;
}

/** Spawns `node --import tsx <script>` and waits for its `PORT n` line. */
export async function startServerProcess(script: string): Promise<ServerProcess> {
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, '--expose-gc', '--import', 'tsx', join(import.meta.dirname, script)],
    {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    port,
    child,
    memoryAfterGc() {
      return new Promise((resolve) => {
        child.once('message', (usage) => resolve(usage as { rss: number; heapUsed: number }));
        child.send('memory');
      });
    },
    stop() {
      child.kill('SIGTERM');
    },
  };
}
