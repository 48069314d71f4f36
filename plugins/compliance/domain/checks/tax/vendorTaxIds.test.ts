import { describe, expect, it } from 'vitest';
import { compliantCompany } from '../compliantCompany.testSupport';
import { checkVendorTaxIds } from './vendorTaxIds';

describe('1099 vendors over the threshold have a W-9 on file', () => {
  it('passes when each reportable vendor has its W-9', () => {
    expect(checkVendorTaxIds(compliantCompany())).toMatchObject({
      status: 'passed',
      summary: 'Each of the 1 1099 vendor paid over the threshold has a W-9 on file.',
    });
  });

  it('names each vendor without a W-9 once, with its payments of both years and the vendor to fix', () => {
    const input = compliantCompany();
    input.books.vendorPayments[0]!.vendors.push({
      vendorId: 'v-acme',
      name: 'Acme Supplies',
      is1099Eligible: true,
      taxIdOnFile: false,
      paidCents: 75_000,
    });
    input.books.vendorPayments[1]!.vendors[0]!.taxIdOnFile = false;
    const result = checkVendorTaxIds(input);
    expect(result.status).toBe('failed');
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({
      key: 'tax.vendor-tax-ids:v-acme',
      records: [{ label: 'Acme Supplies', path: '/bookkeeping?tab=vendors&vendor=v-acme' }],
      fix: { path: '/bookkeeping?tab=vendors&vendor=v-acme' },
    });
    expect(result.findings[0]!.description).toContain(
      '$750.00 in 2025 (threshold $600.00) and $4,500.00 in 2026 (threshold $2,000.00)',
    );
  });

  it('does not count a vendor under the threshold or one that is not a 1099 vendor', () => {
    const input = compliantCompany();
    input.books.vendorPayments[1]!.vendors[0]!.paidCents = 199_999;
    expect(checkVendorTaxIds(input).status).toBe('not_applicable');
  });
});
