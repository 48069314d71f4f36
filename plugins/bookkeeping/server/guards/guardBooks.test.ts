import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as Y from 'yjs';
import type { Store } from 'tinybase';
import { fixedClock, standardChartOfAccounts, type JournalEntry } from '@keel/core/domain';
import { ACCOUNTS_TABLE, accountToRow } from '../../domain/schema';
import { aTransaction, storedEntry, storedTransaction } from '../../domain/books/testBooks';
import { ENTRY_AUDIT_TABLE } from '../../domain/books/entryAudit';
import { LINE_HOLDS_TABLE } from '../../domain/books/lineHolds';
import { transactionEntry } from '../../domain/books/transactionEntry';
import { postedBankLines } from '../../domain/books/postedBankLines';
import {
  TRANSACTIONS_TABLE,
  readTransactions,
  transactionToRow,
  type Transaction,
} from '../../domain/books/transactionRow';
import { saveTransaction } from '../../domain/books/writeTransaction';
import { guardBooks } from './index';
import { KEEL_SERVER_AUTHOR } from './guardEntryAudit';
import { boundStore, link, settle } from './syncedStores.testSupport';
import { ENTRIES_TABLE, entryToRow, rowToEntry } from '../../domain/ledger/entryRow';

const who = { by: 'Ines Tester <ines@example.com>', at: '2026-04-20T09:00:00.000Z' };
const categories = ['office-supplies', 'rent', 'service-revenue', 'utilities', ''] as const;

/** A guarded server with the chart and two April transactions, and `clients` browsers linked to it. */
function books(clients: number) {
  const serverDoc = new Y.Doc();
  const server = boundStore(serverDoc);
  server.transaction(() => {
    for (const account of standardChartOfAccounts())
      server.setRow(ACCOUNTS_TABLE, account.id, accountToRow(account));
  });
  for (const id of ['paper', 'rent'])
    expect(saveTransaction(server, aTransaction({ id, date: '2026-04-10' }), who)).toEqual({
      ok: true,
    });
  // Who the server is applying a change for, as the sync endpoint and REST routes set it.
  const writing = { as: null as string | null };
  const asServer = <T>(fn: () => T): T => {
    const was = writing.as;
    writing.as = null;
    try {
      return fn();
    } finally {
      writing.as = was;
    }
  };
  const clock = fixedClock('2026-04-21T10:00:00.000Z');
  const stop = guardBooks(server, { writer: () => writing.as, asServer, clock }, () => {});
  const browsers = Array.from({ length: clients }, () => {
    const doc = new Y.Doc();
    const unlink = link(serverDoc, doc);
    return { doc, store: boundStore(doc), unlink };
  });
  return { server, serverDoc, browsers, stop, writing, clock };
}

/** The store's transactions whose entry is not the one the transaction posts. */
function outOfStep(store: Store): string[] {
  const wrong: string[] = [];
  for (const transaction of readTransactions(store.getTable(TRANSACTIONS_TABLE))) {
    const expected = transactionEntry(transaction);
    const stored = store.hasRow(ENTRIES_TABLE, transaction.id)
      ? store.getRow(ENTRIES_TABLE, transaction.id)
      : null;
    const want = expected ? entryToRow(expected) : null;
    // Cell order is not part of a row: compare cell by cell.
    const same =
      stored === null || want === null
        ? stored === want
        : Object.keys(stored).length === Object.keys(want).length &&
          Object.entries(want).every(([cell, value]) => stored[cell] === value);
    if (!same) wrong.push(transaction.id);
  }
  return wrong;
}

type Browser = ReturnType<typeof books>['browsers'][number];

/** Edits a transaction as the app does: the transaction and its entry, in one go. */
function edit(store: Store, id: string, change: Partial<Transaction>): void {
  const transaction = { ...storedTransaction(store, id), ...change };
  expect(saveTransaction(store, transaction, who)).toEqual({ ok: true });
}

