import { employeeSchema } from '../employees/employeeSchema';
import { toStoredEmployee } from '../employees/storedEmployee';
import type { PayrollTables } from '../readPayrollBooks';
import {
  approvePayrollRun,
  planPayrollRun,
  voidPayrollRun,
  type PayrollRunRecord,
  type RunEmployee,
} from '../runs';
import type { SetupRow } from '../schema';
import type { StateCode } from '../tax';

// Test support of the payroll facts' tests: a company's setup and employees, and real runs.

const by = 'Owner <owner@example.com>';
/** Every text of a value, its keys and its string values (amounts are numbers). */
export const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...textsOf(inner)])
      : [];
const setup: SetupRow = {
  companyName: 'Analytical Engines LLC',
  ein: '12-3456789',
  businessAddress: '12 Babbage Row, Oakland, CA, 94612',
  primaryState: 'CA',
  businessType: 'llc',
  payrollFrequency: 'biweekly',
  bankName: 'First Republic',
  accountName: 'Primary Payroll Account',
  accountType: 'checking',
  routingLast4: '0021',
  accountLast4: '6789',
  updatedAt: '2026-10-01T09:00:00.000Z',
  updatedBy: by,
};
const employees = [
  {
    id: 'emp-ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    payType: 'salary',
    salary: 12_000_000,
    routingNumber: '121000248',
    accountNumber: '987654321',
    ssn: '123-45-6789',
    homeAddress: '7 Analytical Way, Oakland, CA 94612',
  },
  {
    id: 'emp-charles',
    firstName: 'Charles',
    lastName: 'Babbage',
    email: 'charles@example.com',
    payType: 'hourly',
    hourlyRate: 4_500,
    hoursPerWeek: 30,
    paymentMethod: 'check',
    ssn: '512-65-4321',
  },
].map((input) => employeeSchema.parse(input));

/** Plans a run of the company's employees; approves (and voids) it as asked. */
export function run(
  id: string,
  payDate: string,
  previousRuns: PayrollRunRecord[],
  then: 'open' | 'approve' | 'void' = 'approve',
  state: StateCode = 'CA',
  people: RunEmployee[] = employees.map((e) => ({
    profile: e,
    name: `${e.firstName} ${e.lastName}`,
    paymentMethod: e.paymentMethod,
  })),
): PayrollRunRecord {
  const planned = planPayrollRun({
    id,
    payDate,
    frequency: 'biweekly',
    company: { state },
    employees: people,
    previousRuns,
    createdAt: `${payDate}T09:00:00.000Z`,
    createdBy: by,
  });
  if (then === 'open') return planned;
  const approved = approvePayrollRun(planned, { by, at: `${payDate}T10:00:00.000Z` }).run;
  if (then === 'approve') return approved;
  return voidPayrollRun(approved, { by, at: `${payDate}T11:00:00.000Z`, voidDate: payDate }).run;
}

export function books(runs: PayrollRunRecord[]): PayrollTables {
  return {
    setup,
    employees: employees.map(toStoredEmployee),
    runs: [...runs].sort((a, b) => b.payDate.localeCompare(a.payDate)),
    checks: [],
  };
}
