import { describe, expect, it } from 'vitest';
import { booksOf, payment } from '../samples/books';
import { detectDuplicatePayments, nearReference } from './duplicatePayments';

describe('detectDuplicatePayments', () => {
  it('finds one invoice paid twice to the same payee', () => {
    const findings = detectDuplicatePayments(
      booksOf([
        payment('t1', '2026-03-02', 'Acme Supplies', 125_000, 'INV-1043'),
        payment('t2', '2026-03-09', 'Acme Supplies', 125_000, 'INV-1043'),
      ]),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      type: 'duplicate_payment',
      rule: 'duplicate.same-reference',
      severity: 'high',
      amount: 125_000,
    });
    expect(findings[0]!.records.map((r) => r.id)).toEqual(['transaction:t1', 'transaction:t2']);
  });

  it('finds an invoice number with a suffix added and a cent changed', () => {
    const findings = detectDuplicatePayments(
      booksOf([
        payment('t1', '2026-03-02', 'Acme Supplies', 125_000, '1043'),
        payment('t2', '2026-03-20', 'Acme Supplies', 125_001, '1043A'),
      ]),
    );
    expect(findings.map((f) => f.rule)).toEqual(['duplicate.altered-reference']);
  });

  it('leaves a monthly rent of the same amount alone', () => {
    const rent = ['01', '02', '03', '04', '05', '06'].map((m) =>
      payment(`r${m}`, `2026-${m}-01`, 'Harbor Properties', 320_000, `RENT-${m}`),
    );
    expect(detectDuplicatePayments(booksOf(rent))).toEqual([]);
  });

  it('leaves the same amount to different payees and invoices alone', () => {
    expect(
      detectDuplicatePayments(
        booksOf([
          payment('t1', '2026-03-02', 'Acme Supplies', 50_000, 'A-1'),
          payment('t2', '2026-03-03', 'Brightline Print', 50_000, 'B-7'),
        ]),
      ),
    ).toEqual([]);
  });

  it('compares references the way a disguised duplicate changes them', () => {
    expect(nearReference('1043', '1043A')).toBe(true);
    expect(nearReference('INV-1043', '1043')).toBe(true);
    expect(nearReference('1043', '2077')).toBe(false);
    expect(nearReference('', '1043')).toBe(false);
  });
});

describe('nearReference on numbered references', () => {
  it('takes one digit for another as two invoices, one letter for a digit as one', () => {
    expect(nearReference('RENT-04', 'RENT-05')).toBe(false);
    expect(nearReference('INV-1O43', 'INV-1043')).toBe(true);
  });
});
