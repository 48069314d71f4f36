import type { Cents } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import type { Rate } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTax } from './annualizedTax';

export interface GeorgiaFigures {
  readonly rate: Rate;
  /** Standard deduction: single (and any status but married) and married filing jointly. */
  readonly single: Cents;
  readonly marriedJointly: Cents;
  readonly perDependent: Cents;
}

/** Georgia: annualized wages less the standard deduction and dependent allowances. */
export function georgia(figures: GeorgiaFigures, year: number): StateModule {
  return {
    label: `Georgia withholding (${year})`,
    taxesWages: true,
    compute(context) {
      const standard = context.filingStatus === 'married' ? figures.marriedJointly : figures.single;
      const dependents = context.allowances * figures.perDependent;
      const annual = annualWages(context);
      const amount = perPeriodTax(annual - standard - dependents, figures.rate, context.periods);
      return {
        amount,
        explanation: `(annual wages ${usd(annual)} − standard deduction ${usd(standard)} − ${context.allowances} dependents × ${usd(figures.perDependent)}) × ${pct(figures.rate)} ÷ ${context.periods} = ${usd(amount)}`,
      };
    },
  };
}
