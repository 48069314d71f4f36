import { z } from 'zod';
import { centsSchema } from '@keel/core/domain';
import type { PayrollTables } from '../readPayrollBooks';

const cents = centsSchema;

/** One state's wages and income tax withheld of an employee's year (Form W-2 boxes 15 to 17). */
export const stateYearTotalSchema = z.object({
  state: z.string().min(2),
  wagesCents: cents,
  incomeTaxCents: cents,
});

/**
 * One employee's pay in a calendar year, from the approved runs paid in it, as Form W-2 reports
 * it: wages (box 1), federal income tax withheld (2), Social Security wages and tax (3, 4),
 * Medicare wages and tax with the Additional Medicare Tax (5, 6), and per state (15 to 17).
 * Restricted data: given only to roles with payroll access. Never the full Social Security number:
 * its last four digits, as payroll keeps them, for the truncated number of the employee's copy.
 */
export const employeeYearTotalSchema = z.object({
  employeeId: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  /** The SSN's last four digits ('' when payroll has none), for box a as XXX-XX-1234. */
  ssnLast4: z.string().regex(/^(\d{4})?$/),
  /** The employee's home address (box f), '' when payroll has none. */
  homeAddress: z.string(),
  /** How many approved paychecks the year's figures sum. */
  paychecks: z.number().int().nonnegative(),
  wagesCents: cents,
  federalIncomeTaxCents: cents,
  socialSecurityWagesCents: cents,
  socialSecurityTaxCents: cents,
  medicareWagesCents: cents,
  medicareTaxCents: cents,
  states: z.array(stateYearTotalSchema),
});
export type EmployeeYearTotal = z.output<typeof employeeYearTotalSchema>;

/** The employer as payroll setup records it (Form W-2 boxes b and c), null before setup. */
export const payrollEmployerSchema = z.object({
  name: z.string(),
  ein: z.string(),
  address: z.string(),
  state: z.string(),
});

/** Every employee paid in a calendar year, by last then first name, and their employer. */
export const employeeYearTotalsSchema = z.object({
  year: z.number().int(),
  employer: payrollEmployerSchema.nullable(),
  employees: z.array(employeeYearTotalSchema),
});
export type EmployeeYearTotals = z.output<typeof employeeYearTotalsSchema>;

/** The year's totals, or the refusal a role without payroll access gets (never an error). */
export const employeeYearTotalsAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ready'), totals: employeeYearTotalsSchema }),
  z.object({ status: z.literal('no-access') }),
]);
export type EmployeeYearTotalsAnswer = z.output<typeof employeeYearTotalsAnswerSchema>;

/**
 * Each employee's year from the approved runs whose pay date is in `year` (wages count in the
 * year they are paid; open runs are not paid and voided runs were reversed).
 */
export function employeeYearTotals(books: PayrollTables, year: number): EmployeeYearTotals {
  const prefix = `${year}-`;
  const byEmployee = new Map<string, EmployeeYearTotal>();
  const names = new Map(books.employees.map((e) => [e.id, e]));
  const runs = books.runs
    .filter((run) => run.status === 'completed' && run.payDate.startsWith(prefix))
    .sort((a, b) => a.payDate.localeCompare(b.payDate));
  for (const run of runs) {
    for (const check of run.paychecks) {
      const employee = names.get(check.employeeId);
      const [first = '', ...rest] = check.name.split(' ');
      const total = byEmployee.get(check.employeeId) ?? {
        employeeId: check.employeeId,
        firstName: employee?.firstName ?? first,
        lastName: employee?.lastName ?? rest.join(' '),
        ssnLast4: employee?.ssnLast4 ?? '',
        homeAddress: employee?.homeAddress ?? '',
        paychecks: 0,
        wagesCents: 0,
        federalIncomeTaxCents: 0,
        socialSecurityWagesCents: 0,
        socialSecurityTaxCents: 0,
        medicareWagesCents: 0,
        medicareTaxCents: 0,
        states: [],
      };
      total.paychecks += 1;
      total.wagesCents += check.gross;
      total.federalIncomeTaxCents += check.federalIncomeTax;
      total.socialSecurityWagesCents += check.wagesAdded.socialSecurityWages;
      total.socialSecurityTaxCents += check.socialSecurity;
      total.medicareWagesCents += check.wagesAdded.medicareWages;
      total.medicareTaxCents += check.medicare + check.additionalMedicare;
      const state = total.states.find((s) => s.state === run.state);
      if (state) {
        state.wagesCents += check.gross;
        state.incomeTaxCents += check.stateIncomeTax;
      } else {
        total.states.push({
          state: run.state,
          wagesCents: check.gross,
          incomeTaxCents: check.stateIncomeTax,
        });
      }
      byEmployee.set(check.employeeId, total);
    }
  }
  const setup = books.setup;
  return {
    year,
    employer: setup
      ? {
          name: setup.companyName,
          ein: setup.ein,
          address: setup.businessAddress,
          state: setup.primaryState,
        }
      : null,
    employees: [...byEmployee.values()].sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName) ||
        a.employeeId.localeCompare(b.employeeId),
    ),
  };
}
