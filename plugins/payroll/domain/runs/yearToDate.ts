import type { YearToDate } from '../tax';
import type { PayrollRunRecord } from './payrollRunRecord';

const none = (): YearToDate => ({
  gross: 0,
  socialSecurityWages: 0,
  medicareWages: 0,
  futaWages: 0,
  sutaWages: 0,
});

/**
 * Each employee's wages so far in the calendar year of `payDate`, from the completed runs paid in
 * that year before it: what Social Security, Additional Medicare, FUTA and SUTA count against
 * their limits. Runs not completed (processing, pending, error) have paid nothing.
 */
export function yearToDateWages(
  runs: readonly PayrollRunRecord[],
  payDate: string,
): Map<string, YearToDate> {
  const year = payDate.slice(0, 4);
  const totals = new Map<string, YearToDate>();
  for (const run of runs) {
    if (run.status !== 'completed' || !run.payDate.startsWith(year) || run.payDate >= payDate)
      continue;
    for (const paycheck of run.paychecks) {
      const ytd = totals.get(paycheck.employeeId) ?? none();
      const added = paycheck.wagesAdded;
      ytd.gross += added.gross;
      ytd.socialSecurityWages += added.socialSecurityWages;
      ytd.medicareWages += added.medicareWages;
      ytd.futaWages += added.futaWages;
      ytd.sutaWages += added.sutaWages;
      totals.set(paycheck.employeeId, ytd);
    }
  }
  return totals;
}
