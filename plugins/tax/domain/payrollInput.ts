/**
 * What the tax reads of the payroll facts (the `payroll.facts` service, which only client/ and
 * server/ may call): the same fields, named here so that domain/ stays free of other plugins. A
 * `PayrollFacts` answer fits this shape as it is.
 */

/** A quarter of a year. */
export interface YearQuarter {
  year: number;
  quarter: 1 | 2 | 3 | 4;
}

/** A payroll tax's liability in one quarter and jurisdiction ('US' for federal taxes). */
export interface PayrollTaxLiability {
  tax: string;
  jurisdiction: string;
  period: YearQuarter;
  liabilityCents: number;
}

/** One federal deposit of the Form 941 taxes of its paydays. */
export interface PayrollDeposit {
  dueDate: string;
  period: YearQuarter;
  paydays: readonly string[];
  amountCents: number;
  schedule: 'monthly' | 'semiweekly';
  nextDay: boolean;
}

/** The approved runs of a quarter. */
export interface PayrollQuarterTotals {
  period: YearQuarter;
  runs: number;
  grossCents: number;
}

/** The payroll facts the tax uses. */
export interface PayrollInput {
  activeEmployees: number;
  totals: readonly PayrollQuarterTotals[];
  liabilities: readonly PayrollTaxLiability[];
  deposits: readonly PayrollDeposit[];
}
