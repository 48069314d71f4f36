import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpUser, startKeel, type TestKeel } from '../../testing/testServer';
import { runBackupCommand } from './backupCommand';

let keel: TestKeel;
let dir: string;
beforeAll(async () => {
  keel = await startKeel();
  await signUpUser(keel.url);
  dir = await mkdtemp(join(tmpdir(), 'keel-backup-command-'));
});
afterAll(async () => {
  await keel.close();
  await rm(dir, { recursive: true, force: true });
});

/** Runs the command as `npm run keel` would, answering its exit code and what it printed. */
async function run(command: 'backup' | 'restore', file: string, dataDir: string) {
  let printed = '';
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      printed += chunk.toString();
      done();
    },
  });
  return { code: await runBackupCommand(command, file, { dataDir }, out), printed };
}

it('backs up a running server and restores, printing what it did; refusals exit 1, failures 2', async () => {
  const file = join(dir, 'keel.keel.gz');
  const backup = await run('backup', file, keel.dataDir);
  expect(backup.code).toBe(0);
  expect(backup.printed).toMatch(
    new RegExp(`Backed up DATA_DIR ${keel.dataDir} to ${file} \\(\\d+ KB\\)`),
  );
  expect(backup.printed).toMatch(
    /account records \(users, sessions, companies, memberships, \.\.\.\): 4/,
  );
  expect(backup.printed).toMatch(/company documents: 1\n/);

  const target = join(dir, 'restored');
  const restored = await run('restore', file, target);
  expect(restored.code).toBe(0);
  expect(restored.printed).toContain(`into DATA_DIR ${target}; it reads back the same`);
  // The server's secret.key was not copied: restore says the sealed secrets need it.
  expect(restored.printed).toContain('Put the original secret.key in DATA_DIR');

  const again = await run('restore', file, target);
  expect(again.code).toBe(1);
  expect(again.printed).toContain('already holds data');

  const foreign = join(dir, 'notes.txt');
  await writeFile(foreign, 'not a backup');
  const refused = await run('restore', foreign, join(dir, 'other'));
  expect(refused.code).toBe(1);
  expect(refused.printed).toContain('notes.txt is not a Keel backup');

  const failed = await run('backup', file, keel.dataDir);
  expect(failed.code).toBe(2);
  expect(failed.printed).toContain('Backup failed:');
  expect(failed.printed).toContain('already exists');
});
