import { parseMoney, type Cents } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import { percent, type Rate } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTax } from './annualizedTax';

interface MichiganFigures {
  readonly rate: Rate;
  readonly exemption: Cents;
}

// us-payroll-2026.md §4.2, MI Form 446 (02-26): 4.25%, $5,900 per exemption
export const MICHIGAN_2026: MichiganFigures = { rate: percent(4.25), exemption: parseMoney(5_900) };
// §4.2: 2025 rate 4.25%, exemption $5,800
export const MICHIGAN_2025: MichiganFigures = { rate: percent(4.25), exemption: parseMoney(5_800) };

export function michigan(figures: MichiganFigures, year: number): StateModule {
  return {
    label: `Michigan Form 446 (${year})`,
    taxesWages: true,
    compute(context) {
      const exemptions = context.allowances * figures.exemption;
      const amount = perPeriodTax(annualWages(context) - exemptions, figures.rate, context.periods);
      return {
        amount,
        explanation: `${pct(figures.rate)} × (wages ${usd(context.wages)} − ${context.allowances} exemptions × ${usd(figures.exemption)} ÷ ${context.periods}) = ${usd(amount)}; city income taxes are not included`,
      };
    },
  };
}
