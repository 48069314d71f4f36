import { parseMoney, type Cents } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import { percent, type Rate } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTax } from './annualizedTax';

interface IllinoisFigures {
  readonly rate: Rate;
  readonly line1Allowance: Cents;
  readonly line2Allowance: Cents;
}

// us-payroll-2026.md §4.2, IL-700-T (R-12/25): 4.95%, $2,925 per line-1 and $1,000 per line-2 allowance
export const ILLINOIS_2026: IllinoisFigures = {
  rate: percent(4.95),
  line1Allowance: parseMoney(2_925),
  line2Allowance: parseMoney(1_000),
};
// §4.2: 2025 line-1 allowance $2,850 (rate and line-2 amount unchanged)
export const ILLINOIS_2025: IllinoisFigures = {
  ...ILLINOIS_2026,
  line1Allowance: parseMoney(2_850),
};

export function illinois(figures: IllinoisFigures, year: number): StateModule {
  return {
    label: `Illinois IL-700-T (${year})`,
    taxesWages: true,
    compute(context) {
      const line2 = context.certificate.additionalAllowances;
      const allowance =
        context.allowances * figures.line1Allowance + line2 * figures.line2Allowance;
      const amount = perPeriodTax(annualWages(context) - allowance, figures.rate, context.periods);
      return {
        amount,
        explanation: `${pct(figures.rate)} × (wages ${usd(context.wages)} − (${context.allowances} × ${usd(figures.line1Allowance)} + ${line2} × ${usd(figures.line2Allowance)}) ÷ ${context.periods}) = ${usd(amount)}`,
      };
    },
  };
}
