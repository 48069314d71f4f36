import { afterEach, expect, it } from 'vitest';
import * as Y from 'yjs';
import { fixedClock } from '@keel/core/domain';
import { defaultSyncLimits } from '../config';
import type { DocumentStore } from '../storage/storage';
import { collected } from '../testing/collected';
import { DocManager } from './docManager';
import { createPluginRegistry } from './pluginRegistry';

let docs: DocManager | null = null;
afterEach(async () => {
  await docs?.close();
  docs = null;
});

// A loaded document is held in its Y.Doc; the stored bytes it was read from (the whole snapshot:
// 239 MiB for a company of 1M ledger lines) must not stay in memory beside it.
it('keeps an open document without the stored bytes it was loaded from', async () => {
  const source = new Y.Doc();
  source.getMap('core/company').set('profile\u001fname', 'Loaded Co');
  let stored: WeakRef<Uint8Array> | null = null;
  const store: DocumentStore = {
    load: async () => {
      const snapshot = Y.encodeStateAsUpdate(source);
      stored = new WeakRef(snapshot);
      return { snapshot, updates: [Y.encodeStateAsUpdate(source)], schemaVersions: {} };
    },
    append: async () => {},
    snapshot: async () => {},
    release: async () => {},
    summary: async () => null,
  };
  docs = new DocManager(
    store,
    createPluginRegistry([]),
    () => {},
    60_000,
    fixedClock('2026-11-26T12:00:00Z'),
    defaultSyncLimits,
    4 * 1024 * 1024,
  );
  const shared = await docs.get('c1');
  expect(shared.doc.getMap('core/company').get('profile\u001fname')).toBe('Loaded Co');
  expect(stored).not.toBeNull();
  expect(await collected(stored!)).toBe(true);
  expect(docs.isLoaded('c1')).toBe(true);
});
