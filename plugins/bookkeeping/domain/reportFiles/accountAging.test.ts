import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@keel/core/domain';
import { accountAging, agingDocument } from './accountAging';
import { smallLedger } from './testLedger';
import { writeReportCsv } from './writeReportCsv';

const { accounts, entries } = smallLedger();
const bill = (id: string, date: string, cents: number, paid = false): JournalEntry => ({
  id,
  date,
  memo: paid ? 'Paid supplier' : 'Supplier bill',
  lines: paid
    ? [
        { accountId: 'accounts-payable', debit: cents, credit: 0 },
        { accountId: 'checking', debit: 0, credit: cents },
      ]
    : [
        { accountId: 'rent', debit: cents, credit: 0 },
        { accountId: 'accounts-payable', debit: 0, credit: cents },
      ],
});

describe('accountAging', () => {
  it('ages what customers still owe from the receivable account', () => {
    const aging = accountAging(accounts, entries, 'receivable', '2026-03-31');
    // 2,500.00 invoiced on February 10 (49 days before), 1,000.00 of it paid.
    expect(aging).toEqual({
      asOf: '2026-03-31',
      current: 0,
      days31to60: 150_000,
      over60: 0,
      total: 150_000,
    });
    expect(writeReportCsv(agingDocument(aging, 'receivable'))).toBe(
      [
        'Section,Account Number,Account,Amount',
        'Aging,,0-30 days,0.00',
        'Aging,,31-60 days,1500.00',
        'Aging,,60+ days,0.00',
        'Aging,,Total Open Receivables,1500.00',
        '',
      ].join('\r\n'),
    );
  });

  it('ages unpaid bills from the payable account, the oldest paid first', () => {
    const withBills = [
      ...entries,
      bill('b1', '2026-01-10', 40_000),
      bill('b2', '2026-03-20', 25_000),
      bill('p1', '2026-03-25', 30_000, true),
    ];
    expect(accountAging(accounts, withBills, 'payable', '2026-03-31')).toEqual({
      asOf: '2026-03-31',
      current: 25_000,
      days31to60: 0,
      over60: 10_000,
      total: 35_000,
    });
  });

  it('says there is nothing open when the balance is zero', () => {
    const aging = accountAging(accounts, entries, 'payable', '2026-03-31');
    const report = agingDocument(aging, 'payable');
    expect(report.blocks).toEqual([]);
    expect(report.emptyMessage).toBe('No open payables');
  });
});
