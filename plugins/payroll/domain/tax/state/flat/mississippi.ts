import { parseMoney } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import { percent } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTaxToDollar } from './annualizedTax';

// us-payroll-2026.md §4.2, MS 89-700 (2026): 0% on the first $10,000 of annual taxable wages,
// 4.0% above; standard deduction $2,300 single, $3,400 head of family, $4,600 married with one
// earner, $2,300 each when both work; less 89-350 exemptions; rounded to whole dollars
const RATE = percent(4.0);
const ZERO_RATE_BAND = parseMoney(10_000);
const STANDARD_DEDUCTION = {
  single: parseMoney(2_300),
  headOfFamily: parseMoney(3_400),
  marriedOneEarner: parseMoney(4_600),
  marriedBothWork: parseMoney(2_300),
};

export function mississippi2026(): StateModule {
  return {
    label: 'Mississippi 89-700 (2026)',
    taxesWages: true,
    compute(context) {
      const { spouseAlsoEarns, annualAllowance } = context.certificate;
      const standard =
        context.filingStatus === 'head_of_household'
          ? STANDARD_DEDUCTION.headOfFamily
          : context.filingStatus === 'married'
            ? spouseAlsoEarns
              ? STANDARD_DEDUCTION.marriedBothWork
              : STANDARD_DEDUCTION.marriedOneEarner
            : STANDARD_DEDUCTION.single;
      const exemptions = annualAllowance ?? 0;
      const annual = annualWages(context);
      const taxable = annual - standard - exemptions;
      const amount = perPeriodTaxToDollar(taxable - ZERO_RATE_BAND, RATE, context.periods);
      return {
        amount,
        explanation: `annual wages ${usd(annual)} − standard deduction ${usd(standard)} − 89-350 exemptions ${usd(exemptions)} = ${usd(Math.max(0, taxable))}; ${pct(RATE)} above ${usd(ZERO_RATE_BAND)}, ÷ ${context.periods}, to whole dollars = ${usd(amount)}`,
      };
    },
  };
}
