import type { StoredEmployee } from '../employees/storedEmployee';
import { nextPayDate as nextPayDateOf, payPeriodFor } from './payPeriods';
import { employeeTaxProfileSchema } from '../tax';
import type { PayrollTables } from '../readPayrollBooks';
import type { PayrollFrequency } from './payPeriods';
import type { PayrollRunRecord } from './payrollRunRecord';
import { PayrollRunRefused, planPayrollRun } from './planPayrollRun';

/** The message of a run asked for before Company Setup. */
export const SETUP_FIRST_MESSAGE = 'Complete Company Setup before running payroll';

/**
 * Whether a run whose period starts on `periodStart` pays the employee: not once they were
 * terminated before it (a period that holds their last day still pays their final check).
 */
export function employedIn(employee: StoredEmployee, periodStart: string): boolean {
  return !(
    employee.status === 'terminated' &&
    employee.terminationDate !== undefined &&
    employee.terminationDate < periodStart
  );
}

/**
 * A run of the company's saved employees still employed in its period for a pay date, from its
 * setup (frequency, state) and earlier runs: what Process Payroll stores, and what the Run step
 * previews before it.
 */
export function planRunForCompany(
  books: PayrollTables,
  run: { id: string; payDate: string; createdAt: string; createdBy: string },
  /** The open runs this one replaces: their check numbers are free again unless printed. */
  replacing: ReadonlySet<string> = new Set(),
): PayrollRunRecord {
  if (!books.setup) throw new PayrollRunRefused(SETUP_FIRST_MESSAGE);
  const frequency = books.setup.payrollFrequency as PayrollFrequency;
  const { periodStart } = payPeriodFor(frequency, run.payDate);
  return planPayrollRun({
    ...run,
    frequency,
    company: { state: books.setup.primaryState as never },
    employees: books.employees
      .filter((e) => employedIn(e, periodStart))
      .map((employee) => ({
        profile: employeeTaxProfileSchema.parse(employee),
        name: `${employee.firstName} ${employee.lastName}`,
        paymentMethod: employee.paymentMethod,
      })),
    previousRuns: books.runs.filter((previous) => !replacing.has(previous.id)),
    printedCheckNumbers: books.checks.map((check) => check.number),
  });
}

/** The pay date Process Payroll uses when none is given: the next one after the last paid run. */
export function defaultPayDate(books: PayrollTables, today: string): string | null {
  if (!books.setup) return null;
  const lastPaid = books.runs.find((r) => r.status === 'completed')?.payDate;
  return nextPayDateOf(books.setup.payrollFrequency as PayrollFrequency, today, lastPaid);
}
