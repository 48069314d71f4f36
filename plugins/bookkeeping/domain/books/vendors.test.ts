import { describe, expect, it } from 'vitest';
import { aTransaction } from './testBooks';
import { threshold1099Cents, vendor1099Totals, vendorFormSchema, type Vendor } from './vendors';

const vendor = (id: string, is1099Eligible: boolean): Vendor => ({
  id,
  name: id,
  contactName: '',
  email: '',
  paymentTerms: 'Net 30',
  is1099Eligible,
});

describe('1099 tracking', () => {
  it('uses $2,000 for payments in 2026 and later, $600 before', () => {
    expect(threshold1099Cents(2026)).toBe(200_000);
    expect(threshold1099Cents(2025)).toBe(60_000);
  });

  it('sums the year’s payments to each eligible vendor and flags those at the threshold', () => {
    const transactions = [
      aTransaction({ vendorId: 'design', amount: -150_000, date: '2026-02-01' }),
      aTransaction({ vendorId: 'design', amount: -50_000, date: '2026-09-01' }),
      aTransaction({ vendorId: 'design', amount: -90_000, date: '2025-12-31' }),
      aTransaction({ vendorId: 'design', amount: 10_000, date: '2026-10-01' }), // a refund is no payment
      aTransaction({ vendorId: 'cpa', amount: -199_999, date: '2026-04-15' }),
      aTransaction({ vendorId: 'utility', amount: -500_000, date: '2026-04-15' }),
    ];
    const totals = vendor1099Totals(
      [vendor('design', true), vendor('cpa', true), vendor('utility', false)],
      transactions,
      2026,
    );
    expect(totals).toEqual([
      { vendorId: 'design', paidCents: 200_000, thresholdCents: 200_000, reportable: true },
      { vendorId: 'cpa', paidCents: 199_999, thresholdCents: 200_000, reportable: false },
    ]);
  });

  it('names the field of a bad vendor form', () => {
    const parsed = vendorFormSchema.safeParse({
      name: ' ',
      contactName: '',
      email: 'not-an-email',
      paymentTerms: 'Net 30',
      is1099Eligible: true,
      address: 'x'.repeat(201),
    });
    expect(parsed.success).toBe(false);
    const issues = parsed.success
      ? []
      : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['name', 'Vendor name is required'],
      ['email', 'Enter a valid e-mail address'],
      ['address', 'Use at most 200 characters'],
    ]);
  });
});
