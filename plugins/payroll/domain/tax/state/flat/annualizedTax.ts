import type { Cents } from '@keel/core/domain';
import { RATE_SCALE, type Rate } from '../../arithmetic/rate';
import { divideRoundHalfUp } from '../../arithmetic/rounding';
import type { StateTaxContext } from '../stateTypes';

/** This period's wages × periods per year. */
export function annualWages(context: StateTaxContext): Cents {
  return context.wages * context.periods;
}

/**
 * `rate` × an annual taxable amount ÷ periods, rounded once to the cent (halves up); 0 when the
 * taxable amount is not positive. The same as (wages − annual amount ÷ periods) × rate, exactly.
 */
export function perPeriodTax(annualTaxable: Cents, rate: Rate, periods: number): Cents {
  if (annualTaxable <= 0) return 0;
  return divideRoundHalfUp(annualTaxable * rate, RATE_SCALE * periods);
}

/** As `perPeriodTax`, rounded to whole dollars (halves up) for states that say so. */
export function perPeriodTaxToDollar(annualTaxable: Cents, rate: Rate, periods: number): Cents {
  if (annualTaxable <= 0) return 0;
  return divideRoundHalfUp(annualTaxable * rate, RATE_SCALE * periods * 100) * 100;
}

/**
 * Whether the rules from `changeDate` (YYYY-MM-DD) apply to this pay date. Without a pay date the
 * later rules are used and the result is labelled an estimate.
 */
export function rulesFrom(
  context: StateTaxContext,
  changeDate: string,
): { later: boolean; estimateReason?: string } {
  if (context.payDate === undefined) {
    return {
      later: true,
      estimateReason: `${context.stateName} withholding changes on ${changeDate} and the run has no pay date (the later rules were used)`,
    };
  }
  return { later: context.payDate >= changeDate };
}
