import type { Cents } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import type { Rate } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTax } from './annualizedTax';

export interface KentuckyFigures {
  readonly rate: Rate;
  readonly standardDeduction: Cents;
}

/** Kentucky 42A003: the flat rate on annualized wages less the standard deduction. */
export function kentucky(figures: KentuckyFigures, year: number): StateModule {
  return {
    label: `Kentucky 42A003 (${year})`,
    taxesWages: true,
    compute(context) {
      const annual = annualWages(context);
      const amount = perPeriodTax(
        annual - figures.standardDeduction,
        figures.rate,
        context.periods,
      );
      return {
        amount,
        explanation: `(annual wages ${usd(annual)} − standard deduction ${usd(figures.standardDeduction)}) × ${pct(figures.rate)} ÷ ${context.periods} = ${usd(amount)}`,
      };
    },
  };
}
