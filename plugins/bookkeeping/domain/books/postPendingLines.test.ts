import { describe, expect, it } from 'vitest';
import { standardChartOfAccounts, type TablesContent } from '@keel/core/domain';
import { plugin } from '../../plugin';
import { ACCOUNTS_TABLE, SETTINGS_ROW, SETTINGS_TABLE, accountToRow } from '../schema';
import { packTransactionsAndEntries } from './packLegacyRows';
import { postPendingLines } from './postPendingLines';
import { aTransaction } from './testBooks';
import { transactionEntry } from './transactionEntry';
import { TRANSACTIONS_TABLE, transactionToRow, type Transaction } from './transactionRow';
import { ENTRIES_TABLE, entryToRow, rowToEntry } from '../ledger/entryRow';

/** A chart as companies had it before the Uncategorized accounts. */
const oldChart = () =>
  Object.fromEntries(
    standardChartOfAccounts()
      .filter((a) => !a.id.startsWith('uncategorized-'))
      .map((a) => [a.id, accountToRow(a)]),
  );

function books(transactions: Transaction[], extra: TablesContent = {}): TablesContent {
  const entries: TablesContent[string] = {};
  for (const t of transactions) {
    // Schema 1 posted nothing for a pending line.
    if (t.accountId !== '') entries[t.id] = entryToRow(transactionEntry(t)!);
  }
  return {
    [ACCOUNTS_TABLE]: oldChart(),
    [TRANSACTIONS_TABLE]: Object.fromEntries(transactions.map((t) => [t.id, transactionToRow(t)])),
    [ENTRIES_TABLE]: entries,
    ...extra,
  };
}

const linesOf = (tables: TablesContent, id: string) => {
  const read = rowToEntry(id, tables[ENTRIES_TABLE]![id]!);
  if (!read.ok) throw new Error(read.errors.join('; '));
  return read.entry.lines;
};

describe('bookkeeping migration 2: pending bank lines post against Uncategorized', () => {
  it('is the manifest’s migration to schema version 2, after the packing of version 1', () => {
    expect(plugin.schemaVersion).toBe(2);
    expect(plugin.migrations.map((m) => m.up)).toEqual([
      packTransactionsAndEntries,
      postPendingLines,
    ]);
  });

  it('adds the Uncategorized accounts and posts every open pending line, once', () => {
    const out = aTransaction({ id: 'out', amount: -4599, accountId: '' });
    const into = aTransaction({ id: 'in', amount: 120_000, accountId: '' });
    const done = aTransaction({ id: 'done', amount: -2_000, accountId: 'rent' });
    const migrated = postPendingLines(books([out, into, done]));
    expect(migrated[ACCOUNTS_TABLE]!['uncategorized-expense']).toMatchObject({
      number: '6990',
      name: 'Uncategorized Expense',
      type: 'expense',
    });
    expect(migrated[ACCOUNTS_TABLE]!['uncategorized-income']).toMatchObject({ number: '4990' });
    expect(linesOf(migrated, 'out')).toEqual([
      { accountId: 'checking', debit: 0, credit: 4599 },
      { accountId: 'uncategorized-expense', debit: 4599, credit: 0 },
    ]);
    expect(linesOf(migrated, 'in')[1]).toEqual({
      accountId: 'uncategorized-income',
      debit: 0,
      credit: 120_000,
    });
    expect(linesOf(migrated, 'done')).toEqual(transactionEntry(done)!.lines);
    expect(migrated[TRANSACTIONS_TABLE]).toEqual(books([out, into, done])[TRANSACTIONS_TABLE]);
    expect(postPendingLines(migrated)).toEqual(migrated);
  });

  it('leaves the closed period as it was closed, and a broken or zero line alone', () => {
    const closed = aTransaction({ id: 'closed', date: '2026-01-31', amount: -700, accountId: '' });
    const zero = aTransaction({ id: 'zero', amount: 0, accountId: '' });
    const nowhere = aTransaction({ id: 'nowhere', amount: -5, accountId: '', bankAccountId: 'x' });
    const migrated = postPendingLines(
      books([closed, zero, nowhere], {
        [SETTINGS_TABLE]: { [SETTINGS_ROW]: { lockDate: '2026-01-31', fiscalYearStartMonth: 1 } },
        [TRANSACTIONS_TABLE]: {
          ...books([closed, zero, nowhere])[TRANSACTIONS_TABLE],
          broken: { record: '{' },
        },
      }),
    );
    expect(Object.keys(migrated[ENTRIES_TABLE]!)).toEqual([]);
  });

  it('numbers the accounts apart when the standard numbers are taken', () => {
    const chart = oldChart();
    chart.postage = { ...chart.utilities!, name: 'Postage', number: '6990' };
    const migrated = postPendingLines(books([], { [ACCOUNTS_TABLE]: chart }));
    expect(migrated[ACCOUNTS_TABLE]!['uncategorized-expense']!.number).toBe('6991');
  });

  it('leaves books without a chart alone: the standard chart comes when they are first opened', () => {
    expect(postPendingLines({ [ACCOUNTS_TABLE]: {} })).toEqual({ [ACCOUNTS_TABLE]: {} });
  });
});
