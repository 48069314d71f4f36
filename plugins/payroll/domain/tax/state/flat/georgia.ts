import { parseMoney } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import { percent } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTax, rulesFrom } from './annualizedTax';

// us-payroll-2026.md §4.2, GA Employer's Withholding Guide (Dec 2025, Jun 2026) and HB 463
const BEFORE_11_MAY_2026 = {
  rate: percent(5.19),
  single: parseMoney(12_000),
  marriedJointly: parseMoney(24_000),
  perDependent: parseMoney(4_000),
};
const FROM_11_MAY_2026 = {
  rate: percent(4.99),
  single: parseMoney(15_000),
  marriedJointly: parseMoney(30_000),
  perDependent: parseMoney(5_000),
};

/** Georgia 2026: annualized wages less the standard deduction and dependent allowances. */
export function georgia2026(): StateModule {
  return {
    label: 'Georgia withholding (2026)',
    taxesWages: true,
    compute(context) {
      const { later, estimateReason } = rulesFrom(context, '2026-05-11');
      const rules = later ? FROM_11_MAY_2026 : BEFORE_11_MAY_2026;
      const standard = context.filingStatus === 'married' ? rules.marriedJointly : rules.single;
      const dependents = context.allowances * rules.perDependent;
      const annual = annualWages(context);
      const amount = perPeriodTax(annual - standard - dependents, rules.rate, context.periods);
      return {
        amount,
        estimateReason,
        explanation: `(annual wages ${usd(annual)} − standard deduction ${usd(standard)} − ${context.allowances} dependents × ${usd(rules.perDependent)}) × ${pct(rules.rate)} ÷ ${context.periods} = ${usd(amount)}`,
      };
    },
  };
}
