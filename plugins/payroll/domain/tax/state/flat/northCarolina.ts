import type { Cents } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import type { Rate } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTaxToDollar } from './annualizedTax';

export interface NorthCarolinaFigures {
  /** The NC-30 withholding rate (the statutory rate plus NC-30's margin). */
  readonly rate: Rate;
  readonly standardDeduction: { readonly other: Cents; readonly headOfHousehold: Cents };
  readonly perAllowance: Cents;
}

/** North Carolina NC-30: the rate on wages less the deduction and allowances, to whole dollars. */
export function northCarolina(figures: NorthCarolinaFigures, year: number): StateModule {
  return {
    label: `North Carolina NC-30 (${year})`,
    taxesWages: true,
    compute(context) {
      const standard =
        context.filingStatus === 'head_of_household'
          ? figures.standardDeduction.headOfHousehold
          : figures.standardDeduction.other;
      const allowances = context.allowances * figures.perAllowance;
      const amount = perPeriodTaxToDollar(
        annualWages(context) - standard - allowances,
        figures.rate,
        context.periods,
      );
      return {
        amount,
        explanation: `${pct(figures.rate)} × (wages ${usd(context.wages)} − (standard deduction ${usd(standard)} + ${context.allowances} allowances × ${usd(figures.perAllowance)}) ÷ ${context.periods}), to whole dollars = ${usd(amount)}`,
      };
    },
  };
}
