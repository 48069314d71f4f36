// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { coreManifest, definePlugin, yMapNameFor, cellKey } from '@keel/core/domain';
import { createFakeSyncServer } from '../../testing/fakeSyncServer';
import { openCompanySync } from './openCompanySync';
import type { CompanySync, OpenCompanySyncOptions } from './types';

const notes = definePlugin({
  id: 'notes',
  title: 'Notes',
  icon: 'book',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 2,
  migrations: [
    { version: 1, name: 'one', up: (t) => t },
    { version: 2, name: 'two', up: (t) => t },
  ],
  tables: {
    notes: { schema: z.object({ text: z.string() }) },
    secrets: { schema: z.object({ text: z.string() }), scope: 'private' },
  },
  scopes: { private: { read: ['owner'], write: ['owner'] } },
});
const plugins = [coreManifest, notes];
const opened: CompanySync[] = [];

function open(
  server: ReturnType<typeof createFakeSyncServer>,
  offline = false,
  before: Pick<OpenCompanySyncOptions, 'beforeLoad' | 'beforeLoadMaxMs'> = {},
): CompanySync {
  const sync = openCompanySync({
    companyId: 'acme',
    plugins,
    serverUrl: 'ws://test/sync',
    WebSocketPolyfill: server.WebSocket,
    offline,
    ...before,
  });
  opened.push(sync);
  return sync;
}

afterEach(() => {
  opened.splice(0).forEach((sync) => sync.destroy());
});

