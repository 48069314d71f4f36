import type { Cents } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import type { Rate } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTax } from './annualizedTax';

export interface IndianaFigures {
  readonly rate: Rate;
  /** Annual exemptions: personal, dependent and adopted dependent. */
  readonly personal: Cents;
  readonly dependent: Cents;
  readonly adopted: Cents;
}

/** Indiana state withholding (Departmental Notice #1); county tax is not computed. */
export function indiana(figures: IndianaFigures, year: number): StateModule {
  return {
    label: `Indiana state withholding, Departmental Notice #1 (${year})`,
    taxesWages: true,
    compute(context) {
      const { additionalAllowances: dependents, adoptedDependents: adopted } = context.certificate;
      const exemptions =
        context.allowances * figures.personal +
        dependents * figures.dependent +
        adopted * figures.adopted;
      const amount = perPeriodTax(annualWages(context) - exemptions, figures.rate, context.periods);
      return {
        amount,
        explanation: `${pct(figures.rate)} × (wages ${usd(context.wages)} − exemptions ${usd(exemptions)} ÷ ${context.periods}) = ${usd(amount)}; state tax only, county tax is not included`,
      };
    },
  };
}
