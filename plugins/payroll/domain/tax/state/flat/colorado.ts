import type { Cents } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import type { Rate } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTax } from './annualizedTax';

export interface ColoradoFigures {
  readonly rate: Rate;
  /** The annual allowance of an employee without a DR 0004. */
  readonly defaultAllowance: { readonly marriedJointly: Cents; readonly other: Cents };
  /** Set when the default allowance is not confirmed: the estimate reason it gives. */
  readonly defaultAllowanceUnconfirmed?: string;
}

/** Colorado DR 1098: the rate on annualized wages less the DR 0004 allowance. */
export function colorado(figures: ColoradoFigures, year: number): StateModule {
  return {
    label: `Colorado DR 1098 (${year})`,
    taxesWages: true,
    compute(context) {
      const own = context.certificate.annualAllowance;
      const allowance =
        own ??
        (context.filingStatus === 'married'
          ? figures.defaultAllowance.marriedJointly
          : figures.defaultAllowance.other);
      const annual = annualWages(context);
      const amount = perPeriodTax(annual - allowance, figures.rate, context.periods);
      return {
        amount,
        estimateReason: own === undefined ? figures.defaultAllowanceUnconfirmed : undefined,
        explanation: `DR 1098: (annual wages ${usd(annual)} − allowance ${usd(allowance)}${own === undefined ? ' default' : ' DR 0004'}) × ${pct(figures.rate)} ÷ ${context.periods} = ${usd(amount)}`,
      };
    },
  };
}
