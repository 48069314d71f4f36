import { parseMoney } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import { percent } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTaxToDollar, rulesFrom } from './annualizedTax';

// us-payroll-2026.md §4.2, ID percentage table: 5.3% over a threshold, rounded to whole dollars
const RATE = percent(5.3);
const TO_30_JULY_2026 = {
  single: parseMoney(15_000),
  married: parseMoney(30_000),
  perAllowance: parseMoney(3_868),
};
// §4.2, ID table effective 31 Jul 2026 (child credit sunset)
const FROM_31_JULY_2026 = {
  single: parseMoney(16_100),
  married: parseMoney(32_200),
  perAllowance: 0,
};

/** Idaho 2026: 5.3% of annualized wages less allowances over the threshold, to whole dollars. */
export function idaho2026(): StateModule {
  return {
    label: 'Idaho withholding tables (2026)',
    taxesWages: true,
    compute(context) {
      const { later, estimateReason } = rulesFrom(context, '2026-07-31');
      const rules = later ? FROM_31_JULY_2026 : TO_30_JULY_2026;
      const threshold = context.filingStatus === 'married' ? rules.married : rules.single;
      const allowances = context.allowances * rules.perAllowance;
      const annual = annualWages(context);
      const amount = perPeriodTaxToDollar(annual - allowances - threshold, RATE, context.periods);
      return {
        amount,
        estimateReason,
        explanation: `(annual wages ${usd(annual)} − ${context.allowances} allowances × ${usd(rules.perAllowance)} − threshold ${usd(threshold)}) × ${pct(RATE)} ÷ ${context.periods}, to whole dollars = ${usd(amount)}`,
      };
    },
  };
}
