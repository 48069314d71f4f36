import type { Cents } from '@keel/core/domain';
import { pct, text, usd } from '../arithmetic/formatting';
import { percent, taxAtRate, type Rate } from '../arithmetic/rate';
import type { StateCode } from '../schemas/stateCode';
import type { TaxLine } from '../taxLine';

/** An employee-paid state payroll tax other than income tax, e.g. California SDI. */
export interface NamedTaxLine extends TaxLine {
  readonly name: string;
}

interface FlatEmployeeTax {
  readonly name: string;
  readonly rate: Rate;
}

// us-payroll-2026.md §4.3: California SDI 1.3% employee, no wage cap, 2026 (S10, CONFIRMED)
const EMPLOYEE_TAXES: Readonly<Record<number, Partial<Record<StateCode, FlatEmployeeTax[]>>>> = {
  2026: { CA: [{ name: 'California SDI', rate: percent(1.3) }] },
};

/** States whose employee payroll taxes the file names but does not give for a year. */
const NOT_IN_TABLES: Partial<Record<StateCode, string>> = {
  CA: 'California SDI',
  NY: 'New York SDI and Paid Family Leave',
  WA: 'Washington WA Cares and PFML premiums',
};

export interface StateEmployeeTaxes {
  readonly taxes: readonly FlatEmployeeTax[];
  /** A warning when a known employee tax of the state is not computed. */
  readonly missing: string | undefined;
}

/** The state's employee payroll taxes for the year (resolved once per run). */
export function stateEmployeeTaxes(state: StateCode, taxYear: number): StateEmployeeTaxes {
  const taxes = EMPLOYEE_TAXES[taxYear]?.[state] ?? [];
  const known = NOT_IN_TABLES[state];
  const missing =
    known && taxes.length === 0
      ? `${known} for ${taxYear} is not computed by Keel yet and was not withheld`
      : undefined;
  return { taxes, missing };
}

export function employeeTaxLines(taxes: readonly FlatEmployeeTax[], wages: Cents): NamedTaxLine[] {
  return taxes.map(({ name, rate }) => {
    const amount = taxAtRate(wages, rate);
    return {
      name,
      amount,
      explanation: text`${name}: ${pct(rate)} of ${usd(wages)} = ${usd(amount)} (no wage cap)`,
    };
  });
}
