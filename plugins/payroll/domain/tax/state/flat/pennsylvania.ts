import { pct, usd } from '../../arithmetic/formatting';
import { percent, taxAtRate } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';

// us-payroll-2026.md §4.2, PA REV-415: 3.07% of all compensation, 2025 and 2026
const RATE = percent(3.07);

export function pennsylvania(year: number): StateModule {
  return {
    label: `Pennsylvania personal income tax (${year})`,
    taxesWages: true,
    compute(context) {
      const amount = taxAtRate(context.wages, RATE);
      return {
        amount,
        explanation: `${pct(RATE)} of ${usd(context.wages)} = ${usd(amount)}; local earned income tax is not included`,
      };
    },
  };
}
