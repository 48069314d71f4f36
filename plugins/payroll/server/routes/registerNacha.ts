import type { ServerPluginContext } from '@keel/core/server';
import { buildNachaPpdFile, NachaInputError } from '../../domain/nacha';
import { stillWaiting } from '../../domain/prenotes';
import { missingBankDetailsProblem } from '../../domain/runs';
import { directDepositProblem, employeeBankDetailsSchema } from '../../domain/validation';
import type { PayrollVault } from '../payrollVault';
import { findRun } from './findRun';
import { hhmm, nachaOriginator } from './nachaOriginator';
import { problemBody } from './problemBody';
import { payrollRoutes } from '../../domain/routes';

/**
 * GET /api/payroll/runs/{companyId}/{runId}/nacha: the run's direct deposits as a NACHA PPD file
 * (text/plain), from the company's payroll account to each direct-deposit employee's account,
 * effective on the pay date. Refused with the spec's messages when the company's bank account or
 * an employee's bank details are missing (409), or when the pay date has passed.
 */
export function registerNacha(
  { router, data, auth, clock }: ServerPluginContext,
  vault: PayrollVault,
): void {
  router.get(payrollRoutes.nacha.path, async (ctx) => {
    const found = await findRun(ctx, { data, auth });
    if (!found) return;
    const { books, run, companyId } = found;
    if (run.status === 'void') {
      ctx.status = 409;
      ctx.body = { error: 'This payroll run is void: its direct deposits must not be sent' };
      return;
    }
    const numbers = await vault.read(companyId);
    const company = books.setup && numbers.company ? { ...books.setup, ...numbers.company } : null;
    const paid = run.paychecks.filter((p) => p.paymentMethod === 'direct_deposit' && p.net > 0);
    const employees = paid.map((paycheck) => {
      const stored = books.employees.find((e) => e.id === paycheck.employeeId);
      const { routingNumber, accountNumber } = numbers.employees[paycheck.employeeId] ?? {};
      return {
        paymentMethod: 'direct_deposit' as const,
        bankName: stored?.bankName ?? '',
        accountType: stored?.accountType ?? 'checking',
        ...(routingNumber && accountNumber ? { routingNumber, accountNumber } : {}),
      };
    });
    // A missing company account is the first problem directDepositProblem names.
    const problem = directDepositProblem(company, employees);
    if (problem || !company || !books.setup) {
      const lacking = paid
        .filter((_, index) => !employeeBankDetailsSchema.safeParse(employees[index]).success)
        .map(({ employeeId, name }) => ({ employeeId, name }));
      ctx.status = 409;
      ctx.body =
        company && lacking.length > 0
          ? { ...problemBody(missingBankDetailsProblem(lacking)), missingBankDetails: lacking }
          : problemBody(problem ?? directDepositProblem(null, [])!);
      return;
    }
    const waiting = stillWaiting(
      paid.map((p) => ({ employeeId: p.employeeId, ...numbers.employees[p.employeeId] })),
      run.payDate,
    );
    if (waiting.length > 0) {
      const names = waiting.map(({ employeeId, liveFrom }) => {
        const name = paid.find((p) => p.employeeId === employeeId)?.name ?? employeeId;
        return `${name} (from ${liveFrom})`;
      });
      ctx.status = 409;
      ctx.body = {
        error: `Prenote Waiting Period: live deposits to newly prenoted accounts may not start yet: ${names.join(', ')}`,
        title: 'Prenote Waiting Period',
        description: `Deposits to newly prenoted accounts may start only from the third banking day after the prenote settles: ${names.join(', ')}. Choose a later pay date or pay them by check this run.`,
      };
      return;
    }
    const now = clock.now();
    try {
      const file = buildNachaPpdFile({
        originator: nachaOriginator(books.setup, company),
        fileCreationDate: now.toISOString().slice(0, 10),
        fileCreationTime: hhmm(now),
        effectiveEntryDate: run.payDate,
        credits: paid.map((paycheck, index) => ({
          name: paycheck.name,
          individualId: paycheck.employeeId.slice(0, 15),
          routing: employees[index]!.routingNumber!,
          account: employees[index]!.accountNumber!,
          accountType: employees[index]!.accountType,
          amountCents: paycheck.net,
        })),
        prenotes: [],
      });
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="payroll-${run.payDate}.ach"`);
      ctx.body = file;
    } catch (error) {
      if (!(error instanceof NachaInputError)) throw error;
      ctx.status = 409;
      ctx.body = { error: error.message };
    }
  });
}
