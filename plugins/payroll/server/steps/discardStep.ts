import { validationErrorBody } from '@keel/core/domain';
import { PayrollRunRefused, checkDiscardable } from '../../domain/runs';
import { RUNS_TABLE } from '../../domain/schema';
import { changeRuns, openPayroll, voidChecksOf } from '../payrollStore';
import { discardDataSchema } from '../routes/runStep.schema';
import { answer, type Step, type StepServices } from './stepContext';

/**
 * 'discard': removes an open (unapproved) run, which posted nothing. Its checks that were printed
 * stay in the check register, void, so their numbers are never given again; the numbers of its
 * checks never printed are free for the next run.
 */
export function discardStep({ services, queue }: StepServices): Step {
  return async (ctx, member, input) => {
    const parsed = discardDataSchema.safeParse(input);
    if (!parsed.success) return answer(ctx, 400, validationErrorBody(parsed.error));
    await queue.run(member.companyId, async () => {
      const books = await openPayroll(services.data, member.companyId);
      const run = books.runs.find((r) => r.id === parsed.data.payrollRunId);
      if (!run) return answer(ctx, 404, { error: 'Payroll run not found' });
      try {
        checkDiscardable(run);
      } catch (error) {
        if (error instanceof PayrollRunRefused) return answer(ctx, 409, { error: error.message });
        throw error;
      }
      const voidedChecks = books.checks.filter((c) => c.runId === run.id && !c.voidedAt);
      changeRuns(books.store, () => {
        books.store.delRow(RUNS_TABLE, run.id);
        voidChecksOf(books.store, books.checks, run.id, services.clock.now().toISOString());
      });
      await services.data.commit(member.companyId);
      answer(ctx, 200, {
        message:
          `Payroll run of ${run.payDate} discarded` +
          (voidedChecks.length > 0
            ? `; printed ${voidedChecks.length === 1 ? 'check' : 'checks'} ${voidedChecks.map((c) => c.number).join(', ')} void: destroy ${voidedChecks.length === 1 ? 'it' : 'them'}`
            : ''),
      });
    });
  };
}
