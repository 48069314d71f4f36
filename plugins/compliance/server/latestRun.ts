import type { ServerPluginContext } from '@keel/core/server';
import { checkRunSchema, type CheckRun } from '../domain/checkRun';
import { LATEST_ROW } from '../domain/schema';

/** The latest check of a company, or null before the first. */
export async function latestRun(
  ctx: ServerPluginContext,
  companyId: string,
): Promise<CheckRun | null> {
  const store = await ctx.data.store(companyId);
  const record = store.getCell('latest', LATEST_ROW, 'record');
  if (typeof record !== 'string') return null;
  const parsed = checkRunSchema.safeParse(JSON.parse(record));
  return parsed.success ? parsed.data : null;
}
