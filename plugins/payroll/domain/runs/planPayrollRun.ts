import { formatUSD } from '@keel/core/domain';
import {
  PERIODS_PER_YEAR,
  computePayrollRun,
  employeeTaxProfileSchema,
  type CompanyTax,
  type EmployeeTaxProfileInput,
  type Paycheck,
} from '../tax';
import { freeCheckNumbers } from '../checks/checkNumbers';
import { checkNumbersInUse } from './openRuns';
import { payPeriodFor, type PayrollFrequency } from './payPeriods';
import type { PaycheckRecord, PayrollRunRecord } from './payrollRunRecord';
import { yearToDateWages } from './yearToDate';

/** One employee as a run needs them: the tax profile, the name, how they are paid. */
export interface RunEmployee {
  profile: EmployeeTaxProfileInput & { id: string };
  name: string;
  paymentMethod: 'direct_deposit' | 'check';
  /** After-tax deductions for this check, in cents. */
  otherDeductions?: number;
}

/** A run that cannot be computed, with the reason a person can act on. */
export class PayrollRunRefused extends Error {}

function payBasis(employee: RunEmployee, frequency: PayrollFrequency): PaycheckRecord['payBasis'] {
  const profile = employeeTaxProfileSchema.parse(employee.profile);
  const hoursInPeriod =
    Math.round(((profile.hoursPerWeek ?? 40) * 52 * 100) / PERIODS_PER_YEAR[frequency]) / 100;
  return profile.payType === 'salary'
    ? { payType: 'salary', annualSalary: profile.salary ?? 0, hoursInPeriod }
    : { payType: 'hourly', hourlyRate: profile.hourlyRate ?? 0, hoursInPeriod };
}

function record(
  employee: RunEmployee,
  paycheck: Paycheck,
  frequency: PayrollFrequency,
): PaycheckRecord {
  return {
    employeeId: paycheck.employeeId,
    name: employee.name,
    paymentMethod: employee.paymentMethod,
    gross: paycheck.gross.amount,
    federalIncomeTax: paycheck.federalIncomeTax.amount,
    socialSecurity: paycheck.socialSecurity.amount,
    medicare: paycheck.medicare.amount,
    additionalMedicare: paycheck.additionalMedicare.amount,
    stateIncomeTax: paycheck.stateIncomeTax.amount,
    stateIncomeTaxExact: paycheck.stateIncomeTax.exact,
    stateIncomeTaxLabel: paycheck.stateIncomeTax.label,
    otherEmployeeTaxes: paycheck.otherEmployeeTaxes.reduce((sum, line) => sum + line.amount, 0),
    otherEmployeeTaxLines: paycheck.otherEmployeeTaxes.map(({ name, amount, explanation }) => ({
      name,
      amount,
      explanation,
    })),
    otherDeductions: paycheck.otherDeductions,
    net: paycheck.net,
    employer: {
      socialSecurity: paycheck.employer.socialSecurity.amount,
      medicare: paycheck.employer.medicare.amount,
      futa: paycheck.employer.futa.amount,
      suta: paycheck.employer.suta.amount,
    },
    sutaExact: paycheck.employer.suta.exact,
    explanations: {
      gross: paycheck.gross.explanation,
      federalIncomeTax: paycheck.federalIncomeTax.explanation,
      socialSecurity: paycheck.socialSecurity.explanation,
      medicare: paycheck.medicare.explanation,
      additionalMedicare: paycheck.additionalMedicare.explanation,
      stateIncomeTax: paycheck.stateIncomeTax.explanation,
    },
    payBasis: payBasis(employee, frequency),
    wagesAdded: {
      gross: paycheck.gross.amount,
      socialSecurityWages: paycheck.ytdAfter.socialSecurityWages,
      medicareWages: paycheck.ytdAfter.medicareWages,
      futaWages: paycheck.ytdAfter.futaWages,
      sutaWages: paycheck.ytdAfter.sutaWages,
    },
  };
}

/**
 * Computes a run for a pay date: the period it pays, each employee's paycheck against their
 * year-to-date wages from the company's completed runs, and the totals (sums of the paychecks).
 * Refused when there is no one to pay, when a completed run already pays that date, or when an
 * employee's taxes and deductions exceed their pay (naming them). The run is 'processing' until
 * it is approved. Its checks take the lowest numbers that no other run holds and no printed check
 * spent (`previousRuns` are the runs that stay: a run being replaced is left out of them).
 */
export function planPayrollRun(input: {
  id: string;
  payDate: string;
  frequency: PayrollFrequency;
  company: CompanyTax;
  employees: readonly RunEmployee[];
  previousRuns: readonly PayrollRunRecord[];
  /** The check register's numbers (printed checks, void ones too). */
  printedCheckNumbers?: readonly number[];
  createdAt: string;
  createdBy: string;
}): PayrollRunRecord {
  const { payDate, employees, previousRuns } = input;
  if (employees.length === 0)
    throw new PayrollRunRefused('Add at least one employee to run payroll');
  if (previousRuns.some((run) => run.status === 'completed' && run.payDate === payDate))
    throw new PayrollRunRefused(`A completed payroll already pays ${payDate}`);
  const ytd = yearToDateWages(previousRuns, payDate);
  const computed = computePayrollRun({
    taxYear: Number(payDate.slice(0, 4)),
    payDate,
    frequency: input.frequency,
    company: input.company,
    employees: employees.map((employee) => ({
      employee: employee.profile,
      ...(ytd.has(employee.profile.id) ? { ytd: ytd.get(employee.profile.id) } : {}),
      otherDeductions: employee.otherDeductions ?? 0,
    })),
  });
  const paychecks = computed.paychecks.map((paycheck, index) => {
    const employee = employees[index]!;
    if (paycheck.net < 0)
      throw new PayrollRunRefused(
        `${employee.name}: taxes and deductions exceed gross pay by ${formatUSD(-paycheck.net)}`,
      );
    return record(employee, paycheck, input.frequency);
  });
  const byCheck = paychecks.filter((p) => p.paymentMethod === 'check' && p.net > 0);
  const used = checkNumbersInUse(
    previousRuns,
    (input.printedCheckNumbers ?? []).map((number) => ({ number })),
  );
  const numbers = freeCheckNumbers(byCheck.length, used);
  byCheck.forEach((paycheck, index) => (paycheck.checkNumber = numbers[index]));
  // ytdAfter holds the year's wages through this check; the record keeps what this check added.
  for (const paycheck of paychecks) {
    const before = ytd.get(paycheck.employeeId);
    if (!before) continue;
    const added = paycheck.wagesAdded;
    added.socialSecurityWages -= before.socialSecurityWages;
    added.medicareWages -= before.medicareWages;
    added.futaWages -= before.futaWages;
    added.sutaWages -= before.sutaWages;
  }
  return {
    id: input.id,
    taxYear: computed.taxYear,
    frequency: input.frequency,
    state: computed.state,
    payDate,
    ...payPeriodFor(input.frequency, payDate),
    status: 'processing',
    paychecks,
    totalGrossPay: computed.totals.gross,
    totalNetPay: computed.totals.net,
    totalEmployerTaxes: computed.totals.employer.total,
    createdAt: input.createdAt,
    createdBy: input.createdBy,
  };
}
