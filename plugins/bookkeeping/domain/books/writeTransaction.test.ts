import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { entryTotals, standardChartOfAccounts } from '@keel/core/domain';
import { ACCOUNTS_TABLE, SETTINGS_ROW, SETTINGS_TABLE } from '../schema';
import { accountBalances } from './balances';
import { ENTRY_AUDIT_TABLE } from './entryAudit';
import { aTransaction, storeWithChart, storedTransaction } from './testBooks';
import { TRANSACTIONS_TABLE, readTransactions } from './transactionRow';
import { deleteTransaction, saveTransaction, storeAccounts } from './writeTransaction';
import { ENTRIES_TABLE, rowToEntry } from '../ledger/entryRow';

const who = { by: 'Ines Tester <ines@example.com>', at: '2026-03-10T12:00:00.000Z' };

function entryOf(store: ReturnType<typeof storeWithChart>, id: string) {
  const read = rowToEntry(id, store.getRow(ENTRIES_TABLE, id));
  if (!read.ok) throw new Error(read.errors.join('; '));
  return read.entry;
}

describe('saveTransaction', () => {
  it('posts money out as a debit to the category and a credit to the bank', () => {
    const store = storeWithChart();
    const t = aTransaction({ amount: -4599 });
    expect(saveTransaction(store, t, who)).toEqual({ ok: true });
    expect(entryOf(store, t.id).lines).toEqual([
      { accountId: 'checking', debit: 0, credit: 4599 },
      { accountId: 'office-supplies', debit: 4599, credit: 0 },
    ]);
  });

  it('posts money in as a debit to the bank', () => {
    const store = storeWithChart();
    const t = aTransaction({ amount: 120000, accountId: 'sales', category: 'income' });
    saveTransaction(store, t, who);
    expect(entryOf(store, t.id).lines[0]).toEqual({
      accountId: 'checking',
      debit: 120000,
      credit: 0,
    });
  });

  it('posts a pending line at once against Uncategorized Expense or Income, and categorizing moves it', () => {
    const store = storeWithChart();
    const out = aTransaction({ amount: -4599, accountId: '', category: 'other' });
    const incoming = aTransaction({ amount: 120000, accountId: '', category: 'other' });
    saveTransaction(store, out, who);
    saveTransaction(store, incoming, who);
    expect(entryOf(store, out.id).lines).toEqual([
      { accountId: 'checking', debit: 0, credit: 4599 },
      { accountId: 'uncategorized-expense', debit: 4599, credit: 0 },
    ]);
    expect(entryOf(store, incoming.id).lines).toEqual([
      { accountId: 'checking', debit: 120000, credit: 0 },
      { accountId: 'uncategorized-income', debit: 0, credit: 120000 },
    ]);
    saveTransaction(store, { ...out, accountId: 'office-supplies' }, who);
    expect(entryOf(store, out.id).lines).toEqual([
      { accountId: 'checking', debit: 0, credit: 4599 },
      { accountId: 'office-supplies', debit: 4599, credit: 0 },
    ]);
  });

  it('adds the Uncategorized accounts to a chart that lacks them before posting a pending line', () => {
    const store = storeWithChart();
    store.delRow(ACCOUNTS_TABLE, 'uncategorized-expense');
    const t = aTransaction({ amount: -4599, accountId: '' });
    expect(saveTransaction(store, t, who)).toEqual({ ok: true });
    expect(store.getRow(ACCOUNTS_TABLE, 'uncategorized-expense')).toMatchObject({
      name: 'Uncategorized Expense',
      type: 'expense',
    });
    expect(entryOf(store, t.id).lines[1]?.accountId).toBe('uncategorized-expense');
  });

  it('refuses a date in the closed period and writes nothing', () => {
    const store = storeWithChart();
    store.setRow(SETTINGS_TABLE, SETTINGS_ROW, { lockDate: '2026-03-31', fiscalYearStartMonth: 1 });
    const result = saveTransaction(store, aTransaction({ date: '2026-03-31' }), who);
    expect(result).toEqual({ ok: false, error: 'The period up to 2026-03-31 is closed' });
    expect(store.getRowCount(TRANSACTIONS_TABLE)).toBe(0);
    expect(store.getRowCount(ENTRIES_TABLE)).toBe(0);
  });

  it('refuses moving an open transaction into the closed period and a closed one out of it', () => {
    const store = storeWithChart();
    const open = aTransaction({ date: '2026-04-02' });
    const closed = aTransaction({ date: '2026-03-01' });
    saveTransaction(store, open, who);
    saveTransaction(store, closed, who);
    store.setRow(SETTINGS_TABLE, SETTINGS_ROW, { lockDate: '2026-03-31', fiscalYearStartMonth: 1 });
    expect(saveTransaction(store, { ...open, date: '2026-03-15' }, who).ok).toBe(false);
    expect(saveTransaction(store, { ...closed, date: '2026-04-15' }, who).ok).toBe(false);
    expect(deleteTransaction(store, closed.id, who).ok).toBe(false);
    expect(storedTransaction(store, closed.id).date).toBe('2026-03-01');
  });

  it('refuses changing a reconciled line until it is unreconciled', () => {
    const store = storeWithChart();
    const t = aTransaction({ reconciliationId: 'rec-1' });
    saveTransaction(store, t, { ...who, allowReconciled: true });
    const result = saveTransaction(store, { ...t, amount: -1 }, who);
    expect(result).toEqual({
      ok: false,
      error: 'This transaction is reconciled; unreconcile it before changing it',
    });
    expect(storedTransaction(store, t.id).amount).toBe(-4599);
  });

  it('refuses an unknown account and writes nothing', () => {
    const store = storeWithChart();
    const result = saveTransaction(store, aTransaction({ accountId: 'nope' }), who);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain('Unknown account nope');
    expect(store.getRowCount(TRANSACTIONS_TABLE)).toBe(0);
  });

  it('leaves the audit trail to the server: a browser writes no trail rows', () => {
    const store = storeWithChart();
    const t = aTransaction();
    saveTransaction(store, t, who);
    saveTransaction(store, { ...t, amount: -5000 }, who);
    deleteTransaction(store, t.id, who);
    expect(store.getRowCount(ENTRY_AUDIT_TABLE)).toBe(0);
  });

  it('keeps every bank balance equal to its lines, categorized or not, whatever is saved, edited or deleted', () => {
    const accounts = standardChartOfAccounts();
    const banks = accounts.filter((a) => a.isBank).map((a) => a.id);
    const others = accounts.filter((a) => !a.isBank).map((a) => a.id);
    const op = fc.record({
      slot: fc.integer({ min: 0, max: 5 }),
      amount: fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((n) => n !== 0),
      bank: fc.constantFrom(...banks),
      account: fc.constantFrom('', ...others),
      remove: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const store = storeWithChart();
        for (const o of ops) {
          const id = `t${o.slot}`;
          if (o.remove) deleteTransaction(store, id, who);
          else
            saveTransaction(
              store,
              aTransaction({ id, amount: o.amount, bankAccountId: o.bank, accountId: o.account }),
              who,
            );
        }
        const entries = Object.keys(store.getTable(ENTRIES_TABLE)).map((id) => entryOf(store, id));
        for (const entry of entries) {
          const { debits, credits } = entryTotals(entry.lines);
          expect(debits).toBe(credits);
        }
        const balances = accountBalances(storeAccounts(store), entries);
        const transactions = readTransactions(store.getTable(TRANSACTIONS_TABLE));
        for (const bank of banks) {
          const expected = transactions
            .filter((t) => t.bankAccountId === bank)
            .reduce((sum, t) => sum + t.amount, 0);
          expect(balances.get(bank)).toBe(expected);
        }
      }),
    );
  });
});
