import type { Cents } from '@keel/core/domain';
import type { PayFrequency } from '../schemas/payFrequency';
import { payrollRunInputSchema, type PayrollRunInput } from '../schemas/paycheckInput';
import type { StateCode } from '../schemas/stateCode';
import type { Paycheck } from './paycheck';
import { paycheckFor } from './paycheckFor';
import { runContext } from './runContext';

/** Run totals: each is the sum of the same figure over the run's paychecks. */
export interface PayrollTotals {
  readonly gross: Cents;
  readonly federalIncomeTax: Cents;
  readonly socialSecurity: Cents;
  readonly medicare: Cents;
  readonly additionalMedicare: Cents;
  readonly stateIncomeTax: Cents;
  readonly otherEmployeeTaxes: Cents;
  readonly employeeTaxes: Cents;
  readonly otherDeductions: Cents;
  readonly net: Cents;
  readonly employer: {
    readonly socialSecurity: Cents;
    readonly medicare: Cents;
    readonly futa: Cents;
    readonly suta: Cents;
    readonly total: Cents;
  };
}

export interface PayrollRun {
  readonly taxYear: number;
  readonly payDate: string | undefined;
  readonly frequency: PayFrequency;
  readonly state: StateCode;
  readonly paychecks: readonly Paycheck[];
  readonly totals: PayrollTotals;
  /** False when any paycheck's state income tax is an estimate. */
  readonly stateIncomeTaxExact: boolean;
  /** Each distinct warning of the run's paychecks, once. */
  readonly warnings: readonly string[];
}

/**
 * Every employee's paycheck for one company and pay date, and the run's totals (sums of the
 * per-employee figures). Input is validated once, up front; tables are resolved once per run.
 */
export function computePayrollRun(input: PayrollRunInput): PayrollRun {
  const parsed = payrollRunInputSchema.parse(input);
  const run = runContext(parsed);
  const paychecks = parsed.employees.map((entry) => paycheckFor(run, entry));

  let gross = 0;
  let federalIncomeTax = 0;
  let socialSecurity = 0;
  let medicare = 0;
  let additionalMedicare = 0;
  let stateIncomeTax = 0;
  let otherEmployeeTaxes = 0;
  let employeeTaxes = 0;
  let otherDeductions = 0;
  let net = 0;
  let employerSocialSecurity = 0;
  let employerMedicare = 0;
  let futa = 0;
  let suta = 0;
  let employerTotal = 0;
  let stateIncomeTaxExact = true;
  const warnings = new Set<string>();
  for (const paycheck of paychecks) {
    gross += paycheck.gross.amount;
    federalIncomeTax += paycheck.federalIncomeTax.amount;
    socialSecurity += paycheck.socialSecurity.amount;
    medicare += paycheck.medicare.amount;
    additionalMedicare += paycheck.additionalMedicare.amount;
    stateIncomeTax += paycheck.stateIncomeTax.amount;
    for (const line of paycheck.otherEmployeeTaxes) otherEmployeeTaxes += line.amount;
    employeeTaxes += paycheck.employeeTaxes;
    otherDeductions += paycheck.otherDeductions;
    net += paycheck.net;
    employerSocialSecurity += paycheck.employer.socialSecurity.amount;
    employerMedicare += paycheck.employer.medicare.amount;
    futa += paycheck.employer.futa.amount;
    suta += paycheck.employer.suta.amount;
    employerTotal += paycheck.employer.total;
    stateIncomeTaxExact &&= paycheck.stateIncomeTax.exact;
    for (const warning of paycheck.warnings) warnings.add(warning);
  }

  return {
    taxYear: run.taxYear,
    payDate: run.payDate,
    frequency: run.frequency,
    state: run.state,
    paychecks,
    totals: {
      gross,
      federalIncomeTax,
      socialSecurity,
      medicare,
      additionalMedicare,
      stateIncomeTax,
      otherEmployeeTaxes,
      employeeTaxes,
      otherDeductions,
      net,
      employer: {
        socialSecurity: employerSocialSecurity,
        medicare: employerMedicare,
        futa,
        suta,
        total: employerTotal,
      },
    },
    stateIncomeTaxExact,
    warnings: [...warnings],
  };
}
