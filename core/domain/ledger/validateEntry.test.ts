import { describe, expect, it } from 'vitest';
import { accountSchema } from './account';
import { standardChartOfAccounts } from './standardChartOfAccounts';
import { isLocked, validateEntry } from './validateEntry';

const accounts = standardChartOfAccounts();
const entry = {
  id: 'e1',
  date: '2026-01-15',
  memo: 'Office chairs',
  lines: [
    { accountId: 'office-supplies', debit: 12_000, credit: 0 },
    { accountId: 'checking', debit: 0, credit: 12_000, memo: 'ck 204' },
  ],
};

describe('chart of accounts', () => {
  it('is a valid, uniquely numbered small-business chart', () => {
    const ids = new Set(accounts.map((a) => a.id));
    const numbers = new Set(accounts.map((a) => a.number));
    expect(ids.size).toBe(accounts.length);
    expect(numbers.size).toBe(accounts.length);
    expect(accounts.length).toBeGreaterThanOrEqual(30);
    for (const account of accounts) {
      expect(account.number[0]).toBe(
        {
          asset: '1',
          liability: '2',
          equity: '3',
          income: account.subtype === 'other_income' ? '7' : '4',
          expense:
            account.subtype === 'cost_of_goods_sold'
              ? '5'
              : account.subtype === 'other_expense'
                ? '7'
                : '6',
        }[account.type],
      );
    }
    expect(accounts.filter((a) => a.isBank).map((a) => a.id)).toEqual([
      'checking',
      'savings',
      'petty-cash',
    ]);
  });

  it('refuses a subtype of another type', () => {
    const result = accountSchema.safeParse({
      id: 'x',
      number: '1',
      name: 'X',
      type: 'asset',
      subtype: 'equity',
    });
    expect(result.error?.issues[0]?.message).toBe('Subtype equity is not a subtype of asset');
  });
});

describe('validateEntry', () => {
  it('accepts a balanced entry', () => {
    expect(validateEntry(entry, accounts)).toEqual({ ok: true, entry });
  });

  it('names every field in error', () => {
    const result = validateEntry(
      {
        ...entry,
        date: '2025-02-29',
        lines: [
          { accountId: 'rent', debit: 100, credit: 0 },
          { accountId: '9999', debit: 0, credit: 90 },
          { accountId: 'checking', debit: 5, credit: 5 },
          { accountId: 'checking', debit: -1, credit: 0 },
        ],
      },
      accounts,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      'date: Use a real date as YYYY-MM-DD',
      'lines.2.debit: A line has either a debit or a credit above zero, not both or neither',
      'lines.3.debit: Must not be negative',
      'lines.3.debit: A line has either a debit or a credit above zero, not both or neither',
      'lines: Debits ($1.04) do not equal credits ($0.95)',
      'lines.1.accountId: Unknown account 9999',
    ]);
  });

  it('checks accounts against a set of account ids as against the chart', () => {
    const ids = new Set(accounts.map((account) => account.id));
    expect(validateEntry(entry, ids)).toEqual(validateEntry(entry, accounts));
    const unknown = {
      ...entry,
      lines: entry.lines.map((l, i) => (i ? { ...l, accountId: '9999' } : l)),
    };
    expect(validateEntry(unknown, ids)).toEqual(validateEntry(unknown, accounts));
    expect(validateEntry(unknown, ids).ok).toBe(false);
  });

  it('reports an unbalanced entry and too few lines', () => {
    const unbalanced = validateEntry(
      { ...entry, lines: [entry.lines[0], { ...entry.lines[1], credit: 11_999 }] },
      accounts,
    );
    expect(!unbalanced.ok && unbalanced.errors).toEqual([
      'lines: Debits ($120.00) do not equal credits ($119.99)',
    ]);
    const single = validateEntry({ ...entry, lines: [entry.lines[0]] }, accounts);
    expect(!single.ok && single.errors).toContain('lines: An entry needs at least 2 lines');
  });

  it('refuses fractional cents and a missing memo', () => {
    const result = validateEntry(
      { ...entry, memo: undefined, lines: [{ ...entry.lines[0], debit: 0.5 }, entry.lines[1]] },
      accounts,
    );
    expect(!result.ok && result.errors.some((e) => e.startsWith('memo:'))).toBe(true);
    expect(!result.ok && result.errors).toContain(
      'lines.0.debit: Amount must be a whole number of cents',
    );
  });

  it('refuses the closed period', () => {
    expect(validateEntry({ ...entry, date: '2025-12-31' }, accounts, '2025-12-31')).toEqual({
      ok: false,
      errors: ['date: The period up to 2025-12-31 is closed'],
    });
    expect(validateEntry({ ...entry, date: '2026-01-01' }, accounts, '2025-12-31').ok).toBe(true);
  });

  it('isLocked compares dates', () => {
    expect(isLocked('2025-12-31', '2025-12-31')).toBe(true);
    expect(isLocked('2025-06-01', '2025-12-31')).toBe(true);
    expect(isLocked('2026-01-01', '2025-12-31')).toBe(false);
    expect(isLocked('2026-01-01', undefined)).toBe(false);
    expect(isLocked('2026-01-01', null)).toBe(false);
  });
});
