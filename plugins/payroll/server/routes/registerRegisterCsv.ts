import type { ServerPluginContext } from '@keel/core/server';
import { payrollRegisterCsv, payrollRegisterFileName } from '../../domain/reports';
import type { PaycheckRecord } from '../../domain/runs';
import { findRun } from './findRun';
import { payrollRoutes } from '../../domain/routes';

/** A stored paycheck in the shape the register reads. */
function registerPaycheck(paycheck: PaycheckRecord, state: string) {
  const line = (amount: number) => ({ amount });
  return {
    employeeId: paycheck.employeeId,
    gross: line(paycheck.gross),
    federalIncomeTax: line(paycheck.federalIncomeTax),
    socialSecurity: line(paycheck.socialSecurity),
    medicare: line(paycheck.medicare),
    additionalMedicare: line(paycheck.additionalMedicare),
    stateIncomeTax: { amount: paycheck.stateIncomeTax, state, exact: paycheck.stateIncomeTaxExact },
    otherEmployeeTaxes:
      paycheck.otherEmployeeTaxes === 0
        ? []
        : [{ name: 'Other employee taxes', amount: paycheck.otherEmployeeTaxes }],
    otherDeductions: paycheck.otherDeductions,
    net: paycheck.net,
    employer: {
      socialSecurity: line(paycheck.employer.socialSecurity),
      medicare: line(paycheck.employer.medicare),
      futa: line(paycheck.employer.futa),
      suta: { amount: paycheck.employer.suta, exact: paycheck.sutaExact },
    },
  };
}

/** GET /api/payroll/runs/{companyId}/{runId}/register.csv: Export Reports, the payroll register. */
export function registerRegisterCsv({ router, data, auth }: ServerPluginContext): void {
  router.get(payrollRoutes.registerCsv.path, async (ctx) => {
    const found = await findRun(ctx, { data, auth });
    if (!found) return;
    const { books, run } = found;
    const state = books.setup?.primaryState ?? '';
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set(
      'Content-Disposition',
      `attachment; filename="${payrollRegisterFileName(run.payDate)}"`,
    );
    ctx.body = payrollRegisterCsv({
      payDate: run.payDate,
      periodStart: run.periodStart,
      periodEnd: run.periodEnd,
      employees: run.paychecks.map((paycheck) => ({
        id: paycheck.employeeId,
        name: paycheck.name,
      })),
      paychecks: run.paychecks.map((paycheck) => registerPaycheck(paycheck, state)),
    });
  });
}
