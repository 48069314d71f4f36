import { parseMoney } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import { percent, RATE_SCALE } from '../../arithmetic/rate';
import { divideRoundHalfUp } from '../../arithmetic/rounding';
import type { StateModule } from '../stateTypes';
import { annualWages } from './annualizedTax';

// us-payroll-2026.md §4.2, IA 2026 formula: 3.8%; annual deduction $13,000 (column A),
// $19,500 head of household, $26,000 married filing jointly with a non-earning spouse
const RATE = percent(3.8);
const DEDUCTION = {
  columnA: parseMoney(13_000),
  headOfHousehold: parseMoney(19_500),
  marriedOneEarner: parseMoney(26_000),
};

export function iowa2026(): StateModule {
  return {
    label: 'Iowa withholding formula (2026)',
    taxesWages: true,
    compute(context) {
      const { annualCredit, spouseAlsoEarns } = context.certificate;
      const deduction =
        context.filingStatus === 'head_of_household'
          ? DEDUCTION.headOfHousehold
          : context.filingStatus === 'married' && !spouseAlsoEarns
            ? DEDUCTION.marriedOneEarner
            : DEDUCTION.columnA;
      // T1 = wages − deduction ÷ periods; T2 = T1 × rate; T3 = T2 − credit ÷ periods (kept exact).
      const annualT2 = Math.max(0, annualWages(context) - deduction) * RATE;
      const afterCredit = annualT2 - annualCredit * RATE_SCALE;
      const amount =
        afterCredit <= 0 ? 0 : divideRoundHalfUp(afterCredit, RATE_SCALE * context.periods);
      return {
        amount,
        explanation: `(wages ${usd(context.wages)} − deduction ${usd(deduction)} ÷ ${context.periods}) × ${pct(RATE)} − IA W-4 credit ${usd(annualCredit)} ÷ ${context.periods} = ${usd(amount)}`,
      };
    },
  };
}
