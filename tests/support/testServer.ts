import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKeelServer } from '@keel/sync-server';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A real Keel server on a random port with a temp DATA_DIR, serving the built web app. */
export interface TestServer {
  url: string;
  dataDir: string;
  /** Waits for an e-mail to `to` in the outbox and returns its text. */
  waitForMail(to: string, matching: RegExp): Promise<string>;
  close(): Promise<void>;
}

/** Starts the server the way `npm start` does, but isolated. */
export async function startTestServer(): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'keel-e2e-'));
  const server = await createKeelServer({
    dataDir,
    port: 0,
    pluginsDir: join(repoRoot, 'plugins'),
    staticDir: join(repoRoot, 'core', 'dist'),
    log: () => {},
  });
  const outbox = join(dataDir, 'outbox');
  return {
    url: server.url,
    dataDir,
    async waitForMail(to, matching) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const files = await readdir(outbox).catch(() => [] as string[]);
        for (const file of files.filter((name) => name.endsWith('.eml'))) {
          const text = decodeMail(await readFile(join(outbox, file), 'utf8'));
          if (text.toLowerCase().includes(to.toLowerCase()) && matching.test(text)) return text;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No e-mail to ${to} matching ${matching} within 10 s`);
    },
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Undoes quoted-printable soft breaks and escapes so links can be read from a raw .eml file. */
function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
