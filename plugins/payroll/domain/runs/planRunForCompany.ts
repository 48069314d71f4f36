import { nextPayDate as nextPayDateOf } from './payPeriods';
import { employeeTaxProfileSchema } from '../tax';
import type { PayrollTables } from '../readPayrollBooks';
import type { PayrollFrequency } from './payPeriods';
import type { PayrollRunRecord } from './payrollRunRecord';
import { PayrollRunRefused, planPayrollRun } from './planPayrollRun';

/** The message of a run asked for before Company Setup. */
export const SETUP_FIRST_MESSAGE = 'Complete Company Setup before running payroll';

/**
 * A run of the company's saved employees for a pay date, from its setup (frequency, state) and
 * earlier runs: what Process Payroll stores, and what the Run step previews before it.
 */
export function planRunForCompany(
  books: PayrollTables,
  run: { id: string; payDate: string; createdAt: string; createdBy: string },
  /** The open runs this one replaces: their check numbers are free again unless printed. */
  replacing: ReadonlySet<string> = new Set(),
): PayrollRunRecord {
  if (!books.setup) throw new PayrollRunRefused(SETUP_FIRST_MESSAGE);
  return planPayrollRun({
    ...run,
    frequency: books.setup.payrollFrequency as PayrollFrequency,
    company: { state: books.setup.primaryState as never },
    employees: books.employees.map((employee) => ({
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
