import { parseMoney } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import { percent } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTax } from './annualizedTax';

// us-payroll-2026.md §4.2, CO DR 1098 (2026): 4.4% of annualized wages less the DR 0004 allowance
const RATE = percent(4.4);
// §4.2: the default allowance without a DR 0004 conflicts ($10,000 MFJ / $5,000 other per S8,
// $11,000 / $5,500 per S2); the lower pair is used and the result is labelled an estimate.
const DEFAULT_ALLOWANCE = { marriedJointly: parseMoney(10_000), other: parseMoney(5_000) };

export function colorado(year: number): StateModule {
  return {
    label: `Colorado DR 1098 (${year})`,
    taxesWages: true,
    compute(context) {
      const own = context.certificate.annualAllowance;
      const allowance =
        own ??
        (context.filingStatus === 'married'
          ? DEFAULT_ALLOWANCE.marriedJointly
          : DEFAULT_ALLOWANCE.other);
      const annual = annualWages(context);
      const amount = perPeriodTax(annual - allowance, RATE, context.periods);
      return {
        amount,
        estimateReason:
          own === undefined
            ? "Colorado's default allowance without a DR 0004 is unconfirmed ($10,000/$5,000 or $11,000/$5,500)"
            : undefined,
        explanation: `DR 1098: (annual wages ${usd(annual)} − allowance ${usd(allowance)}${own === undefined ? ' default' : ' DR 0004'}) × ${pct(RATE)} ÷ ${context.periods} = ${usd(amount)}`,
      };
    },
  };
}
