import { z } from 'zod';
import { jobsServiceRef, localToday, roleSchema, type Role } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { alertsOf } from '../domain/alerts';
import { checkRunOf } from '../domain/checkRun';
import { allChecks } from '../domain/checks/allChecks';
import type { CheckResult } from '../domain/checks/checkResult';
import { upcomingDeadlines } from '../domain/deadlines';
import { gatherInput } from './gatherInput';
import { saveCheck } from './saveCheck';

/** The check job's kind. */
export const CHECK_KIND = 'check';
/** The nightly check's schedule key, and its period. */
export const NIGHTLY_KEY = 'nightly';
export const NIGHTLY_MS = 86_400_000;

/** What a check runs as: the role payroll facts are read with (the nightly check is the owner's). */
export const checkInputSchema = z.object({ role: roleSchema });

/** What a finished check answers. */
export interface CheckJobResult {
  [key: string]: string | number | null;
  checkedAt: string;
  score: number | null;
  failed: number;
  newAlerts: number;
}

/** Defines the check job: gather through the services, run every check, store, notify. */
export function defineCheckJob(ctx: ServerPluginContext): void {
  const jobs = ctx.services.get(jobsServiceRef);
  jobs.define<{ role: Role }, CheckJobResult>(CHECK_KIND, {
    inputSchema: checkInputSchema,
    retry: 'rerun',
    async run({ companyId, input, progress, checkpoint, clock, jobId }) {
      const now = clock.now();
      const today = localToday(now);
      const data = await gatherInput(ctx, companyId, input.role, today, progress);
      await checkpoint();
      const results: CheckResult[] = [];
      for (const [n, check] of allChecks.entries()) {
        progress(0.7 + (0.2 * n) / allChecks.length, `Checking: ${check.definition.requirement}`);
        results.push(check.run(data));
        await checkpoint();
      }
      progress(0.95, 'Saving the results');
      const run = checkRunOf(results, upcomingDeadlines(data), today, now.toISOString());
      const started = await saveCheck(
        ctx,
        companyId,
        jobId,
        run,
        alertsOf(results, today, run.checkedAt),
      );
      return {
        checkedAt: run.checkedAt,
        score: run.overall.score,
        failed: results.filter((r) => r.status === 'failed').length,
        newAlerts: started.length,
      };
    },
  });
}

/** Starts a check now, and keeps the company's nightly check scheduled from then on. */
export async function startCheck(
  ctx: ServerPluginContext,
  companyId: string,
  by: string,
  role: Role,
) {
  const jobs = ctx.services.get(jobsServiceRef);
  const job = await jobs.start(companyId, CHECK_KIND, { role }, { by });
  if (!jobs.schedules(companyId).some((s) => s.key === NIGHTLY_KEY))
    await jobs.schedule({
      companyId,
      kind: CHECK_KIND,
      input: { role: 'owner' },
      key: NIGHTLY_KEY,
      every: NIGHTLY_MS,
    });
  return job;
}
