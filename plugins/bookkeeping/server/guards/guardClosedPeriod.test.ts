import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import type { Store } from 'tinybase';
import { standardChartOfAccounts, type JournalEntry } from '@keel/core/domain';
import type { LogFn } from '@keel/core/server';
import { ACCOUNTS_TABLE, SETTINGS_ROW, SETTINGS_TABLE, accountToRow } from '../../domain/schema';
import { aTransaction, storedEntry } from '../../domain/books/testBooks';
import {
  TRANSACTIONS_TABLE,
  transactionToRow,
  type Transaction,
} from '../../domain/books/transactionRow';
import { saveTransaction, storeTransaction } from '../../domain/books/writeTransaction';
import { guardClosedPeriod } from './guardClosedPeriod';
import { boundStore, link, settle } from './syncedStores.testSupport';
import { withClosedPeriodWritesAllowed } from './closedPeriodWrites';
import { ENTRIES_TABLE, entryToRow } from '../../domain/ledger/entryRow';

const who = { by: 'Ines Tester <ines@example.com>', at: '2026-04-20T09:00:00.000Z' };

/** A field of a stored transaction (undefined when there is none or it does not read). */
const field = <K extends keyof Transaction>(store: Store, id: string, key: K) =>
  storeTransaction(store, id)?.[key];

/** Writes a transaction's row by hand (its entry untouched), as a synced client can. */
function writeTransactionRow(store: Store, id: string, change: Partial<Transaction>): void {
  const transaction = storeTransaction(store, id);
  if (!transaction) throw new Error(`No readable transaction ${id}`);
  store.setRow(TRANSACTIONS_TABLE, id, transactionToRow({ ...transaction, ...change }));
}

/** Writes an entry's row by hand, as a synced client can. */
function writeEntryRow(store: Store, id: string, change: Partial<JournalEntry>): void {
  store.setRow(ENTRIES_TABLE, id, entryToRow({ ...storedEntry(store, id), ...change }));
}

/** A server store guarded with March closed, a client linked to it, and their log. */
function closedMarch() {
  const serverDoc = new Y.Doc();
  const server = boundStore(serverDoc);
  server.transaction(() => {
    for (const account of standardChartOfAccounts())
      server.setRow(ACCOUNTS_TABLE, account.id, accountToRow(account));
  });
  for (const [id, date] of [
    ['feb', '2026-02-10'],
    ['apr', '2026-04-10'],
  ] as const)
    expect(saveTransaction(server, aTransaction({ id, date }), who)).toEqual({ ok: true });
  server.setRow(SETTINGS_TABLE, SETTINGS_ROW, { lockDate: '2026-03-31', fiscalYearStartMonth: 1 });
  const log = vi.fn<LogFn>();
  const stop = guardClosedPeriod(server, log);
  const clientDoc = new Y.Doc();
  link(serverDoc, clientDoc);
  const client = boundStore(clientDoc);
  const both = (read: (store: Store) => unknown) => [read(server), read(client)];
  return { server, client, log, stop, both };
}