/** Writes a transaction's row by hand (no entry), as a client that skips the app's writes could. */
function writeTransactionRow(store: Store, id: string, change: Partial<Transaction>): void {
  store.setRow(
    TRANSACTIONS_TABLE,
    id,
    transactionToRow({ ...storedTransaction(store, id), ...change }),
  );
}

/** Writes an entry's row by hand, as a client that skips the app's writes could. */
function writeEntryRow(store: Store, id: string, change: Partial<JournalEntry>): void {
  store.setRow(ENTRIES_TABLE, id, entryToRow({ ...storedEntry(store, id), ...change }));
}

describe('guardTransactionEntries', () => {
  /**
   * Two people edit the same transaction offline, then come back. A transaction is one cell, so
   * the row ends as one person's whole version (Yjs keeps the write of the higher client id), never
   * a mix of both; `winner` picks whose, so both outcomes are checked.
   */
  function concurrentEdits(winner: 'owner' | 'accountant') {
    const fixture = books(2);
    const [owner, accountant] = fixture.browsers as [Browser, Browser];
    owner.doc.clientID = winner === 'owner' ? 2 : 1;
    accountant.doc.clientID = winner === 'owner' ? 1 : 2;
    fixture.writing.as = 'Bella Owner <bella@example.com>';
    owner.unlink();
    accountant.unlink();
    const reconnect = async () => {
      link(fixture.serverDoc, owner.doc);
      link(fixture.serverDoc, accountant.doc);
      await settle();
      await settle();
    };
    const corrections = () =>
      Object.values(fixture.server.getTable(ENTRY_AUDIT_TABLE)).filter(
        (row) => row.by === KEEL_SERVER_AUTHOR,
      );
    return { ...fixture, owner, accountant, reconnect, corrections };
  }

  it.each(['owner', 'accountant'] as const)(
    'keeps one whole version when two people change the amount and the account at once (%s wins)',
    async (winner) => {
      const { server, owner, accountant, reconnect, corrections } = concurrentEdits(winner);
      const before = storedTransaction(server, 'paper');
      edit(owner.store, 'paper', { amount: -12_000 });
      edit(accountant.store, 'paper', { accountId: 'utilities' });
      await reconnect();
      const won =
        winner === 'owner' ? { ...before, amount: -12_000 } : { ...before, accountId: 'utilities' };
      for (const store of [server, owner.store, accountant.store]) {
        // Not -120.00 on utilities: that is nobody's edit.
        expect(storedTransaction(store, 'paper')).toEqual(won);
        expect(storedEntry(store, 'paper')).toEqual(transactionEntry(won));
        expect(outOfStep(store)).toEqual([]);
      }
      // The entry came with the transaction it was written with: nothing to correct.
      expect(corrections()).toEqual([]);
    },
  );

  it.each(['owner', 'accountant'] as const)(
    'puts the entry in step with the transaction that won when one person uncategorizes a line another changes (%s wins)',
    async (winner) => {
      const { server, owner, accountant, reconnect, corrections } = concurrentEdits(winner);
      const before = storedTransaction(server, 'paper');
      edit(owner.store, 'paper', { amount: -12_000 });
      // Uncategorized: the line now posts against Uncategorized Expense.
      edit(accountant.store, 'paper', { accountId: '' });
      expect(storedEntry(accountant.store, 'paper').lines[1]?.accountId).toBe(
        'uncategorized-expense',
      );
      await reconnect();
      const won =
        winner === 'owner' ? { ...before, amount: -12_000 } : { ...before, accountId: '' };
      for (const store of [server, owner.store, accountant.store]) {
        expect(storedTransaction(store, 'paper')).toEqual(won);
        expect(storedEntry(store, 'paper')).toEqual(transactionEntry(won));
        expect(outOfStep(store)).toEqual([]);
      }
      // Each person wrote the line and its entry as one change, so the same change wins both.
      expect(corrections()).toEqual([]);
    },
  );

  it('rewrites an entry a client changed by hand, and removes one for a deleted transaction', async () => {
    const { server, browsers } = books(1);
    const client = browsers[0]!.store;
    writeEntryRow(client, 'paper', { memo: 'Something else' });
    expect(storedEntry(client, 'paper').memo).toBe('Something else');
    client.delRow(TRANSACTIONS_TABLE, 'rent');
    await settle();
    for (const store of [server, client]) {
      expect(storedEntry(store, 'paper').memo).toBe('Office Depot #1234');
      expect(store.hasRow(ENTRIES_TABLE, 'rent')).toBe(false);
      expect(outOfStep(store)).toEqual([]);
    }
  });

  it('leaves a manual journal entry alone', async () => {
    const { server, browsers } = books(1);
    const client = browsers[0]!.store;
    const manual = {
      id: 'manual-1',
      date: '2026-04-12',
      memo: 'Owner contribution',
      lines: [
        { accountId: 'checking', debit: 50_000, credit: 0 },
        { accountId: 'owners-equity', debit: 0, credit: 50_000 },
      ],
    };
    client.setRow(ENTRIES_TABLE, manual.id, entryToRow(manual));
    await settle();
    expect(server.getRow(ENTRIES_TABLE, manual.id)).toEqual(entryToRow(manual));
  });

  it('holds over random concurrent edits by two people: every entry matches its transaction', async () => {
    const change = fc.record(
      {
        amount: fc.integer({ min: -500_000, max: 500_000 }),
        accountId: fc.constantFrom(...categories),
        description: fc.constantFrom('Paper', 'Rent', 'Fixed typo'),
        date: fc.constantFrom('2026-04-10', '2026-05-02'),
      },
      { requiredKeys: [] },
    );
    const edits = fc.array(
      fc.record({
        who: fc.constantFrom(0, 1),
        id: fc.constantFrom('paper', 'rent'),
        change,
      }),
      { maxLength: 8 },
    );
    await fc.assert(
      fc.asyncProperty(edits, async (plan) => {
        const { server, serverDoc, browsers } = books(2);
        for (const browser of browsers) browser.unlink();
        for (const step of plan) edit(browsers[step.who]!.store, step.id, step.change);
        for (const browser of browsers) link(serverDoc, browser.doc);
        await settle();
        await settle();
        for (const store of [server, ...browsers.map((b) => b.store)])
          expect(outOfStep(store)).toEqual([]);
        for (const browser of browsers)
          expect(browser.store.getTables()).toEqual(server.getTables());
      }),
      { numRuns: 40 },
    );
  });
});

