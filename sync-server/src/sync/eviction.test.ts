import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { definePlugin, fixedClock, type PluginManifest } from '@keel/core/domain';
import { defaultSyncLimits } from '../config';
import type { DocumentStore } from '../storage/storage';
import { DocManager } from './docManager';
import { createPluginRegistry } from './pluginRegistry';

const IDLE_MS = 60_000;

const notes = definePlugin({
  id: 'notes',
  title: 'Notes',
  icon: 'settings',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  tables: { notes: { schema: z.object({ body: z.string() }) } },
}) as PluginManifest;

const memoryStore = (): DocumentStore => ({
  load: async () => null,
  append: async () => {},
  snapshot: async () => {},
  release: async () => {},
  summary: async () => null,
});

let docs: DocManager | null = null;
afterEach(async () => {
  vi.useRealTimers();
  await docs?.close();
  docs = null;
});

// A company of 1M ledger lines took longer than the idle time to load on a busy machine: it
// counted as idle from the start of its load and left memory right after it, so the request
// that loaded it had the next one load it all again (docs/benchmarks.md, "Cold first report").
it('counts a document idle from the end of its load, not its start', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'performance'] });
  docs = new DocManager(
    memoryStore(),
    createPluginRegistry([notes]),
    () => {},
    IDLE_MS,
    fixedClock('2026-11-26T12:00:00Z'),
    defaultSyncLimits,
    4 * 1024 * 1024,
  );
  // Binding the stores of a big document: time passes while it loads.
  docs.addStoreGuard('notes', () => {
    vi.advanceTimersByTime(2 * IDLE_MS);
    return () => {};
  });
  await docs.get('c1');
  expect(docs.isLoaded('c1')).toBe(true);
  await vi.advanceTimersByTimeAsync(IDLE_MS / 2);
  expect(docs.isLoaded('c1')).toBe(true);
  // Unused for the idle time after its load, it goes.
  await vi.advanceTimersByTimeAsync(IDLE_MS);
  expect(docs.isLoaded('c1')).toBe(false);
});
