import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeelServer, type KeelServer } from './server';
import { Client, signUpUser, type TestUser } from './testing/testServer';

// A plugin may serve top-level REST paths of the specification (GET /api/metrics/{userId}) that
// its manifest claims in `apiPaths`; a claim the core, another plugin's id or an earlier claim
// already holds is refused at start, and so is a route outside the granted paths.
let pluginsDir = '';
let server: KeelServer;
let ada: TestUser;
const logged: string[] = [];

const manifest = (id: string, apiPaths: string[]) =>
  `export const plugin = { id: '${id}', title: 'T', icon: 'settings', version: '0.1.0', coreRange: '^0.1', schemaVersion: 0, apiPaths: ${JSON.stringify(apiPaths)} };\n`;
const serving = (id: string, paths: string[]) =>
  `export const serverPlugin = { id: '${id}', init({ claimedRouter, auth }) {
${paths.map((path) => `    claimedRouter.get('${path}', async (ctx) => { const me = await auth.requireUser(ctx); ctx.body = { plugin: '${id}', companyId: me.currentCompanyId, params: ctx.params }; });`).join('\n')}
  } };\n`;

beforeAll(async () => {
  pluginsDir = await mkdtemp(join(tmpdir(), 'keel-api-paths-'));
  const add = async (name: string, files: Record<string, string>) => {
    await mkdir(join(pluginsDir, name, 'server'), { recursive: true });
    for (const [file, text] of Object.entries(files))
      await writeFile(join(pluginsDir, name, file), text);
  };
  // Folder order is start order: 'alpha' claims first.
  await add('alpha', {
    'plugin.ts': manifest('alpha', ['metrics', 'user', 'bravo']),
    'server/index.ts': serving('alpha', ['/metrics/:userId', '/user/extra', '/bravo/x', '/loose']),
  });
  await add('bravo', {
    'plugin.ts': manifest('bravo', ['metrics', 'insights']),
    'server/index.ts': serving('bravo', ['/metrics/other', '/insights']),
  });
  // Started after the claims: its public route stays open to anyone signed out.
  await add('charlie', {
    'plugin.ts': manifest('charlie', []),
    'server/index.ts': `export const serverPlugin = { id: 'charlie', init({ publicRouter }) {
    publicRouter.get('/open', (ctx) => { ctx.body = { open: true }; });
  } };\n`,
  });
  server = await createKeelServer({
    dataDir: await mkdtemp(join(tmpdir(), 'keel-api-paths-data-')),
    port: 0,
    host: '127.0.0.1',
    log: (_level, message) => logged.push(message),
    pluginsDir,
  });
  ada = await signUpUser(server.url, 'Ada');
});
afterAll(async () => {
  await server?.close();
  await rm(pluginsDir, { recursive: true, force: true });
});

describe('apiPaths: top-level REST paths a plugin claims', () => {
  it('serves a granted path to a signed-in user, with the current company, and 401 signed out', async () => {
    expect(await ada.client.get(`/api/metrics/${ada.userId}`)).toMatchObject({
      status: 200,
      body: { plugin: 'alpha', companyId: ada.companyId, params: { userId: ada.userId } },
    });
    expect(await ada.client.get('/api/insights')).toMatchObject({
      status: 200,
      body: { plugin: 'bravo' },
    });
    expect((await new Client(server.url).get(`/api/metrics/${ada.userId}`)).status).toBe(401);
    expect(await new Client(server.url).get('/api/charlie/open')).toMatchObject({
      status: 200,
      body: { open: true },
    });
    expect(server.routes).toContainEqual({ method: 'GET', path: '/api/metrics/:userId' });
  });

  it("refuses at start a claim on the core's paths, another plugin's id or an earlier claim", async () => {
    expect(logged).toContain('Plugin alpha claims /api/user, which the core holds; left out');
    expect(logged).toContain('Plugin alpha claims /api/bravo, which plugin bravo holds; left out');
    expect(logged).toContain(
      'Plugin bravo claims /api/metrics, which plugin alpha holds; left out',
    );
    const user = await ada.client.get('/api/user');
    expect(user.body).toMatchObject({ id: ada.userId });
    expect((await ada.client.get('/api/user/extra')).body).not.toMatchObject({ plugin: 'alpha' });
    expect((await ada.client.get('/api/metrics/other')).body).toMatchObject({ plugin: 'alpha' });
  });

  it('leaves out a route outside the granted paths, logging it', async () => {
    expect(logged).toContain(
      'Route /loose of plugin alpha is outside its granted apiPaths; left out',
    );
    expect(logged).toContain(
      'Route /bravo/x of plugin alpha is outside its granted apiPaths; left out',
    );
    expect((await ada.client.get('/api/loose')).status).toBe(404);
    expect(server.routes.map((route) => route.path)).not.toContain('/api/loose');
  });
});