describe('guardReconciledLines', () => {
  function reconciled() {
    const fixture = books(1);
    writeTransactionRow(fixture.server, 'paper', { reconciliationId: 'rec-april' });
    return { ...fixture, client: fixture.browsers[0]!.store };
  }

  it('puts back an edit of a reconciled line, on both sides, entry included', async () => {
    const { server, client } = reconciled();
    client.transaction(() => {
      writeTransactionRow(client, 'paper', { amount: -1 });
      client.setRow(
        ENTRIES_TABLE,
        'paper',
        entryToRow(
          transactionEntry(aTransaction({ id: 'paper', amount: -1, date: '2026-04-10' }))!,
        ),
      );
    });
    await settle();
    await settle();
    for (const store of [server, client]) {
      expect(storedTransaction(store, 'paper')).toMatchObject({
        amount: -4599,
        reconciliationId: 'rec-april',
      });
      expect(outOfStep(store)).toEqual([]);
    }
  });

  it('puts back a deleted reconciled line', async () => {
    const { server, client } = reconciled();
    client.delRow(TRANSACTIONS_TABLE, 'paper');
    await settle();
    await settle();
    for (const store of [server, client]) {
      expect(storedTransaction(store, 'paper').reconciliationId).toBe('rec-april');
      expect(outOfStep(store)).toEqual([]);
    }
  });

  it('lets a line be unreconciled, then edited', async () => {
    const { server, client } = reconciled();
    writeTransactionRow(client, 'paper', { reconciliationId: '' });
    await settle();
    expect(storedTransaction(server, 'paper').reconciliationId).toBe('');
    edit(client, 'paper', { amount: -5000 });
    await settle();
    expect(storedTransaction(server, 'paper').amount).toBe(-5000);
    expect(outOfStep(server)).toEqual([]);
  });
});

