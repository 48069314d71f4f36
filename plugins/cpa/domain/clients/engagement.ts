/** How often an engagement's fee is billed; 'none' when no fee is agreed. */
export const billingFrequencies = ['none', 'one-time', 'monthly', 'quarterly', 'annually'] as const;
export type BillingFrequency = (typeof billingFrequencies)[number];

const perMonth: Record<BillingFrequency, number> = {
  none: 0,
  'one-time': 0,
  monthly: 1,
  quarterly: 1 / 3,
  annually: 1 / 12,
};

/**
 * An engagement's fee per month in whole cents: a recurring fee spread over its months; a one-off
 * fee is no monthly revenue.
 */
export function monthlyFeeCents(feeCents: number, billing: BillingFrequency): number {
  return Math.round(feeCents * perMonth[billing]);
}
