import type { Cents } from '@keel/core/domain';
import type { FederalWithholding } from '../federal/federalIncomeTax';
import type { SocialSecurityTax } from '../fica/ficaTaxes';
import type { YearToDate } from '../schemas/paycheckInput';
import type { NamedTaxLine } from '../state/stateEmployeeTaxes';
import type { StateIncomeTax } from '../state/stateTypes';
import type { TaxLine } from '../taxLine';
import type { FutaTax } from '../unemployment/futa';
import type { SutaTax } from '../unemployment/suta';

/** The employer's own taxes on one paycheck (not withheld from the employee). */
export interface EmployerTaxes {
  /** The same line as the employee's: equal amount on the same wages. */
  readonly socialSecurity: SocialSecurityTax;
  /** The same line as the employee's Medicare (no Additional Medicare for the employer). */
  readonly medicare: TaxLine;
  readonly futa: FutaTax;
  /** `exact` is false when Keel lacks the state's SUTA rate or wage base (amount 0). */
  readonly suta: SutaTax;
  readonly total: Cents;
}

/** One employee's paycheck: every figure in cents, each with its explanation. */
export interface Paycheck {
  readonly employeeId: string;
  readonly gross: TaxLine;
  readonly federalIncomeTax: FederalWithholding;
  readonly socialSecurity: SocialSecurityTax;
  readonly medicare: TaxLine;
  readonly additionalMedicare: TaxLine;
  readonly stateIncomeTax: StateIncomeTax;
  /** Employee-paid state payroll taxes other than income tax (e.g. California SDI). */
  readonly otherEmployeeTaxes: readonly NamedTaxLine[];
  /** Sum of every employee tax above. */
  readonly employeeTaxes: Cents;
  /** After-tax deductions. */
  readonly otherDeductions: Cents;
  /** gross − employeeTaxes − otherDeductions, exactly. */
  readonly net: Cents;
  readonly employer: EmployerTaxes;
  /** Year-to-date wages including this paycheck, to pass to the next run. */
  readonly ytdAfter: YearToDate;
  readonly warnings: readonly string[];
}
