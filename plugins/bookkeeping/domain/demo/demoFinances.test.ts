import { describe, expect, it } from 'vitest';
import { profitAndLoss, type JournalEntry } from '@keel/core/domain';
import { accountBalances } from '../books/balances';
import { rowToAccount } from '../schema';
import { addDays, addMonths } from './calendar';
import { demoBooks, type DemoBooks } from './demoBooks';
import { monthlyPayment } from './schedule/loan';
import { rowToEntry } from '../ledger/entryRow';

const who = { by: 'Keel demo', at: '2027-03-01T09:30:00.000Z' };

function ledger(books: DemoBooks) {
  const accounts = Object.entries(books.accounts).flatMap(([id, row]) => {
    const read = rowToAccount(id, row);
    return read.ok ? [read.account] : [];
  });
  const entries: JournalEntry[] = Object.entries(books.entries).flatMap(([id, row]) => {
    const read = rowToEntry(id, row, accounts);
    return read.ok ? [read.entry] : [];
  });
  expect(entries).toHaveLength(Object.keys(books.entries).length);
  return { accounts, entries, balances: accountBalances(accounts, entries) };
}

/** Checking's balance at the end of each day that has lines. */
function endOfDayBalances(books: DemoBooks): Map<string, number> {
  const byDay = new Map<string, number>();
  let balance = 0;
  const lines = books.transactions.filter((t) => t.bankAccountId === 'checking');
  for (const t of [...lines].sort((a, b) => a.date.localeCompare(b.date))) {
    balance += t.amount;
    byDay.set(t.date, balance);
  }
  return byDay;
}

describe('the demo books as finances', () => {
  it('never lets checking go below zero on any day, for any seed and any today', () => {
    for (const today of ['2026-04-15', '2026-01-01', '2025-07-31', '2027-02-28']) {
      for (let seed = 1; seed <= 6; seed += 1) {
        const lowest = Math.min(...endOfDayBalances(demoBooks({ today, seed, ...who })).values());
        expect(lowest, `${today} seed ${seed}`).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('makes a modest profit in each of the last two twelve-month years', () => {
    for (const seed of [undefined, 1, 2, 3]) {
      const today = '2026-04-15';
      const { accounts, entries } = ledger(demoBooks({ today, seed, ...who }));
      for (const yearsBack of [1, 2]) {
        const from = addMonths('2026-04-01', -12 * yearsBack);
        const to = addDays(addMonths(from, 12), -1);
        const pl = profitAndLoss(accounts, entries, { from, to });
        const margin = pl.netIncome / pl.income.total;
        expect(pl.income.total).toBeGreaterThan(40_000_000);
        expect(margin, `seed ${seed} from ${from}`).toBeGreaterThan(0.02);
        expect(margin, `seed ${seed} from ${from}`).toBeLessThan(0.15);
      }
      const lastYear = profitAndLoss(accounts, entries, { from: '2025-01-01', to: '2025-12-31' });
      expect(lastYear.netIncome).toBeGreaterThan(0);
      expect(lastYear.netIncome / lastYear.income.total).toBeLessThan(0.15);
    }
  });

  it('keeps the balance sheet sensible: clearing accounts at zero, the loan paid down', () => {
    const books = demoBooks({ today: '2026-04-15', ...who });
    const { balances, entries } = ledger(books);
    expect(balances.get('transfers-in-transit')).toBe(0);
    expect(balances.get('payroll-liabilities')).toBe(0);
    const loan = balances.get('loan-payable') ?? 0;
    const payments = books.transactions.filter(
      (t) => t.description === 'LIVE OAK BANKING LOAN PMT',
    );
    expect(payments).toHaveLength(24);
    expect(payments.every((t) => t.amount === -monthlyPayment(8_000_000, 0.115, 120))).toBe(true);
    const interest = entries.filter((e) => e.id.startsWith('demo-loan-interest-'));
    expect(interest.map((e) => e.date)).toEqual(payments.map((t) => t.date));
    expect(loan).toBeGreaterThan(6_000_000);
    expect(loan).toBeLessThan(8_000_000);
    // The card owes only what was bought since the last statement was paid.
    const card = balances.get('credit-card') ?? 0;
    expect(card).toBeGreaterThan(0);
    expect(card).toBeLessThan(1_000_000);
    expect(balances.get('owners-capital')).toBeGreaterThanOrEqual(2_000_000);
    expect(balances.get('owners-draw')).toBeGreaterThan(0);
    expect(balances.get('savings')).toBeGreaterThan(0);
    expect(balances.get('payroll-wages')).toBeGreaterThan(balances.get('payroll-taxes') ?? 0);
  });

  it('has every kind of history the brief asks for', () => {
    const books = demoBooks({ today: '2026-04-15', ...who });
    const count = (accountId: string) =>
      books.transactions.filter((t) => t.accountId === accountId).length;
    expect(count('payroll-wages')).toBe(49);
    expect(count('rent')).toBe(25);
    const premiums = books.transactions.filter((t) => t.vendorId === 'vendor-the-hartford');
    expect(premiums.map((t) => t.date.slice(5, 7))).toEqual([
      '04',
      '07',
      '10',
      '01',
      '04',
      '07',
      '10',
      '01',
      '04',
    ]);
    expect(count('owners-capital')).toBeGreaterThanOrEqual(1);
    expect(count('owners-draw')).toBeGreaterThanOrEqual(3);
    expect(count('transfers-in-transit')).toBeGreaterThanOrEqual(4);
    expect(count('credit-card')).toBeGreaterThanOrEqual(23);
    expect(count('bank-fees')).toBeGreaterThanOrEqual(24);
    expect(count('interest-income')).toBeGreaterThan(0);
    expect(Object.keys(books.entries).some((id) => id.startsWith('demo-card-'))).toBe(true);
  });
});
