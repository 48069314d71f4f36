import { localToday, validationErrorBody } from '@keel/core/domain';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import { PayrollRunRefused, payrollRunView, voidPayrollRun } from '../../domain/runs';
import { changeRuns, openPayroll, voidChecksOf, writeRun } from '../payrollStore';
import { voidDataSchema } from '../routes/runStep.schema';
import { postRunEntry } from './ledgerPosting';
import { answer, type Step, type StepServices } from './stepContext';

/**
 * 'void': voids an approved run. Posts the entry reversing its approval's entry, dated the void
 * date (default: today, or the pay date when that is later), under the id
 * `payroll-void-{runId}` so a retry cannot post it twice; then marks the run void (its direct
 * deposits and checks with it) and its printed checks void in the register.
 */
export function voidStep({ services, queue }: StepServices): Step {
  return async (ctx, member, input) => {
    const parsed = voidDataSchema.safeParse(input);
    if (!parsed.success) return answer(ctx, 400, validationErrorBody(parsed.error));
    await queue.run(member.companyId, async () => {
      const books = await openPayroll(services.data, member.companyId);
      const run = books.runs.find((r) => r.id === parsed.data.payrollRunId);
      if (!run) return answer(ctx, 404, { error: 'Payroll run not found' });
      const now = services.clock.now();
      const today = localToday(now);
      const voidDate = parsed.data.voidDate ?? (today > run.payDate ? today : run.payDate);
      if (voidDate < run.payDate) {
        const message = `The void date may not be before the pay date ${run.payDate}`;
        return answer(ctx, 400, { error: `voidDate: ${message}`, fields: { voidDate: message } });
      }
      try {
        const voided = voidPayrollRun(run, { by: member.author, at: now.toISOString(), voidDate });
        const ledger = services.services.get(ledgerServiceRef);
        const refused = await postRunEntry(ledger, member, voided.entry);
        if (refused) return answer(ctx, refused.status, refused.body);
        changeRuns(books.store, () => {
          writeRun(books.store, voided.run);
          voidChecksOf(books.store, books.checks, run.id, voided.run.voidedAt!);
        });
        await services.data.commit(member.companyId);
        answer(ctx, 200, {
          message: `Payroll run of ${run.payDate} voided; its entry is reversed on ${voidDate}`,
          payrollRun: payrollRunView(voided.run),
        });
      } catch (error) {
        if (error instanceof PayrollRunRefused) return answer(ctx, 409, { error: error.message });
        throw error;
      }
    });
  };
}