describe('openCompanySync', () => {
  it('binds a store per plugin of the scope, connects with the schema versions, and syncs both ways', async () => {
    const server = createFakeSyncServer();
    server.doc.getMap(yMapNameFor('notes', 'notes')).set(cellKey('n1', 'text'), 'from server');
    const sync = open(server);
    expect(sync.getState().status).toBe('connecting');
    await sync.ready;
    expect(sync.docId).toBe('acme');
    expect(sync.getStore('core')).toBeDefined();
    expect(sync.getStore('notes')?.getTablesSchemaJson()).not.toContain('secrets');
    await vi.waitFor(() =>
      expect(sync.getState()).toEqual({ status: 'synced', pendingChanges: 0 }),
    );
    expect(server.connections).toEqual(['ws://test/sync/acme?schema=core%3A0%2Cnotes%3A2']);
    expect(sync.getStore('notes')?.getCell('notes', 'n1', 'text')).toBe('from server');
    sync.getStore('notes')?.setRow('notes', 'n2', { text: 'from client' });
    await vi.waitFor(() =>
      expect(server.doc.getMap('notes/notes').get(cellKey('n2', 'text'))).toBe('from client'),
    );
  });

  it('counts edits made offline as pending and clears them once synced again', async () => {
    const server = createFakeSyncServer();
    const sync = open(server);
    await sync.ready;
    await vi.waitFor(() => expect(sync.getState().status).toBe('synced'));
    const seen: string[] = [];
    sync.subscribe(() => seen.push(sync.getState().status));
    server.setReachable(false);
    window.dispatchEvent(new Event('offline'));
    server.closeAll(1006);
    await vi.waitFor(() => expect(sync.getState().status).toBe('offline'));
    const store = sync.getStore('notes');
    store?.setRow('notes', 'a', { text: 'one' });
    store?.setCell('notes', 'a', 'text', 'two');
    expect(sync.getState()).toEqual({ status: 'offline', pendingChanges: 2 });
    server.setReachable(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(
      () => expect(sync.getState()).toEqual({ status: 'synced', pendingChanges: 0 }),
      { timeout: 10000 },
    );
    expect(server.doc.getMap('notes/notes').get(cellKey('a', 'text'))).toBe('two');
    expect(seen).toContain('offline');
  });

  it.each([
    [4409, 'outdated'],
    [4403, 'forbidden'],
    [4401, 'signed-out'],
  ] as const)('stops for good when the server closes with %i (%s)', async (code, status) => {
    const server = createFakeSyncServer();
    const sync = open(server);
    await sync.ready;
    await vi.waitFor(() => expect(sync.getState().status).toBe('synced'));
    server.closeAll(code);
    await vi.waitFor(() => expect(sync.getState().status).toBe(status));
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.connections).toHaveLength(1);
    expect(sync.getState().status).toBe(status);
  });

  it('stops for good on a size refusal and keeps the limit the server named', async () => {
    const server = createFakeSyncServer();
    const sync = open(server);
    await sync.ready;
    await vi.waitFor(() => expect(sync.getState().status).toBe('synced'));
    const reason = 'You synced more than 48 MB into this company within an hour: try again later';
    server.closeAll(4413, reason);
    await vi.waitFor(() =>
      expect(sync.getState()).toEqual({ status: 'too-large', pendingChanges: 0, reason }),
    );
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.connections).toHaveLength(1);
  });

  it('keeps an IndexedDB copy: a reopened company has its offline edits before connecting', async () => {
    const server = createFakeSyncServer();
    server.setReachable(false);
    const first = openCompanySync({
      companyId: 'idb-co',
      plugins,
      serverUrl: 'ws://test/sync',
      WebSocketPolyfill: server.WebSocket,
      offline: true,
    });
    await first.ready;
    first.getStore('notes')?.setRow('notes', 'kept', { text: 'offline' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    first.destroy();
    const second = openCompanySync({
      companyId: 'idb-co',
      plugins,
      serverUrl: 'ws://test/sync',
      WebSocketPolyfill: server.WebSocket,
      offline: true,
    });
    opened.push(second);
    await second.ready;
    expect(second.getStore('notes')?.getRow('notes', 'kept')).toEqual({ text: 'offline' });
  });

  it('binds a first open once the server’s document is there, and keeps a copy of it', async () => {
    const server = createFakeSyncServer();
    server.doc.getMap(yMapNameFor('notes', 'notes')).set(cellKey('n1', 'text'), 'from server');
    const options = {
      companyId: 'first-open-co',
      plugins,
      serverUrl: 'ws://test/sync',
      WebSocketPolyfill: server.WebSocket,
      offline: true,
    };
    const first = openCompanySync(options);
    expect(first.getStore('notes')).toBeUndefined();
    await first.ready;
    // Bound after the first sync: the store never showed the company empty.
    expect(first.getStore('notes')?.getCell('notes', 'n1', 'text')).toBe('from server');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    first.destroy();
    server.setReachable(false);
    const second = openCompanySync(options);
    opened.push(second);
    await second.ready;
    expect(second.getStore('notes')?.getCell('notes', 'n1', 'text')).toBe('from server');
  });

  it('loads nothing until beforeLoad settles (what the page shows first), then syncs as usual', async () => {
    const server = createFakeSyncServer();
    server.doc.getMap(yMapNameFor('notes', 'notes')).set(cellKey('n1', 'text'), 'from server');
    let showPreview = () => {};
    const preview = new Promise<void>((resolve) => (showPreview = resolve));
    const sync = open(server, false, { beforeLoad: () => preview });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.connections).toEqual([]);
    expect(sync.getStore('notes')).toBeUndefined();

    showPreview();
    await sync.ready;
    expect(server.connections).toHaveLength(1);
    expect(sync.getStore('notes')?.getCell('notes', 'n1', 'text')).toBe('from server');
  });

  it('waits for beforeLoad at most beforeLoadMaxMs, and not at all when it fails', async () => {
    const server = createFakeSyncServer();
    const stuck = open(server, false, {
      beforeLoad: () => new Promise(() => {}),
      beforeLoadMaxMs: 100,
    });
    const failed = open(server, false, { beforeLoad: () => Promise.reject(new Error('offline')) });
    await Promise.all([stuck.ready, failed.ready]);
    expect(server.connections).toHaveLength(2);
    expect(stuck.getStore('notes')).toBeDefined();
    expect(failed.getStore('notes')).toBeDefined();
  });

  it('opens a restricted scope as its own document with only that scope’s tables', async () => {
    const server = createFakeSyncServer();
    const sync = openCompanySync({
      companyId: 'acme',
      scope: 'private',
      plugins,
      WebSocketPolyfill: server.WebSocket,
      offline: false,
    });
    opened.push(sync);
    await sync.ready;
    expect(sync.docId).toBe('acme:private');
    expect(sync.getStore('core')).toBeUndefined();
    expect(sync.getStore('notes')?.getTablesSchemaJson()).toContain('secrets');
    await vi.waitFor(() =>
      expect(server.connections[0]).toMatch(
        /^ws:\/\/localhost(:\d+)?\/sync\/acme:private\?schema=/,
      ),
    );
  });
});
