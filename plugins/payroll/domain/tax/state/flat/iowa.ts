import type { Cents } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import { RATE_SCALE, type Rate } from '../../arithmetic/rate';
import { divideRoundHalfUp } from '../../arithmetic/rounding';
import type { StateModule } from '../stateTypes';
import { annualWages } from './annualizedTax';

export interface IowaFigures {
  readonly rate: Rate;
  /** Annual deductions: column A, head of household, married with a non-earning spouse. */
  readonly deduction: {
    readonly columnA: Cents;
    readonly headOfHousehold: Cents;
    readonly marriedOneEarner: Cents;
  };
}

/** Iowa's withholding formula: the rate on wages less the deduction, less the IA W-4 credit. */
export function iowa(figures: IowaFigures, year: number): StateModule {
  return {
    label: `Iowa withholding formula (${year})`,
    taxesWages: true,
    compute(context) {
      const { annualCredit, spouseAlsoEarns } = context.certificate;
      const { deduction: deductions, rate } = figures;
      const deduction =
        context.filingStatus === 'head_of_household'
          ? deductions.headOfHousehold
          : context.filingStatus === 'married' && !spouseAlsoEarns
            ? deductions.marriedOneEarner
            : deductions.columnA;
      // T1 = wages − deduction ÷ periods; T2 = T1 × rate; T3 = T2 − credit ÷ periods (kept exact).
      const annualT2 = Math.max(0, annualWages(context) - deduction) * rate;
      const afterCredit = annualT2 - annualCredit * RATE_SCALE;
      const amount =
        afterCredit <= 0 ? 0 : divideRoundHalfUp(afterCredit, RATE_SCALE * context.periods);
      return {
        amount,
        explanation: `(wages ${usd(context.wages)} − deduction ${usd(deduction)} ÷ ${context.periods}) × ${pct(rate)} − IA W-4 credit ${usd(annualCredit)} ÷ ${context.periods} = ${usd(amount)}`,
      };
    },
  };
}
