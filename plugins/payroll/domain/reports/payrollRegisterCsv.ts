import { centsToDecimal, type Cents } from '@keel/core/domain';
import { csvLine } from './csvCell';
import {
  payrollRegisterInputSchema,
  type PayrollRegisterInput,
  type RegisterPaycheck,
} from './payrollRegisterInput';

/** The register's columns, in order. */
export const PAYROLL_REGISTER_HEADERS = [
  'Employee ID',
  'Employee Name',
  'Pay Date',
  'Period Start',
  'Period End',
  'Gross Pay',
  'Federal Income Tax',
  'Social Security',
  'Medicare',
  'Additional Medicare',
  'State',
  'State Income Tax',
  'State Tax Is Estimate',
  'Other Employee Taxes',
  'Other Deductions',
  'Net Pay',
  'Employer Social Security',
  'Employer Medicare',
  'FUTA',
  'SUTA',
  'SUTA Is Estimate',
] as const;

/** The label of the totals row, in the Employee ID column. */
export const REGISTER_TOTAL_LABEL = 'Total';

/** Each amount column and how a paycheck gives it, in column order after the dates. */
const AMOUNTS = {
  gross: (p) => p.gross.amount,
  federal: (p) => p.federalIncomeTax.amount,
  socialSecurity: (p) => p.socialSecurity.amount,
  medicare: (p) => p.medicare.amount,
  additionalMedicare: (p) => p.additionalMedicare.amount,
  state: (p) => p.stateIncomeTax.amount,
  otherTaxes: (p) => p.otherEmployeeTaxes.reduce((sum, tax) => sum + tax.amount, 0),
  otherDeductions: (p) => p.otherDeductions,
  net: (p) => p.net,
  employerSocialSecurity: (p) => p.employer.socialSecurity.amount,
  employerMedicare: (p) => p.employer.medicare.amount,
  futa: (p) => p.employer.futa.amount,
  suta: (p) => p.employer.suta.amount,
} satisfies Record<string, (paycheck: RegisterPaycheck) => Cents>;
type AmountKey = keyof typeof AMOUNTS;
const AMOUNT_KEYS = Object.keys(AMOUNTS) as AmountKey[];

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/** The cells after the dates, from amounts by column and the two estimate flags. */
function figureCells(
  amounts: Record<AmountKey, Cents>,
  state: string,
  stateEstimate: boolean,
  sutaEstimate: boolean,
): string[] {
  const $ = (key: AmountKey) => centsToDecimal(amounts[key]);
  return [
    $('gross'),
    $('federal'),
    $('socialSecurity'),
    $('medicare'),
    $('additionalMedicare'),
    state,
    $('state'),
    yesNo(stateEstimate),
    $('otherTaxes'),
    $('otherDeductions'),
    $('net'),
    $('employerSocialSecurity'),
    $('employerMedicare'),
    $('futa'),
    $('suta'),
    yesNo(sutaEstimate),
  ];
}

/**
 * The payroll register CSV of Export Reports: a header, one row per paycheck (in the run's
 * order), and a totals row whose every amount is the sum of the rows above. Amounts are dollars
 * with two decimals; a state income tax or SUTA Keel could only estimate says so in its column.
 * RFC 4180 quoting, CRLF line ends, formula-like names neutralised. A UTF-8 byte order mark
 * leads by default so Excel shows accented names correctly.
 */
export function payrollRegisterCsv(
  input: PayrollRegisterInput,
  options: { byteOrderMark?: boolean } = {},
): string {
  const run = payrollRegisterInputSchema.parse(input);
  const names = new Map(run.employees.map((employee) => [employee.id, employee.name]));
  const dates = [run.payDate, run.periodStart, run.periodEnd];
  const totals = Object.fromEntries(AMOUNT_KEYS.map((key) => [key, 0])) as Record<AmountKey, Cents>;
  let anyStateEstimate = false;
  let anySutaEstimate = false;
  let csv = ((options.byteOrderMark ?? true) ? '\uFEFF' : '') + csvLine(PAYROLL_REGISTER_HEADERS);
  for (const paycheck of run.paychecks) {
    const amounts = {} as Record<AmountKey, Cents>;
    for (const key of AMOUNT_KEYS) {
      amounts[key] = AMOUNTS[key](paycheck);
      totals[key] += amounts[key];
    }
    anyStateEstimate ||= !paycheck.stateIncomeTax.exact;
    anySutaEstimate ||= !paycheck.employer.suta.exact;
    csv += csvLine([
      paycheck.employeeId,
      names.get(paycheck.employeeId) ?? '',
      ...dates,
      ...figureCells(
        amounts,
        paycheck.stateIncomeTax.state,
        !paycheck.stateIncomeTax.exact,
        !paycheck.employer.suta.exact,
      ),
    ]);
  }
  const states = new Set(run.paychecks.map((paycheck) => paycheck.stateIncomeTax.state));
  const count = run.paychecks.length;
  csv += csvLine([
    REGISTER_TOTAL_LABEL,
    `${count} ${count === 1 ? 'employee' : 'employees'}`,
    ...dates,
    ...figureCells(
      totals,
      states.size === 1 ? [...states][0]! : '',
      anyStateEstimate,
      anySutaEstimate,
    ),
  ]);
  return csv;
}

/** The file name Export Reports saves the register as, e.g. "payroll-register-2026-03-06.csv". */
export function payrollRegisterFileName(payDate: string): string {
  return `payroll-register-${payDate}.csv`;
}
