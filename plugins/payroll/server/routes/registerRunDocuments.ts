import { tableWriters, type Role } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import type { Context } from 'koa';
import { checksPdf, paystubsPdf } from '../../domain/documents';
import { paystubAccounts, paystubEmployer, paystubsForRun } from '../../domain/runs';
import type { PrintedCheck } from '../../domain/checks/printedCheck';
import { checkPrintingProblem } from '../../domain/validation';
import type { CompanyQueue } from '../companyQueue';
import { changeRuns, openPayroll, writeCheck } from '../payrollStore';
import type { PayrollVault } from '../payrollVault';
import { CHECKS_TABLE } from '../../domain/schema';
import { plugin } from '../../plugin';
import { findRun } from './findRun';
import { problemBody } from './problemBody';
import { payrollRoutes } from '../../domain/routes';

/** Who may print checks: printing writes each check into the check register. */
const checkWriters = tableWriters(plugin, [CHECKS_TABLE]);

/** The run, once its company has finished setup (documents print the employer from it). */
async function findSetUpRun(
  ctx: Context,
  services: Pick<ServerPluginContext, 'data' | 'auth'>,
  roles?: readonly Role[],
) {
  const found = await findRun(ctx, services, roles);
  if (found && !found.books.setup) {
    ctx.status = 409;
    ctx.body = { error: 'Complete Company Setup before printing payroll documents' };
    return null;
  }
  return found;
}

function sendPdf(ctx: Context, bytes: Uint8Array, fileName: string): void {
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.body = Buffer.from(bytes);
}

/**
 * GET /api/payroll/runs/{companyId}/{runId}/paystubs.pdf (Download Paystubs: a page per employee)
 * and POST .../checks.pdf (Print Pay Checks: a check with two voucher stubs per employee paid by
 * check). Both are drawn from the stored run, year to date through it. Printing puts each check
 * in the check register: its number is spent from then on, even if the run is discarded (the
 * check is then void and must be destroyed). A void run prints no checks.
 */
export function registerRunDocuments(
  ctx: ServerPluginContext,
  vault: PayrollVault,
  queue: CompanyQueue,
): void {
  ctx.router.get(payrollRoutes.paystubs.path, async (koa) => {
    const found = await findSetUpRun(koa, ctx);
    if (!found) return;
    const { books, run } = found;
    const stubs = paystubsForRun(
      run,
      books.runs,
      paystubEmployer(books.setup),
      paystubAccounts(books.employees),
    );
    sendPdf(koa, await paystubsPdf(stubs), `paystubs-${run.payDate}.pdf`);
  });

  ctx.router.post(payrollRoutes.checks.path, async (koa) => {
    const found = await findSetUpRun(koa, ctx, checkWriters);
    if (!found) return;
    const { books, run, companyId, member } = found;
    if (run.status === 'void') {
      koa.status = 409;
      koa.body = { error: 'This payroll run is void: its checks must not be printed' };
      return;
    }
    const problem = checkPrintingProblem(run.paychecks);
    const numbers = (await vault.read(companyId)).company;
    if (problem || !numbers || !books.setup) {
      koa.status = 409;
      koa.body = problem
        ? problemBody(problem)
        : {
            error:
              'Company Bank Account Required: Please set up your company bank account in the setup step before printing checks',
          };
      return;
    }
    const stubs = paystubsForRun(run, books.runs, paystubEmployer(books.setup), new Map());
    const checks = stubs.flatMap((stub, index) => {
      const checkNumber = run.paychecks[index]!.checkNumber;
      return checkNumber === undefined
        ? []
        : [
            {
              checkNumber,
              bank: {
                name: books.setup!.bankName,
                routingNumber: numbers.routingNumber,
                accountNumber: numbers.accountNumber,
              },
              stub,
            },
          ];
    });
    const pdf = await checksPdf(checks);
    await queue.run(companyId, async () => {
      const { store, checks: printed } = await openPayroll(ctx.data, companyId);
      const spent = new Set(printed.map((check) => check.number));
      const at = ctx.clock.now().toISOString();
      const fresh: PrintedCheck[] = run.paychecks
        .filter((p) => p.checkNumber !== undefined && !spent.has(p.checkNumber))
        .map((paycheck) => ({
          number: paycheck.checkNumber!,
          runId: run.id,
          employeeId: paycheck.employeeId,
          payee: paycheck.name,
          amount: paycheck.net,
          payDate: run.payDate,
          printedAt: at,
          printedBy: member.author,
        }));
      if (fresh.length === 0) return;
      changeRuns(store, () => {
        for (const check of fresh) writeCheck(store, check);
      });
      await ctx.data.commit(companyId);
    });
    sendPdf(koa, pdf, `checks-${run.payDate}.pdf`);
  });
}