describe('guardHeldLines', () => {
  it('puts back the reconciliation of a held line, on both sides, and lets another be reconciled', async () => {
    const { server, browsers } = books(1);
    const client = browsers[0]!.store;
    server.setRow(LINE_HOLDS_TABLE, 'paper', {
      reason: 'Blocked as a possible duplicate payment',
      heldBy: 'Ada Owner <ada@example.com>',
      heldAt: '2026-04-20T10:00:00.000Z',
      link: '/fraud-detection?threat=t-1',
    });
    await settle();
    client.transaction(() => {
      writeTransactionRow(client, 'paper', { reconciliationId: 'rec-april' });
      writeTransactionRow(client, 'rent', { reconciliationId: 'rec-april' });
    });
    await settle();
    await settle();
    for (const store of [server, client]) {
      expect(storedTransaction(store, 'paper').reconciliationId).toBe('');
      expect(storedTransaction(store, 'rent').reconciliationId).toBe('rec-april');
    }
  });

  it('lets the line be reconciled once the hold is released', async () => {
    const { server, browsers } = books(1);
    const client = browsers[0]!.store;
    server.setRow(LINE_HOLDS_TABLE, 'paper', {
      reason: 'Blocked',
      heldBy: 'Ada Owner <ada@example.com>',
      heldAt: '2026-04-20T10:00:00.000Z',
      link: '/fraud-detection?threat=t-1',
    });
    server.delRow(LINE_HOLDS_TABLE, 'paper');
    await settle();
    writeTransactionRow(client, 'paper', { reconciliationId: 'rec-april' });
    await settle();
    expect(storedTransaction(server, 'paper').reconciliationId).toBe('rec-april');
  });
});

describe('guardEntryAudit', () => {
  const omar = 'Omar Reyes <omar@example.com>';
  const trail = (store: Store) =>
    Object.values(store.getTable(ENTRY_AUDIT_TABLE)).sort((a, b) =>
      String(a.at).localeCompare(String(b.at)),
    );

  it('records who changed and deleted a posted entry, when, and the entry before and after', async () => {
    const { server, browsers, writing, clock } = books(1);
    const client = browsers[0]!.store;
    writing.as = omar;
    edit(client, 'paper', { amount: -5000 });
    await settle();
    clock.advance(60_000);
    client.delRow(TRANSACTIONS_TABLE, 'rent');
    client.delRow(ENTRIES_TABLE, 'rent');
    await settle();
    const rows = trail(server);
    expect(rows.map((row) => [row.entryId, row.action, row.by, row.at])).toEqual([
      ['paper', 'changed', omar, '2026-04-21T10:00:00.000Z'],
      ['rent', 'deleted', omar, '2026-04-21T10:01:00.000Z'],
    ]);
    // before and after are the entry's rows, as JSON.
    const entryIn = (text: unknown) => {
      const read = rowToEntry('paper', JSON.parse(String(text)) as Record<string, unknown>);
      if (!read.ok) throw new Error(read.errors.join('; '));
      return read.entry;
    };
    expect(entryIn(rows[0]!.before).lines).toContainEqual(
      expect.objectContaining({ accountId: 'checking', credit: 4599 }),
    );
    expect(entryIn(rows[0]!.after).lines).toContainEqual(
      expect.objectContaining({ accountId: 'checking', credit: 5000 }),
    );
    expect(rows[1]!.after).toBe('');
    expect(trail(client)).toEqual(rows);
  });

  it('names the server for its own corrections, and does not record a new entry', async () => {
    const { server, browsers, writing } = books(1);
    const client = browsers[0]!.store;
    writing.as = omar;
    writeEntryRow(client, 'paper', { memo: 'Something else' });
    expect(saveTransaction(client, aTransaction({ id: 'fresh', date: '2026-04-11' }), who)).toEqual(
      {
        ok: true,
      },
    );
    await settle();
    expect(trail(server).map((row) => [row.entryId, row.by])).toEqual([
      ['paper', omar],
      ['paper', KEEL_SERVER_AUTHOR],
    ]);
  });

  it('puts back trail rows a client adds, changes or deletes', async () => {
    const { server, browsers, writing } = books(1);
    const client = browsers[0]!.store;
    writing.as = omar;
    edit(client, 'paper', { amount: -5000 });
    await settle();
    const [id] = server.getRowIds(ENTRY_AUDIT_TABLE);
    const kept = server.getRow(ENTRY_AUDIT_TABLE, id!);
    client.setCell(ENTRY_AUDIT_TABLE, id!, 'by', 'Someone else');
    client.setRow(ENTRY_AUDIT_TABLE, 'forged', { ...kept, entryId: 'rent' });
    await settle();
    client.delRow(ENTRY_AUDIT_TABLE, id!);
    await settle();
    for (const store of [server, client]) {
      expect(store.getRowIds(ENTRY_AUDIT_TABLE)).toEqual([id]);
      expect(store.getRow(ENTRY_AUDIT_TABLE, id!)).toEqual(kept);
    }
  });
});

