import { usd } from '../../arithmetic/formatting';
import { percent, taxAtRate } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';

// us-payroll-2026.md §4.2, AZ Form A-4 (2026): elected % of gross wages, 2.0% without an A-4
const DEFAULT_PERCENT = 2;

export function arizona(year: number): StateModule {
  return {
    label: `Arizona Form A-4 (${year})`,
    taxesWages: true,
    compute(context) {
      const elected = context.certificate.arizonaPercent;
      const chosen = elected ?? DEFAULT_PERCENT;
      const amount = taxAtRate(context.wages, percent(chosen));
      const basis = elected === undefined ? 'default with no Form A-4' : 'Form A-4 election';
      return {
        amount,
        explanation: `${chosen}% of gross wages ${usd(context.wages)} (${basis}) = ${usd(amount)}`,
      };
    },
  };
}
