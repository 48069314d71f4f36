import { parseMoney, type Cents } from '@keel/core/domain';
import { percent, type Rate } from '../../arithmetic/rate';

/** A Method II table: each row withholds `add` plus `rate` of the net wage over `floor`. */
export interface NewYorkRateTable {
  readonly floors: readonly Cents[];
  readonly add: readonly Cents[];
  readonly rates: readonly Rate[];
}

export interface NewYorkPeriodTables {
  /** Table A: combined deduction and exemption allowance for the period. */
  readonly allowance: {
    readonly single: Cents;
    readonly married: Cents;
    readonly perExemption: Cents;
  };
  readonly single: NewYorkRateTable;
  readonly married: NewYorkRateTable;
}

export type NewYorkPeriod = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly' | 'annual';

export interface NewYorkTables {
  readonly methodIIIThresholds: { readonly single: Cents; readonly married: Cents };
  /** Method III rates from an annualized net wage upward, ascending. */
  readonly methodIIIRates: readonly { readonly from: Cents; readonly rate: Rate }[];
  readonly periods: Readonly<Record<NewYorkPeriod, NewYorkPeriodTables>>;
}

type DollarRow = readonly [floor: number, add: number, ratePercent: number];

function rateTable(rows: readonly DollarRow[]): NewYorkRateTable {
  return {
    floors: rows.map(([floor]) => parseMoney(floor)),
    add: rows.map(([, add]) => parseMoney(add)),
    rates: rows.map(([, , rate]) => percent(rate)),
  };
}

/** One period's Table A and rate tables, written in dollars and percentages as printed. */
export function newYorkPeriodTables(dollars: {
  allowance: { single: number; married: number; perExemption: number };
  single: readonly DollarRow[];
  married: readonly DollarRow[];
}): NewYorkPeriodTables {
  return {
    allowance: {
      single: parseMoney(dollars.allowance.single),
      married: parseMoney(dollars.allowance.married),
      perExemption: parseMoney(dollars.allowance.perExemption),
    },
    single: rateTable(dollars.single),
    married: rateTable(dollars.married),
  };
}

/** The year's New York tables, with Method III figures written in dollars and percentages. */
export function newYorkTables(tables: {
  methodIIIThresholds: { single: number; married: number };
  methodIIIRates: readonly (readonly [fromDollars: number, ratePercent: number])[];
  periods: Record<NewYorkPeriod, NewYorkPeriodTables>;
}): NewYorkTables {
  return {
    methodIIIThresholds: {
      single: parseMoney(tables.methodIIIThresholds.single),
      married: parseMoney(tables.methodIIIThresholds.married),
    },
    methodIIIRates: tables.methodIIIRates.map(([from, rate]) => ({
      from: parseMoney(from),
      rate: percent(rate),
    })),
    periods: tables.periods,
  };
}
