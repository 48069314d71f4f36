import { parseMoney, type Cents } from '@keel/core/domain';
import type { Rate } from '../../arithmetic/rate';

/** A Method B rate table: bracket floors and the cumulative tax at each floor. */
export interface CaliforniaRateTable {
  readonly floors: readonly Cents[];
  readonly plus: readonly Cents[];
}

/** Tables 1–5 of DE 44 Method B for one pay period (or the annual tables). */
export interface CaliforniaPeriodTables {
  /** Table 1: [low column, high column]. */
  readonly lowIncomeExemption: readonly [Cents, Cents];
  /** Table 3: [low column, high column]. */
  readonly standardDeduction: readonly [Cents, Cents];
  /** Table 2, for 1…10 additional (estimated-deduction) allowances. */
  readonly estimatedDeduction: readonly Cents[];
  /** Table 4, for 1…10 regular allowances. */
  readonly exemptionCredit: readonly Cents[];
  readonly single: CaliforniaRateTable;
  readonly married: CaliforniaRateTable;
  readonly headOfHousehold: CaliforniaRateTable;
}

export type CaliforniaPeriod = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly' | 'annual';

export interface CaliforniaTables {
  /** The rate of each bracket, by position in every rate table. */
  readonly rates: readonly Rate[];
  readonly periods: Readonly<Record<CaliforniaPeriod, CaliforniaPeriodTables>>;
}

interface DollarRateTable {
  readonly floors: readonly number[];
  readonly plus: readonly number[];
}

/** Period tables written in dollars, as printed, converted to cents. */
export function californiaPeriodTables(dollars: {
  lowIncomeExemption: readonly [number, number];
  standardDeduction: readonly [number, number];
  estimatedDeduction: readonly number[];
  exemptionCredit: readonly number[];
  single: DollarRateTable;
  married: DollarRateTable;
  headOfHousehold: DollarRateTable;
}): CaliforniaPeriodTables {
  const cents = (values: readonly number[]) => values.map((value) => parseMoney(value));
  const pair = ([low, high]: readonly [number, number]) =>
    [parseMoney(low), parseMoney(high)] as const;
  const rateTable = (table: DollarRateTable) => ({
    floors: cents(table.floors),
    plus: cents(table.plus),
  });
  return {
    lowIncomeExemption: pair(dollars.lowIncomeExemption),
    standardDeduction: pair(dollars.standardDeduction),
    estimatedDeduction: cents(dollars.estimatedDeduction),
    exemptionCredit: cents(dollars.exemptionCredit),
    single: rateTable(dollars.single),
    married: rateTable(dollars.married),
    headOfHousehold: rateTable(dollars.headOfHousehold),
  };
}
