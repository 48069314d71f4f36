import type { z } from 'zod';
import type { PluginRecordsService } from '@keel/core/server';
import type { FieldRefusal } from '../domain/progress/progress';
import { learnerProgressSchema, noProgress, type LearnerProgress } from '../domain/progress/schema';

/**
 * One record per user id in a collection of the plugin's records, whose changes for one person run
 * one after another, so two tabs completing lessons at once do not lose either.
 */
export function serialRecordStore<T>(
  records: PluginRecordsService,
  collection: string,
  schema: z.ZodType<T>,
  empty: T,
) {
  const queues = new Map<string, Promise<unknown>>();
  const read = async (userId: string): Promise<T> => {
    const stored = await records.get(collection, userId);
    return stored === null ? empty : schema.parse(stored);
  };
  return {
    read,
    /**
     * Reads the person's record and writes the one `change` answers (in `value`), unless it
     * refused or left it as it was; answers what `change` answered. `change` may do other work
     * first (such as storing a certificate) since nothing else changes the record meanwhile.
     */
    async change<R extends { ok: true } | FieldRefusal>(
      userId: string,
      change: (current: T) => R | Promise<R>,
      valueOf: (result: R & { ok: true }) => T,
    ): Promise<R> {
      const run = (queues.get(userId) ?? Promise.resolve()).then(async () => {
        const current = await read(userId);
        const result = await change(current);
        if (result.ok) {
          const next = valueOf(result as R & { ok: true });
          if (next !== current) await records.put(collection, userId, next);
        }
        return result;
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

/** Each person's lesson progress, one record per user id. */
export function learnerProgressStore(records: PluginRecordsService) {
  const store = serialRecordStore(records, 'learners', learnerProgressSchema, noProgress);
  return {
    read: store.read,
    change: <T extends { ok: true; progress: LearnerProgress } | FieldRefusal>(
      userId: string,
      change: (current: LearnerProgress) => T,
    ): Promise<T> => store.change(userId, change, (result) => result.progress),
  };
}
