import { pct, usd } from '../arithmetic/formatting';
import { percent, taxAtRate, type Rate } from '../arithmetic/rate';
import type { StateCode } from '../schemas/stateCode';
import type { StateModule } from './stateTypes';

/**
 * The product spec's old flat state rates (spec 000 §5: CA 8%, NY 7%, AZ 4%; TX, FL, WA, NV, TN,
 * NH 0%; any other state 5%). Used only as a labelled estimate for a state and year without an
 * exact module (spec README, "Outdated figures").
 */
const SPEC_FLAT_RATES: Partial<Record<StateCode, Rate>> = {
  CA: percent(8),
  NY: percent(7),
  AZ: percent(4),
  TX: 0,
  FL: 0,
  WA: 0,
  NV: 0,
  TN: 0,
  NH: 0,
};
const SPEC_OTHER_STATE_RATE = percent(5);

/** The estimate for a state Keel has no exact module for in `taxYear`. */
export function specEstimate(state: StateCode, taxYear: number, yearOnly: boolean): StateModule {
  const rate = SPEC_FLAT_RATES[state] ?? SPEC_OTHER_STATE_RATE;
  return {
    label: 'Flat-rate estimate',
    taxesWages: true,
    compute(context) {
      const amount = taxAtRate(context.wages, rate);
      return {
        amount,
        estimateReason: `${context.stateName} has no exact ${yearOnly ? `${taxYear} ` : ''}module in Keel`,
        explanation: `estimate at a flat ${pct(rate)} of ${usd(context.wages)} = ${usd(amount)}; not the state's withholding method`,
      };
    },
  };
}
