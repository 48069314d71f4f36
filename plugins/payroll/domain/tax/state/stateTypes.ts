import type { Cents } from '@keel/core/domain';
import type { EmployeeTaxProfile } from '../schemas/employeeTaxProfile';
import type { PayFrequency } from '../schemas/payFrequency';
import type { StateCode } from '../schemas/stateCode';
import type { StateWithholding } from '../schemas/stateWithholding';
import type { TaxLine } from '../taxLine';

/** What a state module needs to withhold for one employee and one pay period. */
export interface StateTaxContext {
  readonly stateName: string;
  readonly taxYear: number;
  /** YYYY-MM-DD, when the run has one. */
  readonly payDate: string | undefined;
  readonly frequency: PayFrequency;
  readonly periods: number;
  /** Taxable wages this period, in cents. */
  readonly wages: Cents;
  readonly filingStatus: EmployeeTaxProfile['taxFilingStatus'];
  /** Regular state allowances: the state certificate's, else the employee's taxAllowances. */
  readonly allowances: number;
  readonly certificate: StateWithholding;
}

export interface StateTaxComputation {
  readonly amount: Cents;
  /** What was done, after "<State> income tax: ". */
  readonly explanation: string;
  /** Set when this result is not the state's exact method (said after "Estimate: "). */
  readonly estimateReason?: string;
}

/** A state's withholding method for one tax year. */
export interface StateModule {
  /** Names the method, e.g. "California EDD DE 44 Method B (2026)". */
  readonly label: string;
  /** False for states without an income tax on wages (no extra withholding is added). */
  readonly taxesWages: boolean;
  compute(context: StateTaxContext): StateTaxComputation;
}

/** State income tax withholding for one paycheck. */
export interface StateIncomeTax extends TaxLine {
  readonly state: StateCode;
  /** False for an estimate; the UI must never show an estimate as exact. */
  readonly exact: boolean;
  /** The method, or "Estimate: …" for an estimate. */
  readonly label: string;
}
