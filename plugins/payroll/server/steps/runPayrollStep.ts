import { randomUUID } from 'node:crypto';
import { ZodError } from 'zod';
import { localToday, validationErrorBody } from '@keel/core/domain';
import {
  PayrollRunRefused,
  SETUP_FIRST_MESSAGE,
  defaultPayDate,
  openRunsOverlapping,
  payrollRunView,
  planRunForCompany,
} from '../../domain/runs';
import { RUNS_TABLE } from '../../domain/schema';
import { UnknownTaxYearError } from '../../domain/tax';
import { changeRuns, openPayroll, voidChecksOf, writeRun } from '../payrollStore';
import { runDataSchema } from '../routes/runStep.schema';
import { answer, type Step, type StepServices } from './stepContext';

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * 'run' (Process Payroll): computes the run of a pay date and stores it, processing. A pay period
 * has at most one open run: when one is open, the call must name it in `replaceRunIds` (the
 * person confirmed replacing it), else 409 with `openRuns`. The replaced run is removed in the
 * same write; checks it printed stay in the register, void.
 */
export function runPayrollStep({ services, queue }: StepServices): Step {
  return async (ctx, member, input) => {
    const parsed = runDataSchema.safeParse(input ?? {});
    if (!parsed.success) return answer(ctx, 400, validationErrorBody(parsed.error));
    await queue.run(member.companyId, async () => {
      const books = await openPayroll(services.data, member.companyId);
      if (!books.setup) return answer(ctx, 409, { error: SETUP_FIRST_MESSAGE });
      const now = services.clock.now();
      const payDate = parsed.data.payDate ?? defaultPayDate(books, localToday(now))!;
      const id = randomUUID();
      const who = { id, payDate, createdAt: now.toISOString(), createdBy: member.author };
      try {
        const planned = planRunForCompany(books, who);
        const open = openRunsOverlapping(books.runs, planned);
        const openIds = open.map((run) => run.id);
        const replacing = parsed.data.replaceRunIds ?? [];
        if (open.length > 0 && !sameIds(openIds, replacing))
          return answer(ctx, 409, {
            error: `An open payroll run already pays ${open[0]!.periodStart} to ${open[0]!.periodEnd} (pay date ${open[0]!.payDate}). Processing again replaces it.`,
            openRuns: open.map(payrollRunView),
          });
        const record = open.length > 0 ? planRunForCompany(books, who, new Set(openIds)) : planned;
        changeRuns(books.store, () => {
          for (const old of open) {
            books.store.delRow(RUNS_TABLE, old.id);
            voidChecksOf(books.store, books.checks, old.id, who.createdAt);
          }
          writeRun(books.store, record);
        });
        await services.data.commit(member.companyId);
        const count = record.paychecks.length;
        answer(ctx, 200, {
          message:
            `Payroll processed for ${count} ${count === 1 ? 'employee' : 'employees'}` +
            (open.length > 0 ? `; it replaces the open run of ${open[0]!.payDate}` : ''),
          payrollRun: payrollRunView(record),
        });
      } catch (error) {
        if (error instanceof PayrollRunRefused) return answer(ctx, 409, { error: error.message });
        if (error instanceof UnknownTaxYearError || error instanceof ZodError) {
          const message =
            error instanceof ZodError ? (error.issues[0]?.message ?? 'Invalid') : error.message;
          return answer(ctx, 400, { error: `payDate: ${message}`, fields: { payDate: message } });
        }
        throw error;
      }
    });
  };
}
