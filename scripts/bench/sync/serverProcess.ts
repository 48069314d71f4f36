import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A server started in its own process, so its memory and CPU are its own. */
export interface ServerProcess {
  port: number;
  child: ChildProcess;
  rssBytes(): number;
  stop(): void;
}

/** Spawns `node --import tsx <script>` and waits for its `PORT n` line. */
export async function startServerProcess(script: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
    rssBytes() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
      return Number(kb ?? 0) * 1024;
    },
    stop() {
      child.kill('SIGTERM');
    },
  };
}
