import type { StateModule } from './stateTypes';
import { rulesFrom } from './flat/annualizedTax';

/**
 * A state whose withholding changes during the year: `before` for pay dates until `changeDate`
 * (YYYY-MM-DD), `after` from it. Without a pay date the later rules are used and the result is
 * labelled an estimate. Named after the later method.
 */
export function changesOn(
  changeDate: string,
  before: StateModule,
  after: StateModule,
): StateModule {
  return {
    label: after.label,
    taxesWages: after.taxesWages,
    compute(context) {
      const { later, estimateReason } = rulesFrom(context, changeDate);
      const computed = (later ? after : before).compute(context);
      return { ...computed, estimateReason: computed.estimateReason ?? estimateReason };
    },
  };
}
