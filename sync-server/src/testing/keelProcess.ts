import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { mailTo } from './testServer';

/** One line the server process logged. */
export interface LoggedLine {
  level: string;
  message: string;
  details?: Record<string, unknown>;
}

/**
 * A real Keel server in a child process, for tests that must see whether the process survives
 * what they send (an in-process server would take the test runner down with it, or be caught by it).
 */
export interface KeelProcess {
  url: string;
  wsUrl: string;
  dataDir: string;
  /** Every line it logged so far. */
  logs: LoggedLine[];
  /** Whether the process is still running. */
  alive(): boolean;
  /** How it ended, once it has: its exit code and what it wrote to stderr. */
  exited: Promise<{ code: number | null; stderr: string }>;
  /** The text of the newest outbox e-mail to `to`. */
  mailTo(to: string): Promise<string>;
  /** Stops it (flushing its documents) and removes its DATA_DIR, unless the test gave that. */
  close(): Promise<void>;
  /** Kills it at once (SIGKILL), as a crash or a power cut would: nothing is flushed. */
  kill(): Promise<void>;
}

/**
 * Starts `keelProcessMain.ts` with extra environment variables (e.g. SYNC_* limits;
 * KEEL_TEST_DATA_DIR and KEEL_TEST_PLUGINS_DIR for a given DATA_DIR and plugins folder).
 */
export async function startKeelProcess(env: Record<string, string> = {}): Promise<KeelProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'keelProcessMain.ts')],
    {
      cwd: join(import.meta.dirname, '..', '..'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let running = true;
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('exit', (code) => {
      running = false;
      resolve({ code, stderr });
    }),
  );
  const logs: LoggedLine[] = [];
  const started = await new Promise<{ url: string; dataDir: string }>((resolve, reject) => {
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('LOG ')) logs.push(JSON.parse(line.slice(4)) as LoggedLine);
        else if (line.startsWith('KEEL ')) resolve(JSON.parse(line.slice(5)));
      }
    });
    void exited.then(({ code }) =>
      reject(new Error(`The server process exited with ${code} before it started: ${stderr}`)),
    );
  });
  return {
    ...started,
    wsUrl: `${started.url.replace(/^http/, 'ws')}/sync`,
    logs,
    alive: () => running,
    exited,
    mailTo: (to) => mailTo(started.dataDir, to),
    async close() {
      if (running) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (running) child.kill('SIGKILL');
      await exited;
    },
  };
}
