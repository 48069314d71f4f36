import { describe, expect, it } from 'vitest';
import type { BankLine, SharedVendorIdentifier } from '../evidence/evidence';
import { booksOf, payment } from '../samples/books';
import { detectDuplicatePayments } from './duplicatePayments';

const toVendor = (line: BankLine, vendorId: string, vendorName: string): BankLine => ({
  ...line,
  vendorId,
  vendorName,
});
const acme = { id: 'v-acme', name: 'Acme Supplies' };
const acmeToo = { id: 'v-acme2', name: 'ACME Supply Co' };
const sharing = (
  kind: SharedVendorIdentifier['kind'],
  vendors = [acme, acmeToo],
): SharedVendorIdentifier[] => [{ kind, vendors, last4: '1234' }];

const books = (lines: BankLine[], shared: SharedVendorIdentifier[]) => ({
  ...booksOf(lines),
  sharedVendorIdentifiers: shared,
});
const paidAcme = [
  toVendor(payment('t1', '2026-03-02', 'Acme', 120_000, 'A-1'), 'v-acme', 'Acme Supplies'),
  toVendor(payment('t2', '2026-04-02', 'Acme', 80_000, 'A-2'), 'v-acme', 'Acme Supplies'),
];
const paidAcmeToo = [
  toVendor(payment('t3', '2026-04-10', 'ACME', 95_000, '77'), 'v-acme2', 'ACME Supply Co'),
];

describe('two vendors sharing a tax id or bank account', () => {
  it('raises a high duplicate_payment naming both vendors and the payments to them', () => {
    const found = detectDuplicatePayments(
      books([...paidAcme, ...paidAcmeToo], sharing('bank-account')),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      type: 'duplicate_payment',
      rule: 'duplicate.shared-bank-account',
      key: 'v-acme,v-acme2',
      severity: 'high',
      confidence: 90,
      amount: 95_000,
      description: 'Acme Supplies and ACME Supply Co share a bank account (ending 1234)',
      timestamp: '2026-04-10',
    });
    expect(found[0]!.records.map((r) => r.id)).toEqual([
      'vendor:v-acme',
      'vendor:v-acme2',
      'transaction:t1',
      'transaction:t2',
      'transaction:t3',
    ]);
    expect(found[0]!.records[0]!.link).toBe('/bookkeeping?tab=vendors&vendor=v-acme');
    expect(found[0]!.riskFactors).toContain('Acme Supplies was paid $2,000.00 in 2 payments');
  });

  it('raises a shared tax id at medium while only one of the vendors has been paid', () => {
    const found = detectDuplicatePayments(books(paidAcme, sharing('tax-id')));
    expect(found).toMatchObject([
      { rule: 'duplicate.shared-tax-id', severity: 'medium', confidence: 70, amount: 0 },
    ]);
  });

  it('raises nothing while no vendor of the group has been paid, or when no vendors share a number', () => {
    const other = [
      toVendor(payment('t9', '2026-03-02', 'Paper', 50_000, 'P-1'), 'v-paper', 'Paper Co'),
    ];
    expect(detectDuplicatePayments(books(other, sharing('tax-id')))).toEqual([]);
    expect(detectDuplicatePayments(books([...paidAcme, ...paidAcmeToo], []))).toEqual([]);
    expect(detectDuplicatePayments(books(paidAcme, sharing('tax-id', [acme])))).toEqual([]);
  });
});
