import type { Cents } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import type { Rate } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTax } from './annualizedTax';

export interface IllinoisFigures {
  readonly rate: Rate;
  readonly line1Allowance: Cents;
  readonly line2Allowance: Cents;
}

/** Illinois IL-700-T: the rate on wages less the line-1 and line-2 allowances per period. */
export function illinois(figures: IllinoisFigures, year: number): StateModule {
  return {
    label: `Illinois IL-700-T (${year})`,
    taxesWages: true,
    compute(context) {
      const line2 = context.certificate.additionalAllowances;
      const allowance =
        context.allowances * figures.line1Allowance + line2 * figures.line2Allowance;
      const amount = perPeriodTax(annualWages(context) - allowance, figures.rate, context.periods);
      return {
        amount,
        explanation: `${pct(figures.rate)} × (wages ${usd(context.wages)} − (${context.allowances} × ${usd(figures.line1Allowance)} + ${line2} × ${usd(figures.line2Allowance)}) ÷ ${context.periods}) = ${usd(amount)}`,
      };
    },
  };
}
