import { describe, expect, it } from 'vitest';
import { aTransaction } from '../books/testBooks';
import type { Vendor } from '../books/vendors';
import { vendorPaymentsOfYear } from './vendorPayments';

const vendor = (id: string, is1099Eligible: boolean, w9OnFile?: boolean): Vendor => ({
  id,
  name: id,
  contactName: '',
  email: '',
  paymentTerms: 'Net 30',
  is1099Eligible,
  ...(w9OnFile === undefined ? {} : { w9OnFile }),
});

describe('vendor payments of a year', () => {
  it('sums each vendor’s payments in the year, tells whether the W-9 is on file and the address, and marks 1099 vendors at the threshold', () => {
    const answer = vendorPaymentsOfYear(
      [
        { ...vendor('design', true, true), address: '4 Pixel Ln, Austin, TX 78701' },
        vendor('writer', true),
        vendor('utility', false, false),
      ],
      [
        aTransaction({ vendorId: 'design', amount: -250_000, date: '2026-03-01' }),
        aTransaction({ vendorId: 'design', amount: 20_000, date: '2026-03-05' }),
        aTransaction({ vendorId: 'writer', amount: -199_999, date: '2026-06-01' }),
        aTransaction({ vendorId: 'writer', amount: -500_000, date: '2025-06-01' }),
        aTransaction({ vendorId: 'utility', amount: -900_000, date: '2026-06-01' }),
      ],
      2026,
    );
    expect(answer).toEqual({
      year: 2026,
      thresholdCents: 200_000,
      vendors: [
        {
          vendorId: 'design',
          name: 'design',
          is1099Eligible: true,
          taxIdOnFile: true,
          address: '4 Pixel Ln, Austin, TX 78701',
          paidCents: 250_000,
          reportable: true,
        },
        {
          vendorId: 'writer',
          name: 'writer',
          is1099Eligible: true,
          taxIdOnFile: false,
          address: '',
          paidCents: 199_999,
          reportable: false,
        },
        {
          vendorId: 'utility',
          name: 'utility',
          is1099Eligible: false,
          taxIdOnFile: false,
          address: '',
          paidCents: 900_000,
          reportable: false,
        },
      ],
    });
  });

  it('uses the $600 threshold for 2025 payments', () => {
    const answer = vendorPaymentsOfYear(
      [vendor('writer', true)],
      [aTransaction({ vendorId: 'writer', amount: -60_000, date: '2025-06-01' })],
      2025,
    );
    expect(answer.thresholdCents).toBe(60_000);
    expect(answer.vendors[0]?.reportable).toBe(true);
  });
});
