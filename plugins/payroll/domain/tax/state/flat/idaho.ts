import type { Cents } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import type { Rate } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTaxToDollar } from './annualizedTax';

export interface IdahoFigures {
  readonly rate: Rate;
  /** The annual threshold the rate applies above, by status. */
  readonly single: Cents;
  readonly married: Cents;
  readonly perAllowance: Cents;
}

/** Idaho: the rate on annualized wages less allowances over the threshold, to whole dollars. */
export function idaho(figures: IdahoFigures, year: number): StateModule {
  return {
    label: `Idaho withholding tables (${year})`,
    taxesWages: true,
    compute(context) {
      const threshold = context.filingStatus === 'married' ? figures.married : figures.single;
      const allowances = context.allowances * figures.perAllowance;
      const annual = annualWages(context);
      const amount = perPeriodTaxToDollar(
        annual - allowances - threshold,
        figures.rate,
        context.periods,
      );
      return {
        amount,
        explanation: `(annual wages ${usd(annual)} − ${context.allowances} allowances × ${usd(figures.perAllowance)} − threshold ${usd(threshold)}) × ${pct(figures.rate)} ÷ ${context.periods}, to whole dollars = ${usd(amount)}`,
      };
    },
  };
}
