import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedDocument } from '../testing/storedDocument';
import { createKeelServer } from '../server';
import { signUpUser } from '../testing/testServer';
import { closeOf } from '../testing/syncClient';

// Plugin folders live inside the workspace so their imports (zod, @keel/core) resolve.
const here = dirname(fileURLToPath(import.meta.url));
let root = '';
let dataDir = '';

const notesPlugin = (version: number) => `import { z } from 'zod';
import { definePlugin } from '@keel/core/domain';
export const plugin = definePlugin({
  id: 'notes', title: 'Notes', icon: 'settings', version: '0.1.${version}', coreRange: '^0.1', schemaVersion: ${version},
  tables: { notes: { schema: z.object({ ${version === 0 ? 'text' : 'body'}: z.string() }) } },
  migrations: ${
    version === 0
      ? '[]'
      : `[{ version: 1, name: 'text-is-body', up: (t) => ({ notes: Object.fromEntries(Object.entries(t.notes ?? {}).map(([id, row]) => [id, { body: String(row.text ?? '') }])) }) }]`
  },
});
`;

beforeAll(async () => {
  root = await mkdtemp(join(here, '..', '..', '.tmp-migration-'));
  dataDir = await mkdtemp(join(tmpdir(), 'keel-migrate-'));
  for (const version of [0, 1]) {
    await mkdir(join(root, `v${version}`, 'notes'), { recursive: true });
    await writeFile(join(root, `v${version}`, 'notes', 'plugin.ts'), notesPlugin(version));
  }
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe('schema migrations of stored documents', () => {
  it('moves a stored document forward once and refuses clients behind it', async () => {
    const v0 = await createKeelServer({
      dataDir,
      port: 0,
      host: '127.0.0.1',
      pluginsDir: join(root, 'v0'),
      log: () => {},
    });
    const owner = await signUpUser(v0.url);
    const store = await v0.services.docs.store(owner.companyId, 'notes');
    store.setRow('notes', 'n1', { text: 'hello' });
    await v0.services.docs.commit(owner.companyId);
    await v0.close();

    await cp(join(root, 'v1'), join(root, 'v1-copy'), { recursive: true });
    const v1 = await createKeelServer({
      dataDir,
      port: 0,
      host: '127.0.0.1',
      pluginsDir: join(root, 'v1-copy'),
      log: () => {},
    });
    try {
      const migrated = await v1.services.docs.store(owner.companyId, 'notes');
      expect(migrated.getRow('notes', 'n1')).toEqual({ body: 'hello' });
      const stored = await storedDocument(dataDir, owner.companyId);
      expect(stored?.schemaVersions).toMatchObject({ notes: 1, core: 0 });
      const wsUrl = `${v1.url.replace(/^http/, 'ws')}/sync/${owner.companyId}?schema=core:0,notes:0`;
      expect(await closeOf(wsUrl, { cookie: owner.client.cookie })).toMatchObject({
        code: 4409,
        messages: 0,
      });
    } finally {
      await v1.close();
    }
  });
});
