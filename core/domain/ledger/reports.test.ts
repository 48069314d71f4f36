import { describe, expect, it } from 'vitest';
import type { JournalEntry } from './journalEntry';
import { balanceSheet } from './balanceSheet';
import { cashFlow } from './cashFlow';
import { generalLedger } from './generalLedger';
import { profitAndLoss } from './profitAndLoss';
import { standardChartOfAccounts } from './standardChartOfAccounts';
import { trialBalance } from './trialBalance';

const accounts = standardChartOfAccounts();
const entry = (
  id: string,
  date: string,
  memo: string,
  ...lines: [string, number][]
): JournalEntry => ({
  id,
  date,
  memo,
  lines: lines.map(([accountId, cents]) => ({
    accountId,
    debit: Math.max(cents, 0),
    credit: Math.max(-cents, 0),
  })),
});
const entries: JournalEntry[] = [
  entry(
    'e1',
    '2025-01-02',
    'Owner invests',
    ['checking', 1_000_000],
    ['owners-capital', -1_000_000],
  ),
  entry('e2', '2025-03-01', 'Bank loan', ['checking', 500_000], ['loan-payable', -500_000]),
  entry('e3', '2025-03-05', 'Laptop', ['equipment', 240_000], ['checking', -240_000]),
  entry(
    'e4',
    '2025-06-30',
    'Invoice 1',
    ['accounts-receivable', 300_000],
    ['service-revenue', -300_000],
  ),
  entry(
    'e5',
    '2025-07-15',
    'Paid invoice 1',
    ['checking', 200_000],
    ['accounts-receivable', -200_000],
  ),
  entry('e6', '2025-08-01', 'Rent', ['rent', 150_000], ['credit-card', -150_000]),
  entry(
    'e7',
    '2025-12-31',
    'Depreciation',
    ['depreciation', 40_000],
    ['accumulated-depreciation', -40_000],
  ),
  entry('e8', '2026-01-10', 'Sale', ['checking', 80_000], ['sales', -80_000]),
  entry('e9', '2026-01-20', 'Owner draw', ['owners-draw', 30_000], ['checking', -30_000]),
];

describe('reports on a small company', () => {
  it('trial balance', () => {
    const tb = trialBalance(accounts, entries, { to: '2025-12-31' });
    expect(tb.totalDebits).toBe(tb.totalCredits);
    expect(tb.rows.find((r) => r.accountId === 'checking')).toMatchObject({
      debit: 1_460_000,
      credit: 0,
    });
    expect(tb.rows.find((r) => r.accountId === 'owners-capital')).toMatchObject({
      debit: 0,
      credit: 1_000_000,
    });
    expect(tb.rows.map((r) => r.number)).toEqual([...tb.rows.map((r) => r.number)].sort());
  });

  it('profit and loss', () => {
    const pl = profitAndLoss(accounts, entries, { from: '2025-01-01', to: '2025-12-31' });
    expect(pl.income.total).toBe(300_000);
    expect(pl.expenses.lines.map((l) => [l.name, l.amount])).toEqual([
      ['Depreciation Expense', 40_000],
      ['Rent', 150_000],
    ]);
    expect(pl.netIncome).toBe(110_000);
  });

  it('balance sheet rolls last year into retained earnings', () => {
    const bs = balanceSheet(accounts, entries, '2026-01-31');
    expect(bs.retainedEarnings).toBe(110_000);
    expect(bs.currentYearEarnings).toBe(80_000);
    expect(bs.totalAssets).toBe(bs.totalLiabilitiesAndEquity);
    expect(bs.fixedAssets.lines.map((l) => l.amount)).toEqual([240_000, -40_000]);
    expect(bs.equity.lines.map((l) => [l.name, l.amount])).toEqual([
      ["Owner's Capital", 1_000_000],
      ["Owner's Draw", -30_000],
    ]);
    const july = balanceSheet(accounts, entries, '2026-01-31', 7);
    expect(july.fiscalYearStart).toBe('2025-07-01');
    expect(july.currentYearEarnings).toBe(-150_000 - 40_000 + 80_000);
    expect(july.retainedEarnings).toBe(300_000);
    expect(july.totalAssets).toBe(july.totalLiabilitiesAndEquity);
  });

  it('cash flow, indirect method', () => {
    const cf = cashFlow(accounts, entries, { from: '2025-01-01', to: '2025-12-31' });
    expect(cf.operating.netIncome).toBe(110_000);
    expect(cf.operating.adjustments.map((l) => [l.accountId, l.amount])).toEqual([
      ['accounts-receivable', -100_000],
      ['accumulated-depreciation', 40_000],
      ['credit-card', 150_000],
    ]);
    expect(cf.investing.total).toBe(-240_000);
    expect(cf.financing.total).toBe(1_500_000);
    expect(cf.netChange).toBe(1_460_000);
    expect(cf.cashAtEnd - cf.cashAtStart).toBe(cf.netChange);
  });

  it('general ledger with running balances', () => {
    const gl = generalLedger(accounts, entries, { from: '2025-03-01', to: '2025-12-31' });
    const checking = gl.find((a) => a.accountId === 'checking');
    expect(checking?.openingBalance).toBe(1_000_000);
    expect(checking?.lines.map((l) => l.balance)).toEqual([1_500_000, 1_260_000, 1_460_000]);
    expect(checking?.closingBalance).toBe(1_460_000);
    expect(gl.find((a) => a.accountId === 'credit-card')?.closingBalance).toBe(150_000);
  });

  it('refuses an entry on an unknown account', () => {
    expect(() =>
      trialBalance(accounts, [entry('x', '2025-01-01', 'x', ['nope', 1], ['checking', -1])]),
    ).toThrow('Entry x posts to unknown account nope');
  });
});
