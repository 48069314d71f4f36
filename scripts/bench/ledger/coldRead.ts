import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { docIdFor, type JournalEntry } from '@keel/core/domain';
import { createKeelServer } from '@keel/sync-server';
import { Client, signUpUser } from '@keel/sync-server/testing';
import { ENTRIES_TABLE, entryToRow } from '../../../plugins/bookkeeping/domain/ledger/entryRow';

const root = join(import.meta.dirname, '..', '..', '..');

/** What a user waits for when the server has just started: each step in milliseconds. */
export interface ColdRead {
  /** Writing the company through a first server and committing it (not a user's wait). */
  seedMs: number;
  /** The stored document on disk. */
  documentBytes: number;
  /** Process start until the server listens. */
  startMs: number;
  signInMs: number;
  /** The first report: the company's document loaded, its ledger read and indexed, the report. */
  firstReportMs: number;
  /** The same report asked again, over HTTP, warm. */
  againMs: number;
  /** The first report's answer, to check against the warm reads. */
  answer: unknown;
}

/**
 * Writes the entries into a new company on a real server, stops it, starts another server process
 * on the same DATA_DIR and times the first report of a signed-in owner (`path` under the company).
 */
export async function coldRead(entries: readonly JournalEntry[], path: string): Promise<ColdRead> {
  const dataDir = await mkdtemp(join(tmpdir(), 'keel-bench-ledger-cold-'));
  try {
    let start = performance.now();
    const first = await createKeelServer({
      dataDir,
      port: 0,
      host: '127.0.0.1',
      pluginsDir: join(root, 'plugins'),
      log: () => {},
    });
    const owner = await signUpUser(first.url, 'Bench', 'Bench Books LLC');
    const store = await first.services.docs.store(owner.companyId, 'bookkeeping');
    // In slices, as an import writes; the chart is the standard one the company was created with.
    for (let at = 0; at < entries.length; at += 20_000)
      store.transaction(() => {
        for (const entry of entries.slice(at, at + 20_000))
          store.setRow(ENTRIES_TABLE, entry.id, entryToRow(entry));
      });
    await first.services.docs.commit(owner.companyId);
    await first.close();
    const seedMs = performance.now() - start;
    // The document as stored: its snapshot and any update log after it.
    const companies = join(dataDir, 'companies');
    const docId = docIdFor(owner.companyId);
    let documentBytes = 0;
    for (const name of await readdir(companies))
      if (name.startsWith(`${docId}.`)) documentBytes += (await stat(join(companies, name))).size;

    start = performance.now();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'coldServerMain.ts'), dataDir],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          const ready = /READY (\S+)/.exec(text);
          if (ready?.[1]) resolve(ready[1]);
        });
        void exited.then(() => reject(new Error('The cold server exited before it listened')));
      });
      const startMs = performance.now() - start;
      const client = new Client(url);
      start = performance.now();
      const signIn = await client.post('/api/auth/login', {
        email: owner.email,
        password: owner.password,
      });
      if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
      const signInMs = performance.now() - start;
      const report = `/api/companies/${owner.companyId}${path}`;
      start = performance.now();
      const answer = await client.get(report);
      const firstReportMs = performance.now() - start;
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      start = performance.now();
      await client.get(report);
      const againMs = performance.now() - start;
      return {
        seedMs,
        documentBytes,
        startMs,
        signInMs,
        firstReportMs,
        againMs,
        answer: answer.body,
      };
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
