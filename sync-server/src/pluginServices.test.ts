import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlugins } from '@keel/core/server';
import { createKeelServer, type KeelServer } from './server';
import { signUpUser } from './testing/testServer';

// Plugins meet through services their manifests declare (issue 12): a provider's `services` are
// made on first use, a user reaches them with ctx.services.get(ref), and a plugin whose used
// service nobody provides is refused at start with a message naming it.
let pluginsDir = '';
let server: KeelServer;
const logged: string[] = [];

const manifest = (id: string, extra: string) =>
  `export const plugin = { id: '${id}', title: 'T', icon: 'settings', version: '0.1.0', coreRange: '^0.1', schemaVersion: 0, ${extra} };\n`;

beforeAll(async () => {
  pluginsDir = await mkdtemp(join(tmpdir(), 'keel-services-'));
  const add = async (name: string, files: Record<string, string>) => {
    await mkdir(join(pluginsDir, name, 'server'), { recursive: true });
    for (const [file, text] of Object.entries(files))
      await writeFile(join(pluginsDir, name, file), text);
  };
  // 'asker' starts before 'teller' (folder order) and still gets its service.
  await add('asker', {
    'plugin.ts': manifest('asker', "uses: ['teller.answers', 'core.clock']"),
    'server/index.ts': `export const serverPlugin = { id: 'asker', init({ publicRouter, services }) {
      publicRouter.get('/ask', (ctx) => {
        const answers = services.get({ id: 'teller.answers' });
        const clock = services.get({ id: 'core.clock' });
        ctx.body = { answer: answers.answer(), year: clock.now().getFullYear() };
      });
      publicRouter.get('/undeclared', (ctx) => {
        try { services.get({ id: 'stranger.things' }); ctx.body = { got: true }; }
        catch (error) { ctx.body = { refused: String(error.message) }; }
      });
    } };\n`,
  });
  await add('teller', {
    'plugin.ts': manifest('teller', "provides: ['teller.answers']"),
    'server/index.ts': `let made = 0;
    export const serverPlugin = { id: 'teller', init() {},
      services: [{ ref: { id: 'teller.answers' }, make: ({ manifest }) => { made += 1; return { answer: () => manifest.id + ' says 42, made ' + made }; } }] };\n`,
  });
  await add('orphan', {
    'plugin.ts': manifest('orphan', "uses: ['nobody.home']"),
    'server/index.ts': `export const serverPlugin = { id: 'orphan', init({ publicRouter }) {
      publicRouter.get('/here', (ctx) => { ctx.body = { here: true }; });
    } };\n`,
  });
  await add('liar', {
    'plugin.ts': manifest('liar', ''),
    'server/index.ts': `export const serverPlugin = { id: 'liar', init() {},
      services: [{ ref: { id: 'liar.secret' }, make: () => ({}) }] };\n`,
  });
  server = await createKeelServer({
    dataDir: await mkdtemp(join(tmpdir(), 'keel-services-data-')),
    port: 0,
    host: '127.0.0.1',
    log: (_level, message) => logged.push(message),
    pluginsDir,
  });
});
afterAll(async () => {
  await server?.close();
  await rm(pluginsDir, { recursive: true, force: true });
});

describe('plugin services', () => {
  it('answers a used service from its provider, made once, whatever order they start in', async () => {
    const first = await (await fetch(`${server.url}/api/asker/ask`)).json();
    const second = await (await fetch(`${server.url}/api/asker/ask`)).json();
    expect(first.answer).toBe('teller says 42, made 1');
    expect(second.answer).toBe('teller says 42, made 1');
    expect(typeof first.year).toBe('number');
  });

  it('refuses a service the plugin does not declare, naming it', async () => {
    const body = await (await fetch(`${server.url}/api/asker/undeclared`)).json();
    expect(body.refused).toBe(
      'Plugin asker asked for the service stranger.things, which its plugin.ts does not list in uses',
    );
  });

  it('refuses at start a plugin whose used service nobody provides, and one that provides what it does not declare', async () => {
    expect(logged).toContain(
      'Plugin orphan is off: it uses the service nobody.home, which no installed plugin provides',
    );
    expect(logged.some((line) => line.includes('liar') && line.includes('liar.secret'))).toBe(true);
    expect((await fetch(`${server.url}/api/orphan/here`)).status).toBe(404);
    const { plugins } = await loadPlugins(pluginsDir);
    expect(plugins.map((p) => p.manifest.id).sort()).toEqual(['asker', 'teller']);
  });

  it('keeps a signed-in user working beside them', async () => {
    expect((await signUpUser(server.url)).companyId).toBeTruthy();
  });
});
