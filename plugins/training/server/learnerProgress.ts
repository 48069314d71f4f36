import type { PluginRecordsService } from '@keel/core/server';
import type { FieldRefusal } from '../domain/progress/progress';
import { learnerProgressSchema, noProgress, type LearnerProgress } from '../domain/progress/schema';

const COLLECTION = 'learners';

/** Each person's training progress, one record per user id in the plugin's records. */
export function learnerProgressStore(records: PluginRecordsService) {
  // Changes to one person's record run one after another, so two tabs completing lessons at once
  // do not lose either.
  const queues = new Map<string, Promise<unknown>>();
  const read = async (userId: string): Promise<LearnerProgress> => {
    const stored = await records.get(COLLECTION, userId);
    return stored === null ? noProgress : learnerProgressSchema.parse(stored);
  };
  return {
    read,
    /**
     * Reads the person's progress and writes the one `change` answers, unless it refused or left
     * it as it was; answers what `change` answered.
     */
    async change<T extends { ok: true; progress: LearnerProgress } | FieldRefusal>(
      userId: string,
      change: (current: LearnerProgress) => T,
    ): Promise<T> {
      const run = (queues.get(userId) ?? Promise.resolve()).then(async () => {
        const current = await read(userId);
        const result = change(current);
        if (result.ok && result.progress !== current)
          await records.put(COLLECTION, userId, result.progress);
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
