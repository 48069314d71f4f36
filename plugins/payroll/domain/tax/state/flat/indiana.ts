import { parseMoney } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import { percent } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTax } from './annualizedTax';

// us-payroll-2026.md §4.2, IN Departmental Notice #1 (01-26): 2.95%; exemptions $1,000 personal,
// $1,500 dependent, $3,000 adopted dependent (county tax not in the file)
const RATE = percent(2.95);
const PERSONAL = parseMoney(1_000);
const DEPENDENT = parseMoney(1_500);
const ADOPTED = parseMoney(3_000);

export function indiana2026(): StateModule {
  return {
    label: 'Indiana state withholding, Departmental Notice #1 (2026)',
    taxesWages: true,
    compute(context) {
      const { additionalAllowances: dependents, adoptedDependents: adopted } = context.certificate;
      const exemptions = context.allowances * PERSONAL + dependents * DEPENDENT + adopted * ADOPTED;
      const amount = perPeriodTax(annualWages(context) - exemptions, RATE, context.periods);
      return {
        amount,
        explanation: `${pct(RATE)} × (wages ${usd(context.wages)} − exemptions ${usd(exemptions)} ÷ ${context.periods}) = ${usd(amount)}; state tax only, county tax is not included`,
      };
    },
  };
}
