import { usd } from '../../arithmetic/formatting';
import { percent, taxAtRate } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';

export interface ArizonaFigures {
  /** The Form A-4 percentage of gross wages withheld from an employee who filed no A-4. */
  readonly defaultPercent: number;
}

/** Arizona Form A-4: the employee's elected percentage of gross wages, or the default. */
export function arizona(figures: ArizonaFigures, year: number): StateModule {
  return {
    label: `Arizona Form A-4 (${year})`,
    taxesWages: true,
    compute(context) {
      const elected = context.certificate.arizonaPercent;
      const chosen = elected ?? figures.defaultPercent;
      const amount = taxAtRate(context.wages, percent(chosen));
      const basis = elected === undefined ? 'default with no Form A-4' : 'Form A-4 election';
      return {
        amount,
        explanation: `${chosen}% of gross wages ${usd(context.wages)} (${basis}) = ${usd(amount)}`,
      };
    },
  };
}
