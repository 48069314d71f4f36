import { text, usd } from '../arithmetic/formatting';
import type { StateCode } from '../schemas/stateCode';
import type { StateIncomeTax, StateModule, StateTaxContext } from './stateTypes';

/** Runs a state module and adds the certificate's extra withholding, the label and the exact flag. */
export function stateIncomeTax(
  module: StateModule,
  state: StateCode,
  context: StateTaxContext,
): StateIncomeTax {
  const computed = module.compute(context);
  const extra = module.taxesWages ? context.certificate.extraWithholding : 0;
  const amount = computed.amount + extra;
  const exact = computed.estimateReason === undefined;
  const heading = `${context.stateName} income tax${exact ? '' : ' (estimate)'}`;
  const extraText = extra ? `; + extra withholding ${usd(extra)} = ${usd(amount)}` : '';
  return {
    state,
    amount,
    exact,
    label: exact ? module.label : text`Estimate: ${computed.estimateReason}`,
    explanation: text`${heading}: ${computed.explanation}${extraText}`,
  };
}
