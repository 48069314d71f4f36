import { centsToDecimal } from '@keel/core/domain';
import type { PayrollRunRecord } from './payrollRunRecord';

const dollars = (cents: number) => centsToDecimal(cents);

/**
 * A run in the REST shape (amounts in dollars with two decimals): id, payDate, periodStart,
 * periodEnd, status, totalGrossPay, totalNetPay, and per employee the gross, every tax, the other
 * deductions, the net and the employer's taxes.
 */
export function payrollRunView(run: PayrollRunRecord) {
  return {
    id: run.id,
    payDate: run.payDate,
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    status: run.status,
    totalGrossPay: dollars(run.totalGrossPay),
    totalNetPay: dollars(run.totalNetPay),
    entries: run.paychecks.map((paycheck) => ({
      employeeId: paycheck.employeeId,
      name: paycheck.name,
      gross: dollars(paycheck.gross),
      federalIncomeTax: dollars(paycheck.federalIncomeTax),
      socialSecurity: dollars(paycheck.socialSecurity),
      medicare: dollars(paycheck.medicare),
      additionalMedicare: dollars(paycheck.additionalMedicare),
      stateIncomeTax: dollars(paycheck.stateIncomeTax),
      stateIncomeTaxExact: paycheck.stateIncomeTaxExact,
      otherDeductions: dollars(paycheck.otherDeductions),
      net: dollars(paycheck.net),
      employer: {
        socialSecurity: dollars(paycheck.employer.socialSecurity),
        medicare: dollars(paycheck.employer.medicare),
        futa: dollars(paycheck.employer.futa),
        suta: dollars(paycheck.employer.suta),
      },
    })),
  };
}

/**
 * The payroll transactions of the spec's stored records (id, description, transactionDate,
 * reference, amount): one direct deposit per employee so paid in each approved run, newest first;
 * the reference is the run id's first 8 characters, as the screen shows it. A voided run's
 * deposits stay listed with the status 'void'.
 */
export function payrollTransactions(runs: readonly PayrollRunRecord[]) {
  return runs
    .filter((run) => run.status === 'completed' || run.status === 'void')
    .sort((a, b) => b.payDate.localeCompare(a.payDate))
    .flatMap((run) =>
      run.paychecks
        .filter((paycheck) => paycheck.paymentMethod === 'direct_deposit')
        .map((paycheck) => ({
          id: `${run.id}:${paycheck.employeeId}`,
          description: `Direct deposit: ${paycheck.name}`,
          transactionDate: run.payDate,
          reference: run.id.slice(0, 8),
          amount: dollars(paycheck.net),
          status: run.status === 'void' ? ('void' as const) : ('completed' as const),
        })),
    );
}
