import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { createStore, type Store } from 'tinybase';
import { bindStoreToDoc, standardChartOfAccounts, tinybaseSchemaFor } from '@keel/core/domain';
import type { LogFn } from '@keel/core/server';
import { plugin } from '../../plugin';
import { ACCOUNTS_TABLE, SETTINGS_ROW, SETTINGS_TABLE, accountToRow } from '../../domain/schema';
import { aTransaction, storedEntry } from '../../domain/books/testBooks';
import { TRANSACTIONS_TABLE, transactionToRow } from '../../domain/books/transactionRow';
import { saveTransaction, storeTransaction } from '../../domain/books/writeTransaction';
import { closedPeriodWritesAllowed, withClosedPeriodWritesAllowed } from './closedPeriodWrites';
import { guardClosedPeriod } from './guardClosedPeriod';
import { ENTRIES_TABLE, entryToRow } from '../../domain/ledger/entryRow';

const who = { by: 'Ines Tester <ines@example.com>', at: '2026-04-20T09:00:00.000Z' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const carryForward = {
  id: 'carry-forward-2026',
  date: '2026-03-31',
  memo: 'Balances carried forward',
  lines: [
    { accountId: 'office-supplies', debit: 4599, credit: 0 },
    { accountId: 'checking', debit: 0, credit: 4599 },
  ],
};
const carryForwardRow = entryToRow(carryForward);

function boundStore(doc: Y.Doc): Store {
  const store = createStore().setTablesSchema(tinybaseSchemaFor(plugin));
  bindStoreToDoc(store, doc, plugin.id, Object.keys(plugin.tables));
  return store;
}

function link(a: Y.Doc, b: Y.Doc): void {
  const relayed = Symbol('relayed');
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a), relayed);
  a.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== relayed) Y.applyUpdate(b, update, relayed);
  });
  b.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== relayed) Y.applyUpdate(a, update, relayed);
  });
}

/** A guarded server store with February's transaction closed (lock date 2026-03-31), and a browser. */
function closedQuarter() {
  const serverDoc = new Y.Doc();
  const server = boundStore(serverDoc);
  server.transaction(() => {
    for (const account of standardChartOfAccounts())
      server.setRow(ACCOUNTS_TABLE, account.id, accountToRow(account));
  });
  expect(saveTransaction(server, aTransaction({ id: 'feb', date: '2026-02-10' }), who)).toEqual({
    ok: true,
  });
  server.setRow(SETTINGS_TABLE, SETTINGS_ROW, { lockDate: '2026-03-31', fiscalYearStartMonth: 1 });
  const log = vi.fn<LogFn>();
  guardClosedPeriod(server, log);
  const clientDoc = new Y.Doc();
  link(serverDoc, clientDoc);
  const client = boundStore(clientDoc);
  const both = (read: (store: Store) => unknown) => [read(server), read(client)];
  return { server, client, log, both };
}

/** What the archive job does: takes the closed rows out and writes a carry-forward entry. */
const archiveFeb = (server: Store) =>
  withClosedPeriodWritesAllowed(server, () =>
    server.transaction(() => {
      server.delRow(TRANSACTIONS_TABLE, 'feb');
      server.delRow(ENTRIES_TABLE, 'feb');
      server.setRow(ENTRIES_TABLE, 'carry-forward-2026', carryForwardRow);
    }),
  );

describe('withClosedPeriodWritesAllowed', () => {
  it("lets the server's own job change the closed period, on both sides", async () => {
    const { server, log, both } = closedQuarter();
    archiveFeb(server);
    await settle();
    expect(both((s) => s.hasRow(TRANSACTIONS_TABLE, 'feb'))).toEqual([false, false]);
    expect(both((s) => s.hasRow(ENTRIES_TABLE, 'feb'))).toEqual([false, false]);
    expect(both((s) => storedEntry(s, 'carry-forward-2026').memo)).toEqual([
      'Balances carried forward',
      'Balances carried forward',
    ]);
    expect(log).not.toHaveBeenCalled();
    expect(closedPeriodWritesAllowed(server)).toBe(false);
  });

  it('still reverts a browser that edits, deletes or brings back closed rows afterwards', async () => {
    const { server, client, log, both } = closedQuarter();
    archiveFeb(server);
    await settle();
    client.setRow(
      ENTRIES_TABLE,
      'carry-forward-2026',
      entryToRow({ ...carryForward, memo: 'Rewritten' }),
    );
    expect(storedEntry(client, 'carry-forward-2026').memo).toBe('Rewritten');
    await settle();
    expect(both((s) => storedEntry(s, 'carry-forward-2026').memo)).toEqual([
      'Balances carried forward',
      'Balances carried forward',
    ]);
    client.delRow(ENTRIES_TABLE, 'carry-forward-2026');
    await settle();
    expect(both((s) => s.hasRow(ENTRIES_TABLE, 'carry-forward-2026'))).toEqual([true, true]);
    // A browser that still holds an archived row cannot write it back into the live books.
    client.setRow(
      TRANSACTIONS_TABLE,
      'feb',
      transactionToRow(aTransaction({ id: 'feb', date: '2026-02-10' })),
    );
    expect(client.hasRow(TRANSACTIONS_TABLE, 'feb')).toBe(true);
    await settle();
    expect(both((s) => s.hasRow(TRANSACTIONS_TABLE, 'feb'))).toEqual([false, false]);
    expect(log).toHaveBeenCalledTimes(3);
  });

  it("keeps the job's change over a browser's refused write it overlaps", async () => {
    const { server, client, both } = closedQuarter();
    const feb = storeTransaction(client, 'feb');
    expect(feb).not.toBeNull();
    client.setRow(TRANSACTIONS_TABLE, 'feb', transactionToRow({ ...feb!, amount: -1 }));
    // The guard's undo is queued; the job runs before it and removes the row for good.
    archiveFeb(server);
    await settle();
    expect(both((s) => s.hasRow(TRANSACTIONS_TABLE, 'feb'))).toEqual([false, false]);
  });

  it('ends with the function, also when it throws, and counts nesting', () => {
    const store = createStore();
    expect(() =>
      withClosedPeriodWritesAllowed(store, () => {
        withClosedPeriodWritesAllowed(store, () => {
          expect(closedPeriodWritesAllowed(store)).toBe(true);
        });
        expect(closedPeriodWritesAllowed(store)).toBe(true);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(closedPeriodWritesAllowed(store)).toBe(false);
    expect(closedPeriodWritesAllowed(createStore())).toBe(false);
  });

  it('refuses an asynchronous function, whose later writes would run unguarded', () => {
    const store = createStore();
    expect(() => withClosedPeriodWritesAllowed(store, () => Promise.resolve(1))).toThrow(
      'withClosedPeriodWritesAllowed needs a synchronous function',
    );
    expect(closedPeriodWritesAllowed(store)).toBe(false);
  });

  it("allows only the store it names: another company's guard still reverts", async () => {
    const first = closedQuarter();
    const second = closedQuarter();
    withClosedPeriodWritesAllowed(first.server, () => {
      second.server.delRow(TRANSACTIONS_TABLE, 'feb');
    });
    await settle();
    expect(second.both((s) => s.hasRow(TRANSACTIONS_TABLE, 'feb'))).toEqual([true, true]);
  });
});
