import { parseMoney } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import { percent } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTax } from './annualizedTax';

// us-payroll-2026.md §4.2, LA R-1306 (1/26): 3.09% of wages less the L-4 deduction
const RATE = percent(3.09);
const DEDUCTION_BY_CLAIM = [0, parseMoney(12_875), parseMoney(25_750)] as const;

export function louisiana2026(): StateModule {
  return {
    label: 'Louisiana R-1306 (2026)',
    taxesWages: true,
    compute(context) {
      const claim = context.certificate.louisianaClaim;
      const deduction = DEDUCTION_BY_CLAIM[claim] ?? 0;
      const amount = perPeriodTax(annualWages(context) - deduction, RATE, context.periods);
      return {
        amount,
        explanation: `${pct(RATE)} × (wages ${usd(context.wages)} − L-4 deduction ${usd(deduction)} ÷ ${context.periods}) = ${usd(amount)}${claim === 0 ? ' (claim 0 / no L-4)' : ` (claim ${claim})`}`,
      };
    },
  };
}
