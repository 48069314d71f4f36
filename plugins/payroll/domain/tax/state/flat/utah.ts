import type { Cents } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import { taxAtRate, type Rate } from '../../arithmetic/rate';
import { divideRoundHalfUp, roundCentsToDollar } from '../../arithmetic/rounding';
import type { StateModule } from '../stateTypes';
import { annualWages } from './annualizedTax';

export interface UtahFigures {
  readonly rate: Rate;
  /** The share of wages over the threshold by which the allowance phases out. */
  readonly phaseOut: Rate;
  readonly baseAllowance: { readonly single: Cents; readonly married: Cents };
  readonly threshold: { readonly single: Cents; readonly married: Cents };
}

/**
 * Utah Pub 14: max(0, wages × rate − max(0, base allowance − phase-out × (wages − threshold))),
 * on annualized wages (the file gives annual figures), each product rounded to whole dollars, then
 * ÷ periods. Utah uses the federal W-4 status; head of household takes the single column.
 */
export function utah(figures: UtahFigures, year: number): StateModule {
  return {
    label: `Utah Pub 14 (${year})`,
    taxesWages: true,
    compute(context) {
      const column = context.filingStatus === 'married' ? 'married' : 'single';
      const annual = annualWages(context);
      const gross = roundCentsToDollar(taxAtRate(annual, figures.rate));
      const threshold = figures.threshold[column];
      const phaseOut = roundCentsToDollar(
        taxAtRate(Math.max(0, annual - threshold), figures.phaseOut),
      );
      const allowance = Math.max(0, figures.baseAllowance[column] - phaseOut);
      const amount = divideRoundHalfUp(Math.max(0, gross - allowance), context.periods);
      return {
        amount,
        explanation: `${column} column: annual wages ${usd(annual)} × ${pct(figures.rate)} = ${usd(gross)}; allowance ${usd(figures.baseAllowance[column])} − ${pct(figures.phaseOut)} × wages over ${usd(threshold)} (${usd(phaseOut)}) = ${usd(allowance)}; (${usd(gross)} − ${usd(allowance)}) ÷ ${context.periods} = ${usd(amount)}`,
      };
    },
  };
}
