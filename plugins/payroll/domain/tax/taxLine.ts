import type { Cents } from '@keel/core/domain';

/** One figure on a paycheck, with the sentence a paystub shows to explain it. */
export interface TaxLine {
  readonly amount: Cents;
  readonly explanation: string;
}