describe('guardClosedPeriod', () => {
  it("reverts a client's edit of a closed transaction on both sides and names the row", async () => {
    const { client, log, both } = closedMarch();
    writeTransactionRow(client, 'feb', { amount: -999_999 });
    writeEntryRow(client, 'feb', { memo: 'Rewritten history' });
    expect(field(client, 'feb', 'amount')).toBe(-999_999);
    await settle();
    expect(both((s) => field(s, 'feb', 'amount'))).toEqual([-4599, -4599]);
    expect(both((s) => storedEntry(s, 'feb').memo)).toEqual([
      'Office Depot #1234',
      'Office Depot #1234',
    ]);
    expect(log).toHaveBeenCalledWith(
      'warn',
      'Reverted a write into the closed period (up to 2026-03-31): transactions/feb',
      { table: 'transactions', rowId: 'feb', date: '2026-02-10', lockDate: '2026-03-31' },
    );
    expect(log).toHaveBeenCalledWith(
      'warn',
      expect.stringContaining('entries/feb'),
      expect.anything(),
    );
  });

  it('puts back a closed transaction and entry the client deleted', async () => {
    const { server, client, both } = closedMarch();
    const before = server.getRow(TRANSACTIONS_TABLE, 'feb');
    client.transaction(() => {
      client.delRow(TRANSACTIONS_TABLE, 'feb');
      client.delRow(ENTRIES_TABLE, 'feb');
    });
    await settle();
    expect(both((s) => s.getRow(TRANSACTIONS_TABLE, 'feb'))).toEqual([before, before]);
    expect(both((s) => s.hasRow(ENTRIES_TABLE, 'feb'))).toEqual([true, true]);
  });

  it('removes a row the client created in the closed period', async () => {
    const { client, log, both } = closedMarch();
    client.setRow(
      ENTRIES_TABLE,
      'backdated',
      entryToRow({
        id: 'backdated',
        date: '2026-03-31',
        memo: 'Backdated',
        lines: [
          { accountId: 'rent', debit: 100, credit: 0 },
          { accountId: 'checking', debit: 0, credit: 100 },
        ],
      }),
    );
    expect(client.hasRow(ENTRIES_TABLE, 'backdated')).toBe(true);
    await settle();
    expect(both((s) => s.hasRow(ENTRIES_TABLE, 'backdated'))).toEqual([false, false]);
    expect(log).toHaveBeenCalledWith('warn', expect.stringContaining('entries/backdated'), {
      table: 'entries',
      rowId: 'backdated',
      date: '2026-03-31',
      lockDate: '2026-03-31',
    });
  });

  it('moves a transaction dated into the closed period back to its open date', async () => {
    const { client, both } = closedMarch();
    writeTransactionRow(client, 'apr', { date: '2026-03-01' });
    expect(field(client, 'apr', 'date')).toBe('2026-03-01');
    await settle();
    expect(both((s) => field(s, 'apr', 'date'))).toEqual(['2026-04-10', '2026-04-10']);
  });

  it('lets client and REST-style writes in the open period through', async () => {
    const { server, client, log, both } = closedMarch();
    expect(saveTransaction(client, aTransaction({ id: 'may', date: '2026-05-02' }), who)).toEqual({
      ok: true,
    });
    writeTransactionRow(client, 'apr', { description: 'Staples' });
    const rest = saveTransaction(server, aTransaction({ id: 'jun', date: '2026-06-01' }), who);
    expect(rest).toEqual({ ok: true });
    await settle();
    expect(both((s) => s.hasRow(TRANSACTIONS_TABLE, 'may'))).toEqual([true, true]);
    expect(both((s) => s.hasRow(ENTRIES_TABLE, 'jun'))).toEqual([true, true]);
    expect(both((s) => field(s, 'apr', 'description'))).toEqual(['Staples', 'Staples']);
    expect(log).not.toHaveBeenCalled();
  });

  it('puts back a lock date a client changed through sync: only the server moves it', async () => {
    const { client, log, both } = closedMarch();
    client.setCell(SETTINGS_TABLE, SETTINGS_ROW, 'lockDate', '');
    await settle();
    expect(both((s) => s.getCell(SETTINGS_TABLE, SETTINGS_ROW, 'lockDate'))).toEqual([
      '2026-03-31',
      '2026-03-31',
    ]);
    writeTransactionRow(client, 'feb', { description: 'Reopened and fixed' });
    await settle();
    expect(both((s) => field(s, 'feb', 'description'))).toEqual([
      'Office Depot #1234',
      'Office Depot #1234',
    ]);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('follows a lock date the server sets: a reopened month may change, a newly closed one may not', async () => {
    const { server, client, log, both } = closedMarch();
    withClosedPeriodWritesAllowed(server, () =>
      server.setCell(SETTINGS_TABLE, SETTINGS_ROW, 'lockDate', ''),
    );
    writeTransactionRow(client, 'feb', { description: 'Reopened and fixed' });
    await settle();
    expect(both((s) => field(s, 'feb', 'description'))).toEqual([
      'Reopened and fixed',
      'Reopened and fixed',
    ]);
    withClosedPeriodWritesAllowed(server, () =>
      server.setCell(SETTINGS_TABLE, SETTINGS_ROW, 'lockDate', '2026-04-30'),
    );
    writeTransactionRow(client, 'apr', { description: 'Too late' });
    await settle();
    expect(both((s) => field(s, 'apr', 'description'))).toEqual([
      'Office Depot #1234',
      'Office Depot #1234',
    ]);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('refuses a client that clears the lock date and edits the closed month in one go', async () => {
    const { client, both } = closedMarch();
    client.transaction(() => {
      client.setCell(SETTINGS_TABLE, SETTINGS_ROW, 'lockDate', '');
      writeTransactionRow(client, 'feb', { amount: -1 });
    });
    await settle();
    expect(both((s) => field(s, 'feb', 'amount'))).toEqual([-4599, -4599]);
    expect(both((s) => s.getCell(SETTINGS_TABLE, SETTINGS_ROW, 'lockDate'))).toEqual([
      '2026-03-31',
      '2026-03-31',
    ]);
  });

  it('stops guarding once stopped', async () => {
    const { client, stop, both } = closedMarch();
    stop();
    writeTransactionRow(client, 'feb', { amount: -1 });
    await settle();
    expect(both((s) => field(s, 'feb', 'amount'))).toEqual([-1, -1]);
  });
});