describe('guardPostedLines', () => {
  const run: JournalEntry = {
    id: 'payroll-run-1',
    date: '2026-04-15',
    memo: 'Payroll April 1-15',
    lines: [
      { accountId: 'payroll-wages', debit: 300_000, credit: 0 },
      { accountId: 'checking', debit: 0, credit: 300_000, memo: 'Direct deposit batch' },
    ],
  };

  /** The books with a run posted as the ledger posts it: the entry and its bank line together. */
  async function withRun() {
    const fixture = books(1);
    const [line] = postedBankLines(run, standardChartOfAccounts(), {
      newId: () => 'dd-line',
      at: who.at,
      by: '',
    });
    fixture.server.transaction(() => {
      fixture.server.setRow(ENTRIES_TABLE, run.id, entryToRow(run));
      fixture.server.setRow(TRANSACTIONS_TABLE, 'dd-line', transactionToRow(line!));
    });
    await settle();
    return { ...fixture, client: fixture.browsers[0]!.store, line: line! };
  }

  it('keeps the bank line the ledger wrote with its entry', async () => {
    const { server, client, line } = await withRun();
    for (const store of [server, client]) expect(storedTransaction(store, 'dd-line')).toEqual(line);
  });

  it('puts back a client’s change to what the entry says, and a deletion', async () => {
    const { server, client, line } = await withRun();
    writeTransactionRow(client, 'dd-line', { amount: -1, accountId: 'rent' });
    await settle();
    client.delRow(TRANSACTIONS_TABLE, 'dd-line');
    await settle();
    for (const store of [server, client]) expect(storedTransaction(store, 'dd-line')).toEqual(line);
  });

  it('lets a client match the bank’s line to it and reconcile it', async () => {
    const { server, client, line } = await withRun();
    const matched = {
      ...line,
      externalId: 'B-1',
      bankDate: '2026-04-14',
      bankDescription: 'ACH PAYROLL',
      reconciliationId: 'rec-apr',
    };
    client.setRow(TRANSACTIONS_TABLE, 'dd-line', transactionToRow(matched));
    await settle();
    for (const store of [server, client])
      expect(storedTransaction(store, 'dd-line')).toEqual(matched);
  });

  it('removes a posted line a client makes up, and keeps an ordinary line from being linked', async () => {
    const { server, client } = await withRun();
    const forged = aTransaction({ id: 'forged', date: '2026-04-15', entryId: 'payroll-run-1' });
    client.setRow(TRANSACTIONS_TABLE, 'forged', transactionToRow({ ...forged, amount: -99 }));
    writeTransactionRow(client, 'paper', { entryId: 'payroll-run-1' });
    await settle();
    for (const store of [server, client]) {
      expect(store.hasRow(TRANSACTIONS_TABLE, 'forged')).toBe(false);
      expect(storedTransaction(store, 'paper').entryId).toBeUndefined();
      expect(outOfStep(store)).toEqual([]);
    }
  });
});
