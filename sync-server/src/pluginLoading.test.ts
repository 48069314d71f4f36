import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlugins } from '@keel/core/server';
import { createKeelServer } from './server';
import { signUpUser } from './testing/testServer';

let pluginsDir = '';
const manifest = (id: string) =>
  `export const plugin = { id: '${id}', title: 'T', icon: 'settings', version: '0.1.0', coreRange: '^0.1', schemaVersion: 0 };\n`;

beforeAll(async () => {
  pluginsDir = await mkdtemp(join(tmpdir(), 'keel-plugins-'));
  const add = async (name: string, files: Record<string, string>) => {
    await mkdir(join(pluginsDir, name, 'server'), { recursive: true });
    for (const [file, text] of Object.entries(files))
      await writeFile(join(pluginsDir, name, file), text);
  };
  await add('good', { 'plugin.ts': manifest('good') });
  await add('throws', { 'plugin.ts': "throw new Error('boom at import');\n" });
  await add('syntax', { 'plugin.ts': 'export const plugin = {{{;\n' });
  await add('invalid', { 'plugin.ts': manifest('Not Kebab') });
  await add('bad-server', {
    'plugin.ts': manifest('bad-server'),
    'server/index.ts': 'export const serverPlugin = 42;\n',
  });
  await add('init-fails', {
    'plugin.ts': manifest('init-fails'),
    'server/index.ts':
      "export const serverPlugin = { id: 'init-fails', init() { throw new Error('init boom'); } };\n",
  });
  await add('with-routes', {
    'plugin.ts': manifest('with-routes'),
    'server/index.ts': `export const serverPlugin = { id: 'with-routes', init({ router, publicRouter }) {
      publicRouter.get('/ping', (ctx) => { ctx.body = { pong: true }; });
      router.get('/companies/:companyId/secret', (ctx) => { ctx.body = { secret: true }; });
    } };\n`,
  });
  await mkdir(join(pluginsDir, 'no-manifest'));
});
afterAll(() => rm(pluginsDir, { recursive: true, force: true }));

describe('loadPlugins', () => {
  it('skips broken plugin folders, logging each, and loads the rest', async () => {
    const logged: string[] = [];
    const result = await loadPlugins(pluginsDir, (_level, message) => logged.push(message));
    expect(result.plugins.map((p) => p.manifest.id).sort()).toEqual([
      'good',
      'init-fails',
      'with-routes',
    ]);
    expect(result.failures.map((f) => f.dir.split('/').at(-1)).sort()).toEqual([
      'bad-server',
      'invalid',
      'syntax',
      'throws',
    ]);
    expect(logged).toHaveLength(4);
  });

  it('starts the server anyway and mounts the working plugin routes, authenticated by default', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'keel-test-'));
    const server = await createKeelServer({
      dataDir,
      port: 0,
      host: '127.0.0.1',
      pluginsDir,
      log: () => {},
    });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(await (await fetch(`${server.url}/api/with-routes/ping`)).json()).toEqual({
        pong: true,
      });
      expect((await fetch(`${server.url}/api/with-routes/companies/abc/secret`)).status).toBe(401);
      const user = await signUpUser(server.url);
      expect(
        await user.client.get(`/api/with-routes/companies/${user.companyId}/secret`),
      ).toMatchObject({ status: 200, body: { secret: true } });
      const other = await signUpUser(server.url);
      expect(
        (await user.client.get(`/api/with-routes/companies/${other.companyId}/secret`)).status,
      ).toBe(404);
      expect((await fetch(`${server.url}/api/init-fails/anything`)).status).toBe(404);
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('loads a plugin built to JavaScript (plugin.js, server/index.js), as the bundled server runs them', async () => {
    const builtDir = await mkdtemp(join(tmpdir(), 'keel-built-plugins-'));
    try {
      await mkdir(join(builtDir, 'built', 'server'), { recursive: true });
      await writeFile(join(builtDir, 'package.json'), '{ "type": "module" }\n');
      await writeFile(join(builtDir, 'built', 'plugin.js'), manifest('built'));
      await writeFile(
        join(builtDir, 'built', 'server', 'index.js'),
        "export const serverPlugin = { id: 'built', init() {} };\n",
      );
      const result = await loadPlugins(builtDir);
      expect(result.failures).toEqual([]);
      expect(result.plugins.map((p) => [p.manifest.id, p.server?.id])).toEqual([
        ['built', 'built'],
      ]);
    } finally {
      await rm(builtDir, { recursive: true, force: true });
    }
  });
});
