import { validationErrorBody } from '@keel/core/domain';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import {
  PayrollRunRefused,
  approvePayrollRun,
  checkNumbersInUse,
  depositsLackingBankDetails,
  missingBankDetailsProblem,
  payrollRunView,
} from '../../domain/runs';
import {
  heldDepositsMessage,
  holdsStopping,
  readDepositHolds,
} from '../../domain/holds/depositHolds';
import { isOpenRun } from '../../domain/runs/openRuns';
import { employeeBankDetailsSchema } from '../../domain/validation';
import { changeRuns, openPayroll, writeRun } from '../payrollStore';
import { problemBody } from '../routes/problemBody';
import { approveDataSchema } from '../routes/runStep.schema';
import { postRunEntry } from './ledgerPosting';
import { answer, type Step, type StepServices } from './stepContext';

/**
 * 'approve' (Approve & Distribute): posts the run's entry to the books and completes it. A direct
 * deposit to an employee without bank details (bank name, routing and account number) is refused
 * with the spec's 'Missing Employee Bank Information', naming them in `missingBankDetails`, unless
 * `payByCheck` names every one of them: they are then paid by check, numbered. A direct deposit
 * Fraud Detection had held (`domain/holds`) refuses the approval until the hold is released.
 */
export function approveStep({ services, vault, queue }: StepServices): Step {
  return async (ctx, member, input) => {
    const parsed = approveDataSchema.safeParse(input);
    if (!parsed.success) return answer(ctx, 400, validationErrorBody(parsed.error));
    await queue.run(member.companyId, async () => {
      const sealed = (await vault.read(member.companyId)).employees;
      const books = await openPayroll(services.data, member.companyId);
      const found = books.runs.find((r) => r.id === parsed.data.payrollRunId);
      if (!found) return answer(ctx, 404, { error: 'Payroll run not found' });
      const held = isOpenRun(found) ? holdsStopping(found, readDepositHolds(books.store)) : [];
      if (held.length > 0)
        return answer(ctx, 409, {
          error: heldDepositsMessage(held),
          heldDeposits: held.map((h) => ({
            holdId: h.id,
            employeeId: h.employeeId,
            employeeName: h.employeeName,
            reason: h.reason,
          })),
        });
      const stored = new Map(books.employees.map((employee) => [employee.id, employee]));
      const lacking = depositsLackingBankDetails(
        found,
        (id) =>
          employeeBankDetailsSchema.safeParse({
            bankName: stored.get(id)?.bankName ?? '',
            routingNumber: sealed[id]?.routingNumber ?? '',
            accountNumber: sealed[id]?.accountNumber ?? '',
          }).success,
      );
      const payByCheck = new Set(parsed.data.payByCheck ?? []);
      if (found.status === 'processing' && lacking.some((p) => !payByCheck.has(p.employeeId)))
        return answer(ctx, 409, {
          ...problemBody(missingBankDetailsProblem(lacking)),
          missingBankDetails: lacking,
        });
      try {
        const others = books.runs.filter((run) => run.id !== found.id);
        const approved = approvePayrollRun(
          found,
          { by: member.author, at: services.clock.now().toISOString() },
          {
            payByCheck: new Set(lacking.map((p) => p.employeeId)),
            checkNumbersInUse: checkNumbersInUse(others, books.checks),
          },
        );
        const ledger = services.services.get(ledgerServiceRef);
        const refused = await postRunEntry(ledger, member, approved.entry);
        if (refused) return answer(ctx, refused.status, refused.body);
        changeRuns(books.store, () => writeRun(books.store, approved.run));
        await services.data.commit(member.companyId);
        const byCheck = lacking.length;
        answer(ctx, 200, {
          message:
            'Payroll approved and distributed successfully' +
            (byCheck > 0
              ? `; ${lacking.map((p) => p.name).join(', ')} paid by check this run`
              : ''),
          payrollRun: payrollRunView(approved.run),
        });
      } catch (error) {
        if (error instanceof PayrollRunRefused) return answer(ctx, 409, { error: error.message });
        throw error;
      }
    });
  };
}
