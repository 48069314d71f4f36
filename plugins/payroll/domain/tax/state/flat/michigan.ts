import type { Cents } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import type { Rate } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTax } from './annualizedTax';

export interface MichiganFigures {
  readonly rate: Rate;
  readonly exemption: Cents;
}

/** Michigan Form 446: the flat rate on wages less the exemptions per period. */
export function michigan(figures: MichiganFigures, year: number): StateModule {
  return {
    label: `Michigan Form 446 (${year})`,
    taxesWages: true,
    compute(context) {
      const exemptions = context.allowances * figures.exemption;
      const amount = perPeriodTax(annualWages(context) - exemptions, figures.rate, context.periods);
      return {
        amount,
        explanation: `${pct(figures.rate)} × (wages ${usd(context.wages)} − ${context.allowances} exemptions × ${usd(figures.exemption)} ÷ ${context.periods}) = ${usd(amount)}; city income taxes are not included`,
      };
    },
  };
}
