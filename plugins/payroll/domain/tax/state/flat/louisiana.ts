import type { Cents } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import type { Rate } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTax } from './annualizedTax';

export interface LouisianaFigures {
  readonly rate: Rate;
  /** The annual L-4 deduction by claim (0, 1, 2). */
  readonly deductionByClaim: readonly Cents[];
}

/** Louisiana R-1306: the rate on wages less the L-4 deduction per period. */
export function louisiana(figures: LouisianaFigures, year: number): StateModule {
  return {
    label: `Louisiana R-1306 (${year})`,
    taxesWages: true,
    compute(context) {
      const claim = context.certificate.louisianaClaim;
      const deduction = figures.deductionByClaim[claim] ?? 0;
      const amount = perPeriodTax(annualWages(context) - deduction, figures.rate, context.periods);
      return {
        amount,
        explanation: `${pct(figures.rate)} × (wages ${usd(context.wages)} − L-4 deduction ${usd(deduction)} ÷ ${context.periods}) = ${usd(amount)}${claim === 0 ? ' (claim 0 / no L-4)' : ` (claim ${claim})`}`,
      };
    },
  };
}
