import { describe, expect, it } from 'vitest';
import { booksOf, payment } from '../samples/books';
import { detectSuspiciousTransactions } from './suspiciousTransactions';

const noLimit = { approvalLimit: null };

describe('detectSuspiciousTransactions', () => {
  it('raises payments kept just under the $10,000 reporting threshold, grouped', () => {
    const findings = detectSuspiciousTransactions(
      booksOf([
        payment('t1', '2026-10-06', 'Northgate Consulting', 980_000),
        payment('t2', '2026-10-20', 'Northgate Consulting', 965_000),
        payment('t3', '2026-11-03', 'Northgate Consulting', 990_000),
      ]),
      noLimit,
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ type: 'suspicious_transaction', amount: 2_935_000 });
    expect(findings[0]!.riskFactors[0]).toBe(
      '3 payments to Northgate Consulting just under $10,000.00, the amount banks report',
    );
  });

  it('raises a bill split into payments that each stay under the approval limit', () => {
    const findings = detectSuspiciousTransactions(
      booksOf([
        payment('t1', '2026-10-06', 'Acme Supplies', 300_000),
        payment('t2', '2026-10-07', 'Acme Supplies', 280_000),
      ]),
      { approvalLimit: 500_000 },
    );
    expect(findings.map((f) => f.records.map((r) => r.id))).toEqual([
      ['transaction:t1', 'transaction:t2'],
    ]);
  });

  it('raises a large first payment to a payee new to the books', () => {
    const rent = ['01', '02', '03'].map((m) =>
      payment(`r${m}`, `2026-${m}-01`, 'Harbor Properties', 250_000),
    );
    const [finding] = detectSuspiciousTransactions(
      booksOf([...rent, payment('t1', '2026-03-10', 'Northgate Consulting', 980_000)]),
      noLimit,
    );
    expect(finding?.riskFactors).toEqual([
      'The first payment to Northgate Consulting, a payee new since 2026-03-10, is $9,800.00, among the largest payments in the books',
    ]);
  });

  it('leaves one payment under the threshold, and a fixed monthly rent just under it, alone', () => {
    const rent = ['01', '02', '03', '04', '05', '06'].map((m) =>
      payment(`r${m}`, `2026-${m}-01`, 'Harbor Properties', 950_000),
    );
    expect(
      detectSuspiciousTransactions(
        booksOf([...rent, payment('t1', '2026-01-05', 'Northgate Consulting', 980_000)]),
        noLimit,
      ),
    ).toEqual([]);
  });
});
