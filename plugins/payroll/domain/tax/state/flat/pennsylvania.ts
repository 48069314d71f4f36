import { pct, usd } from '../../arithmetic/formatting';
import { taxAtRate, type Rate } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';

export interface PennsylvaniaFigures {
  readonly rate: Rate;
}

/** Pennsylvania personal income tax: the flat rate on all compensation. */
export function pennsylvania(figures: PennsylvaniaFigures, year: number): StateModule {
  return {
    label: `Pennsylvania personal income tax (${year})`,
    taxesWages: true,
    compute(context) {
      const amount = taxAtRate(context.wages, figures.rate);
      return {
        amount,
        explanation: `${pct(figures.rate)} of ${usd(context.wages)} = ${usd(amount)}; local earned income tax is not included`,
      };
    },
  };
}
