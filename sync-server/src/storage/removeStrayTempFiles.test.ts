import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createKeelServer } from '../server';
import { defaultArgon2Params } from '../config';
import { Client, signUpUser } from '../testing/testServer';

let dataDir = '';
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const start = () =>
  createKeelServer({
    dataDir,
    port: 0,
    host: '127.0.0.1',
    log: () => {},
    argon2: defaultArgon2Params,
  });

/** Every file under DATA_DIR, relative to it. */
async function filesUnder(): Promise<string[]> {
  const entries = await readdir(dataDir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dataDir, join(e.parentPath, e.name)))
    .sort();
}

describe('temp files of interrupted writes', () => {
  it('are removed at start; the files they were for, and every other file, stay', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'keel-temp-'));
    let server = await start();
    const owner = await signUpUser(server.url);
    await owner.client.post('/api/auth/forgot', { email: owner.email });
    await server.close();
    const kept = await filesUnder();

    // What a crash between writing a temp file and renaming it leaves, one of each writer's.
    const files = join(dataDir, 'files', 'bookkeeping', owner.companyId);
    await mkdir(files, { recursive: true });
    const leftovers = [
      '.keel.json.4242.7.tmp',
      `companies/.${owner.companyId}.json.4242.3.tmp`,
      `companies/.${owner.companyId}.snapshot.4242.4.tmp`,
      '.notifications.log.4242.5.tmp',
      'audit/.2026-11.log.4242.6.tmp',
      'audit/.removed.json.4242.8.tmp',
      '.secret.key.4242.tmp',
      'outbox/.2026-03-02T09-00-00-000Z-0a1b2c3d.eml',
      'outbox/.2026-03-02T09-00-00-000Z-0a1b2c3d.json',
      `files/bookkeeping/${owner.companyId}/.AAAAAAAAAAAAAAAAAAAAAA.part`,
      `files/bookkeeping/${owner.companyId}/.AAAAAAAAAAAAAAAAAAAAAA.json.part`,
    ];
    for (const name of leftovers) await writeFile(join(dataDir, name), 'half a write');
    // Not temp files: a plugin's own file, and a file whose name only looks a bit like one.
    const others = [`files/bookkeeping/${owner.companyId}/BBBBBBBBBBBBBBBBBBBBBB`, 'notes.tmp'];
    for (const name of others) await writeFile(join(dataDir, name), 'kept');

    server = await start();
    try {
      expect(await filesUnder()).toEqual([...kept, ...others].sort());
      const login = { email: owner.email, password: owner.password };
      expect((await new Client(server.url).post('/api/auth/login', login)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
