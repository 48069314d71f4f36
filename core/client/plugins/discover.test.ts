import { describe, expect, it } from 'vitest';
import { definePlugin } from '@keel/core/domain';
import { defineClientPlugin } from './defineClientPlugin';
import { discoverPlugins } from './discover';

const demo = definePlugin({
  id: 'demo',
  title: 'Demo',
  icon: 'box',
  version: '1.0.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  nav: [{ group: 'Services', label: 'Demo', path: '/demo', icon: 'box' }],
  routes: [{ path: '/demo', page: 'DemoPage', title: 'Demo' }],
});
const page = async () => ({ default: () => null });

describe('discoverPlugins', () => {
  it('pairs valid manifests with their lazy client by folder', async () => {
    const client = defineClientPlugin(demo, { pages: { DemoPage: page } });
    const found = discoverPlugins(
      { '../../../plugins/demo/plugin.ts': { plugin: demo } },
      { '../../../plugins/demo/client/index.ts': async () => ({ clientPlugin: client }) },
    );
    expect(found.map((p) => p.manifest.id)).toEqual(['demo']);
    expect(await found[0]?.loadClient?.()).toBe(client);
  });

  it('skips an invalid manifest and a duplicate id, and logs why', () => {
    const logs: string[] = [];
    const found = discoverPlugins(
      {
        '../../../plugins/bad/plugin.ts': { plugin: { id: 'Bad Id' } },
        '../../../plugins/demo/plugin.ts': { plugin: demo },
        '../../../plugins/demo2/plugin.ts': { plugin: demo },
      },
      {},
      (m) => logs.push(m),
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.loadClient).toBeNull();
    expect(logs).toHaveLength(2);
  });

  it('treats a client without a valid export as absent', async () => {
    const logs: string[] = [];
    const [found] = discoverPlugins(
      { '../../../plugins/demo/plugin.ts': { plugin: demo } },
      { '../../../plugins/demo/client/index.ts': async () => ({}) },
      (m) => logs.push(m),
    );
    expect(await found?.loadClient?.()).toBeNull();
    expect(logs[0]).toMatch(/no valid clientPlugin/);
  });

  it('refuses a client plugin that lacks a page of its routes', () => {
    // @ts-expect-error: the type checker already insists on every page
    expect(() => defineClientPlugin(demo, { pages: {} })).toThrow(/DemoPage/);
  });
});
