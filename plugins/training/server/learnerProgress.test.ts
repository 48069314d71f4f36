import { describe, expect, it } from 'vitest';
import type { PluginRecordsService } from '@keel/core/server';
import { learnerProgressStore } from './learnerProgress';

/** Records in memory whose reads and writes take a while, as a disk's do. */
function slowRecords(): PluginRecordsService & { writes: number } {
  const stored = new Map<string, unknown>();
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
  return {
    writes: 0,
    async get(collection, id) {
      await pause();
      return structuredClone(stored.get(`${collection}/${id}`) ?? null);
    },
    async put(collection, id, value) {
      await pause();
      this.writes += 1;
      stored.set(`${collection}/${id}`, structuredClone(value));
    },
  };
}

const lesson = { startedAt: '2026-11-25T10:00:00.000Z', completedAt: null, secondsSpent: 0 };

describe('learnerProgressStore', () => {
  it("applies a person's concurrent changes one after another, losing none", async () => {
    const records = slowRecords();
    const store = learnerProgressStore(records);
    await Promise.all(
      ['a', 'b', 'c'].map((id) =>
        store.change('u1', (current) => ({
          ok: true as const,
          progress: { modules: { m: { ...(current.modules.m ?? {}), [id]: lesson } } },
        })),
      ),
    );
    expect(Object.keys((await store.read('u1')).modules.m ?? {}).sort()).toEqual(['a', 'b', 'c']);
  });

  it('writes nothing for a refusal or an unchanged progress', async () => {
    const records = slowRecords();
    const store = learnerProgressStore(records);
    await store.change('u1', () => ({ ok: false, field: 'moduleId', message: 'No' }));
    await store.change('u1', (current) => ({ ok: true, progress: current }));
    expect(records.writes).toBe(0);
  });
});
