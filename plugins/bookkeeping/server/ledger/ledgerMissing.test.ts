import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKeel, signUpUser, type TestKeel } from '@keel/sync-server/testing';

// A plugin that uses the ledger, on a server without Bookkeeping: it is left off at start with the
// reason, never handed a ledger that is not there.
let keel: TestKeel;
let pluginsDir = '';
const logged: string[] = [];

beforeAll(async () => {
  // A plugins folder holding the poster fixture alone.
  pluginsDir = await mkdtemp(join(tmpdir(), 'keel-ledger-missing-'));
  const poster = join(import.meta.dirname, 'testing', 'plugins', 'poster');
  await mkdir(join(pluginsDir, 'poster', 'server'), { recursive: true });
  await writeFile(
    join(pluginsDir, 'poster', 'plugin.ts'),
    `export { plugin } from '${join(poster, 'plugin.ts')}';\n`,
  );
  await writeFile(
    join(pluginsDir, 'poster', 'server', 'index.ts'),
    `export { serverPlugin } from '${join(poster, 'server', 'index.ts')}';\n`,
  );
  keel = await startKeel({ pluginsDir, log: (_level, message) => logged.push(message) });
});
afterAll(async () => {
  await keel?.close();
  await rm(pluginsDir, { recursive: true, force: true });
});

describe('the ledger service without Bookkeeping', () => {
  it('leaves a plugin that uses it off, saying why', async () => {
    expect(logged).toContain(
      'Plugin poster is off: it uses the service bookkeeping.ledger, which no installed plugin provides',
    );
    const owner = await signUpUser(keel.url, 'Olive');
    const answer = await owner.client.post(`/api/companies/${owner.companyId}/poster-entries`, {});
    expect(answer.status).toBe(404);
  });
});
