import type { PluginRecordsService } from '@keel/core/server';
import { manualTabIds } from '../domain/manual';
import {
  markTab,
  noProgress,
  readerProgressSchema,
  type ReaderProgress,
} from '../domain/progress/progress';

const COLLECTION = 'readers';

/** Each person's manual progress, one record per user id in the plugin's records. */
export function readerProgressStore(records: PluginRecordsService) {
  // One person's changes run one after another, so two tabs marked at once both stay marked.
  const queues = new Map<string, Promise<unknown>>();
  const read = async (userId: string): Promise<ReaderProgress> => {
    const stored = await records.get(COLLECTION, userId);
    if (stored === null) return noProgress;
    const { completedTabs } = readerProgressSchema.parse(stored);
    // A tab the manual no longer has does not count.
    return { completedTabs: completedTabs.filter((t) => manualTabIds.includes(t)) };
  };
  return {
    read,
    /** Marks one tab complete or not for the person; answers the progress after. */
    mark(userId: string, tabId: string, complete: boolean): Promise<ReaderProgress> {
      const run = (queues.get(userId) ?? Promise.resolve()).then(async () => {
        const current = await read(userId);
        const next = markTab(current, tabId, complete);
        if (next !== current) await records.put(COLLECTION, userId, next);
        return next;
      });
      const settled = run.catch(() => undefined);
      queues.set(userId, settled);
      void settled.then(() => {
        if (queues.get(userId) === settled) queues.delete(userId);
      });
      return run;
    },
  };
}
