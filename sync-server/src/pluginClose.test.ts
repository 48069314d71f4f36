import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createKeelServer } from './server';

// A server plugin's `close` is called with the context `init` got when the server stops, before
// the storage closes: what it still writes then (its background work's last write) is kept.
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('a server plugin’s close', () => {
  it('runs at the stop with init’s context, while the storage still takes its writes', async () => {
    const pluginsDir = await mkdtemp(join(tmpdir(), 'keel-close-plugins-'));
    const dataDir = await mkdtemp(join(tmpdir(), 'keel-close-data-'));
    dirs.push(pluginsDir, dataDir);
    await mkdir(join(pluginsDir, 'closer', 'server'), { recursive: true });
    await writeFile(
      join(pluginsDir, 'closer', 'plugin.ts'),
      "export const plugin = { id: 'closer', title: 'T', icon: 'settings', version: '0.1.0', coreRange: '^0.1', schemaVersion: 0 };\n",
    );
    await writeFile(
      join(pluginsDir, 'closer', 'server', 'index.ts'),
      `const started = new WeakSet();
      export const serverPlugin = { id: 'closer',
        init(ctx) { started.add(ctx); },
        async close(ctx) { await ctx.records.put('state', 'stopped', { sameContext: started.has(ctx) }); } };\n`,
    );
    const server = await createKeelServer({
      dataDir,
      pluginsDir,
      port: 0,
      host: '127.0.0.1',
      log: () => {},
    });
    await server.close();
    const kept = await readFile(
      join(dataDir, 'records', 'closer', 'state', 'stopped.json'),
      'utf8',
    );
    expect(JSON.parse(kept)).toEqual({ sameContext: true });
  });
});
