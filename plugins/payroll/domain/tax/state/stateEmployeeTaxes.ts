import type { Cents } from '@keel/core/domain';
import { pct, text, usd } from '../arithmetic/formatting';
import { taxAtRate } from '../arithmetic/rate';
import type { StateCode } from '../schemas/stateCode';
import type { TaxLine } from '../taxLine';
import type { StateEmployeeTax, TaxYearTables } from '../years/taxYearTables';

/** An employee-paid state payroll tax other than income tax, e.g. California SDI. */
export interface NamedTaxLine extends TaxLine {
  readonly name: string;
}

/** States whose employee payroll taxes the file names but does not give for a year. */
const NOT_IN_TABLES: Partial<Record<StateCode, string>> = {
  CA: 'California SDI',
  NY: 'New York SDI and Paid Family Leave',
  WA: 'Washington WA Cares and PFML premiums',
};

export interface StateEmployeeTaxes {
  readonly taxes: readonly StateEmployeeTax[];
  /** A warning when a known employee tax of the state is not computed. */
  readonly missing: string | undefined;
}

/** The state's employee payroll taxes in the year's tables (resolved once per run). */
export function stateEmployeeTaxes(state: StateCode, tables: TaxYearTables): StateEmployeeTaxes {
  const taxes = tables.stateEmployeeTaxes[state] ?? [];
  const known = NOT_IN_TABLES[state];
  const missing =
    known && taxes.length === 0
      ? `${known} for ${tables.year} is not computed by Keel yet and was not withheld`
      : undefined;
  return { taxes, missing };
}

export function employeeTaxLines(taxes: readonly StateEmployeeTax[], wages: Cents): NamedTaxLine[] {
  return taxes.map(({ name, rate }) => {
    const amount = taxAtRate(wages, rate);
    return {
      name,
      amount,
      explanation: text`${name}: ${pct(rate)} of ${usd(wages)} = ${usd(amount)} (no wage cap)`,
    };
  });
}
