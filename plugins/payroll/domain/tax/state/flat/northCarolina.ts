import { parseMoney } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import { percent } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTaxToDollar } from './annualizedTax';

// us-payroll-2026.md §4.2, NC-30 (2026): withholding rate 4.09% (3.99% + 0.1%); annual standard
// deduction $12,750 single / married, $19,125 head of household; $2,500 per allowance; whole dollars
const RATE = percent(4.09);
const STANDARD_DEDUCTION = { other: parseMoney(12_750), headOfHousehold: parseMoney(19_125) };
const PER_ALLOWANCE = parseMoney(2_500);

export function northCarolina2026(): StateModule {
  return {
    label: 'North Carolina NC-30 (2026)',
    taxesWages: true,
    compute(context) {
      const standard =
        context.filingStatus === 'head_of_household'
          ? STANDARD_DEDUCTION.headOfHousehold
          : STANDARD_DEDUCTION.other;
      const allowances = context.allowances * PER_ALLOWANCE;
      const amount = perPeriodTaxToDollar(
        annualWages(context) - standard - allowances,
        RATE,
        context.periods,
      );
      return {
        amount,
        explanation: `${pct(RATE)} × (wages ${usd(context.wages)} − (standard deduction ${usd(standard)} + ${context.allowances} allowances × ${usd(PER_ALLOWANCE)}) ÷ ${context.periods}), to whole dollars = ${usd(amount)}`,
      };
    },
  };
}
