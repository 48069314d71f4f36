import { describe, expect, it } from 'vitest';
import { standardChartOfAccounts, type Account } from '@keel/core/domain';
import { bankAccountRowSchema, isValidRoutingNumber } from '../books/bankAccounts';
import { ruleRowSchema, suggestCategory } from '../books/categorizationRules';
import { isTransactionCategory } from '../books/categories';
import { transactionEntry } from '../books/transactionEntry';
import { transactionFieldsSchema } from '../books/transactionRow';
import { vendor1099Totals, vendorFormSchema } from '../books/vendors';
import { addDays, addMonths } from './calendar';
import { rowToAccount } from '../schema';
import { demoBooks } from './demoBooks';
import { demoVendorIds } from './demoCompany';
import { PENDING_DAYS } from './toTransactions';
import { entryToRow, rowToEntry } from '../ledger/entryRow';

const who = { by: 'Keel demo', at: '2026-04-15T09:30:00.000Z' };
const today = '2026-04-15';
const books = demoBooks({ today, seed: 7, ...who });
const chart: Account[] = Object.entries(books.accounts).map(([id, row]) => {
  const read = rowToAccount(id, row);
  if (!read.ok) throw new Error(read.errors.join('; '));
  return read.account;
});

describe('demoBooks', () => {
  it('gives deep-equal books for the same seed and other books for another seed', () => {
    expect(demoBooks({ today, seed: 7, ...who })).toEqual(books);
    expect(demoBooks({ today, seed: 8, ...who }).transactions).not.toEqual(books.transactions);
    expect(demoBooks({ today, ...who })).toEqual(demoBooks({ today, ...who }));
  });

  it('refuses a today that is not a date', () => {
    expect(() => demoBooks({ today: '2026-02-30', ...who })).toThrow('YYYY-MM-DD');
  });

  it('covers the 24 full months before today and the current month to date', () => {
    const dates = books.transactions.map((t) => t.date);
    expect(dates.reduce((a, b) => (a < b ? a : b))).toBe('2024-04-01');
    expect(dates.every((date) => date <= today)).toBe(true);
    for (let m = -24; m <= 0; m += 1) {
      const month = addMonths('2026-04-01', m).slice(0, 7);
      const inMonth = books.transactions.filter((t) => t.date.startsWith(month));
      expect(inMonth.some((t) => t.accountId === 'rent' || t.description.includes('RENT'))).toBe(
        true,
      );
      if (m < 0) {
        const sales = inMonth.filter(
          (t) => t.amount > 0 && /sales|service-revenue/.test(t.accountId),
        );
        const total = sales.reduce((sum, t) => sum + t.amount, 0);
        expect(sales.length).toBeGreaterThanOrEqual(3);
        expect(total).toBeGreaterThan(3_000_000);
        expect(total).toBeLessThan(6_500_000);
      }
    }
  });

  it('starts from the standard chart and writes valid rows of every kind', () => {
    for (const account of standardChartOfAccounts())
      expect(books.accounts[account.id]).toBeDefined();
    expect(Object.keys(books.accounts)).toHaveLength(standardChartOfAccounts().length + 1);
    for (const t of books.transactions) {
      expect(transactionFieldsSchema.safeParse(t).success).toBe(true);
      expect(isTransactionCategory(t.category)).toBe(true);
      expect(t.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    }
    expect(new Set(books.transactions.map((t) => t.id)).size).toBe(books.transactions.length);
    for (const row of Object.values(books.bankAccounts)) {
      expect(bankAccountRowSchema.safeParse(row).success).toBe(true);
      expect(isValidRoutingNumber(row.routingNumber)).toBe(true);
    }
    expect(books.bankAccounts.checking).toMatchObject({
      bankName: 'Chase',
      accountType: 'business checking',
      mask: '4821',
      connection: 'manual',
    });
    for (const vendor of Object.values(books.vendors))
      expect(vendorFormSchema.safeParse(vendor).success).toBe(true);
    for (const rule of Object.values(books.rules)) {
      expect(ruleRowSchema.safeParse(rule).success).toBe(true);
      expect(books.accounts[rule.accountId]).toBeDefined();
    }
  });

  it('posts a valid entry for every categorized line, exactly as saveTransaction writes it', () => {
    for (const t of books.transactions) {
      const entry = transactionEntry(t);
      expect(books.entries[t.id]).toEqual(entry ? entryToRow(entry) : undefined);
      if (t.accountId !== '') expect(t.accountId).not.toBe(t.bankAccountId);
    }
    for (const [id, row] of Object.entries(books.entries)) {
      const checked = rowToEntry(id, row, chart);
      expect(checked.ok ? [] : checked.errors).toEqual([]);
    }
  });

  it('leaves the last days pending and marks rule-made categories as automated', () => {
    const recent = addDays(today, 1 - PENDING_DAYS);
    const rules = Object.entries(books.rules).map(([id, rule]) => ({ id, ...rule }));
    const pending = books.transactions.filter((t) => t.accountId === '');
    expect(pending.length).toBeGreaterThan(0);
    for (const t of pending) expect(t.date >= recent && !t.aiCategorized).toBe(true);
    for (const t of books.transactions) {
      const rule = suggestCategory(t, rules, new Map());
      expect(t.aiCategorized).toBe(rule !== null);
      if (rule) expect(t.accountId).toBe(rule.accountId);
      if (t.date < recent) expect(t.accountId).not.toBe('');
    }
    const automated = books.transactions.filter((t) => t.aiCategorized).length;
    expect(automated / books.transactions.length).toBeGreaterThan(0.2);
    expect(automated / books.transactions.length).toBeLessThan(0.6);
  });

  it('pays the designer above the 1099 threshold in the current year, even on January 1st', () => {
    for (const day of [today, '2026-01-01']) {
      const demo = demoBooks({ today: day, ...who });
      const vendors = Object.entries(demo.vendors).map(([id, row]) => ({ id, ...row }));
      const totals = vendor1099Totals(vendors, demo.transactions, 2026);
      const designer = totals.find((t) => t.vendorId === demoVendorIds.designer);
      expect(designer?.paidCents).toBeGreaterThan(200_000);
      expect(designer?.reportable).toBe(true);
    }
    expect(Object.values(books.vendors).filter((v) => v.is1099Eligible)).toHaveLength(2);
  });
});
