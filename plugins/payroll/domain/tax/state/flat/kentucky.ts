import { parseMoney, type Cents } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import { percent, type Rate } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTax } from './annualizedTax';

interface KentuckyFigures {
  readonly rate: Rate;
  readonly standardDeduction: Cents;
}

// us-payroll-2026.md §4.2, KY 42A003 (2026): 3.5%, standard deduction $3,360
export const KENTUCKY_2026: KentuckyFigures = {
  rate: percent(3.5),
  standardDeduction: parseMoney(3_360),
};
// §4.2: 2025 rate 4.0%, standard deduction $3,270
export const KENTUCKY_2025: KentuckyFigures = {
  rate: percent(4.0),
  standardDeduction: parseMoney(3_270),
};

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
