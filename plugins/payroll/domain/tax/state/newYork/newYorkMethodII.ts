import { pct, usd } from '../../arithmetic/formatting';
import { RATE_SCALE, taxAtRate } from '../../arithmetic/rate';
import { divideRoundHalfUp } from '../../arithmetic/rounding';
import type { StateModule } from '../stateTypes';
import { bracketIndex } from '../tableLookup';
import type { NewYorkPeriod, NewYorkTables } from './newYorkTables';

const PRINTED_PERIODS: ReadonlySet<string> = new Set([
  'weekly',
  'biweekly',
  'semimonthly',
  'monthly',
]);

/**
 * New York State NYS-50-T-NYS Method II (Exact Calculation), with Method III for high earners.
 * Method II does not annualize: each printed period has its own table. Frequencies without a
 * printed table in Keel are estimated from the annual table and labelled as estimates.
 */
export function newYorkMethodII(tables: NewYorkTables, year: number): StateModule {
  return {
    label: `New York NYS-50-T-NYS Method II (${year})`,
    taxesWages: true,
    compute(context) {
      const printed = PRINTED_PERIODS.has(context.frequency);
      const period: NewYorkPeriod = printed ? (context.frequency as NewYorkPeriod) : 'annual';
      const table = tables.periods[period];
      // IT-2104: Single and Head of household use the single tables.
      const status = context.filingStatus === 'married' ? 'married' : 'single';
      const exemptions = context.allowances;
      const wages = printed ? context.wages : context.wages * context.periods;
      const allowance = table.allowance[status] + table.allowance.perExemption * exemptions;
      const net = Math.max(0, wages - allowance);
      const annualNet = printed ? net * context.periods : net;
      const divisor = printed ? 1 : context.periods;
      const setup = `${status}, ${exemptions} exemptions, ${period} table: wages ${usd(wages)} − allowance ${usd(allowance)} = net ${usd(net)}`;
      const estimateReason = printed
        ? undefined
        : `New York Method II tables for ${context.frequency} pay are not in Keel (annual table used)`;

      const threshold = tables.methodIIIThresholds[status];
      if (annualNet >= threshold) {
        let rate = tables.methodIIIRates[0]?.rate ?? 0;
        for (const step of tables.methodIIIRates) if (annualNet >= step.from) rate = step.rate;
        const amount = divideRoundHalfUp(net * rate, RATE_SCALE * divisor);
        return {
          amount,
          estimateReason,
          explanation: `NYS-50-T-NYS ${year} Method III, ${setup}; annualized net ${usd(annualNet)} ≥ ${usd(threshold)}, so ${pct(rate)} of the whole net wage = ${usd(amount)}`,
        };
      }

      const rates = table[status];
      const index = bracketIndex(rates.floors, net);
      const floor = rates.floors[index] ?? 0;
      const add = rates.add[index] ?? 0;
      const rate = rates.rates[index] ?? 0;
      const amount = printed
        ? add + taxAtRate(net - floor, rate)
        : divideRoundHalfUp(add * RATE_SCALE + rate * (net - floor), RATE_SCALE * divisor);
      return {
        amount,
        estimateReason,
        explanation: `NYS-50-T-NYS ${year} Method II, ${setup}; ${usd(add)} + ${pct(rate)} of the excess over ${usd(floor)}${printed ? '' : ` ÷ ${divisor}`} = ${usd(amount)}`,
      };
    },
  };
}
