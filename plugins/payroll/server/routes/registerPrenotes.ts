import { localToday } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { buildNachaPpdFile } from '../../domain/nacha';
import { accountsToPrenote, liveDepositsFrom, prenoteEffectiveDate } from '../../domain/prenotes';
import { payrollScopeAccess } from '../../domain/schema';
import { openPayroll } from '../payrollStore';
import { employeeNumbersRecord, type PayrollVault } from '../payrollVault';
import { directDepositProblem } from '../../domain/validation';
import { hhmm, nachaOriginator } from './nachaOriginator';
import { problemBody } from './problemBody';
import { companyParamsSchema } from './runStep.schema';
import { payrollRoutes } from '../../domain/routes';

/**
 * POST /api/payroll/prenotes/{companyId}: a NACHA PPD file of zero-dollar prenotes (codes 23/33)
 * for the newly added direct-deposit accounts, when the company chooses to verify them before
 * paying. Each prenote's settlement date is kept with the sealed numbers, so the run files refuse
 * live deposits to those accounts until the third banking day after it. 409 when there is no
 * company bank account or no new account.
 */
export function registerPrenotes(
  { router, data, auth, clock }: ServerPluginContext,
  vault: PayrollVault,
): void {
  router.post(payrollRoutes.prenotes.path, async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    const member = await auth.requireMember(ctx, companyId, payrollScopeAccess.write);
    const books = await openPayroll(data, companyId);
    const numbers = await vault.read(companyId);
    if (!books.setup || !numbers.company) {
      ctx.status = 409;
      // Without a company account the first problem named is that one.
      ctx.body = problemBody(directDepositProblem(null, [])!);
      return;
    }
    const paidOn = new Map<string, string[]>();
    for (const run of books.runs.filter((r) => r.status === 'completed'))
      for (const paycheck of run.paychecks)
        if (paycheck.paymentMethod === 'direct_deposit')
          paidOn.set(paycheck.employeeId, [
            ...(paidOn.get(paycheck.employeeId) ?? []),
            run.payDate,
          ]);
    const depositors = books.employees.filter((employee) => {
      const sealed = numbers.employees[employee.id];
      return (
        employee.paymentMethod === 'direct_deposit' && sealed?.routingNumber && sealed.accountNumber
      );
    });
    const due = accountsToPrenote(
      depositors.map((employee) => ({
        employeeId: employee.id,
        ...numbers.employees[employee.id],
      })),
      paidOn,
    );
    if (due.length === 0) {
      ctx.status = 409;
      ctx.body = {
        error: 'No New Accounts: every direct-deposit account has been prenoted or paid',
        title: 'No New Accounts',
        description: 'Every direct-deposit account has been prenoted or paid',
      };
      return;
    }
    const now = clock.now();
    const today = localToday(now);
    const effective = prenoteEffectiveDate(today);
    const file = buildNachaPpdFile({
      originator: nachaOriginator(books.setup, numbers.company),
      fileCreationDate: now.toISOString().slice(0, 10),
      fileCreationTime: hhmm(now),
      effectiveEntryDate: effective,
      credits: [],
      prenotes: due.map(({ employeeId }) => {
        const employee = depositors.find((e) => e.id === employeeId)!;
        const sealed = numbers.employees[employeeId]!;
        return {
          name: `${employee.firstName} ${employee.lastName}`,
          individualId: employeeId.slice(0, 15),
          routing: sealed.routingNumber!,
          account: sealed.accountNumber!,
          accountType: employee.accountType,
        };
      }),
    });
    await vault.update(
      companyId,
      (contents) => {
        const employees = employeeNumbersRecord(contents.employees);
        for (const { employeeId } of due) {
          const now = employees[employeeId];
          const sent = numbers.employees[employeeId]!;
          // Numbers changed meanwhile are another account, not the one this file prenotes.
          if (
            now &&
            now.accountNumber === sent.accountNumber &&
            now.routingNumber === sent.routingNumber
          )
            employees[employeeId] = { ...now, prenotedFor: effective };
        }
        return { ...contents, employees };
      },
      member.author,
    );
    const names = due.map(({ employeeId }) => {
      const employee = depositors.find((e) => e.id === employeeId)!;
      return `${employee.firstName} ${employee.lastName}`;
    });
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="prenotes-${effective}.ach"`);
    ctx.set('X-Prenoted', encodeURIComponent(names.join(', ')));
    ctx.set('X-Live-Deposits-From', liveDepositsFrom(effective));
    ctx.body = file;
  });
}
