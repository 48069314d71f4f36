import type { ServerPluginContext } from '@keel/core/server';
import { checkRunSchema, type CheckRun } from '../domain/checkRun';
import { parseJsonCell } from '../domain/parseJson';
import { LATEST_ROW } from '../domain/schema';

/** The latest check of a company, or null before the first. */
export async function latestRun(
  ctx: ServerPluginContext,
  companyId: string,
): Promise<CheckRun | null> {
  const store = await ctx.data.store(companyId);
  return parseJsonCell(checkRunSchema, store.getCell('latest', LATEST_ROW, 'record'));
}
