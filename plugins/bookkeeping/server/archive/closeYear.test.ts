import { describe, expect, it } from 'vitest';
import { balanceSheet, type JournalEntry } from '@keel/core/domain';
import type { Store } from 'tinybase';
import { RECONCILIATIONS_TABLE } from '../../domain/books/reconciliation';
import { aTransaction, storeWithChart, storedTransaction } from '../../domain/books/testBooks';
import { transactionEntry } from '../../domain/books/transactionEntry';
import {
  TRANSACTIONS_TABLE,
  rowToTransaction,
  transactionToRow,
} from '../../domain/books/transactionRow';
import { saveTransaction, storeAccounts } from '../../domain/books/writeTransaction';
import { ledgerCacheFor } from '../../domain/books/ledgerCache';
import { ACCOUNTS_TABLE, SETTINGS_ROW, SETTINGS_TABLE } from '../../domain/schema';
import { archiveFileSchema, entriesSpanningArchives } from '../../domain/archive';
import { guardClosedPeriod, withClosedPeriodWritesAllowed } from '../guards';
import { ArchiveLibrary } from './archiveLibrary';
import { closeFiscalYear } from './closeYear';
import { memoryFiles } from './memoryFiles.testSupport';
import { ENTRIES_TABLE, entryToRow, rowToEntry } from '../../domain/ledger/entryRow';

const who = { by: 'Ines Tester <ines@example.com>', at: '2026-02-01T09:00:00.000Z' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What PUT settings/lock-date does: the server's own write, which the guard lets through. */
function setLockDate(store: Store, lockDate: string): void {
  withClosedPeriodWritesAllowed(store, () =>
    store.setCell(SETTINGS_TABLE, SETTINGS_ROW, 'lockDate', lockDate),
  );
}

function books(options: { beforePut?: (store: Store) => void } = {}) {
  const store = storeWithChart();
  const line = (id: string, date: string, amount: number, accountId: string) =>
    expect(
      saveTransaction(store, aTransaction({ id, date, amount, accountId }), {
        by: who.by,
        at: `${date}T12:00:00.000Z`,
      }),
    ).toEqual({ ok: true });
  line('sale-2024', '2024-05-02', 250_000, 'service-revenue');
  line('rent-2024', '2024-06-01', -120_000, 'rent');
  line('sale-2025', '2025-03-03', 99_00, 'service-revenue');
  store.setRow(RECONCILIATIONS_TABLE, 'rec-2024', {
    bankAccountId: 'checking',
    statementDate: '2024-06-30',
    endingBalance: 130_000,
    completedAt: '2024-07-02T10:00:00.000Z',
    completedBy: who.by,
  });
  store.setRow(SETTINGS_TABLE, SETTINGS_ROW, { lockDate: '2024-12-31', fiscalYearStartMonth: 1 });
  const stop = guardClosedPeriod(store, () => {});
  const files = memoryFiles(() => options.beforePut?.(store));
  const library = new ArchiveLibrary(files, () => {});
  const context = {
    companyId: 'co-1',
    store,
    ledger: ledgerCacheFor(store),
    files,
    library,
    commit: async () => {},
  };
  return { store, files, library, context, stop };
}

describe('closeFiscalYear', () => {
  it("moves the year's rows into one archive file and carries its balances forward", async () => {
    const { store, files, library, context } = books();
    const before = context.ledger.snapshot();
    const outcome = await closeFiscalYear(context, 2024, who);
    expect(outcome).toEqual({
      ok: true,
      archive: {
        year: 2024,
        from: '2024-01-01',
        to: '2024-12-31',
        entries: 2,
        transactions: 2,
        archivedAt: who.at,
        archivedBy: who.by,
      },
    });
    await settle();
    expect(store.hasRow(TRANSACTIONS_TABLE, 'sale-2024')).toBe(false);
    expect(store.hasRow(ENTRIES_TABLE, 'rent-2024')).toBe(false);
    expect(store.hasRow(RECONCILIATIONS_TABLE, 'rec-2024')).toBe(false);
    expect(store.hasRow(TRANSACTIONS_TABLE, 'sale-2025')).toBe(true);
    const carried = rowToEntry(
      'carry-forward-2024',
      store.getRow(ENTRIES_TABLE, 'carry-forward-2024'),
    );
    expect(carried.ok && carried.entry).toMatchObject({
      date: '2024-12-31',
      lines: [
        { accountId: 'checking', debit: 130_000, credit: 0 },
        { accountId: 'retained-earnings', debit: 0, credit: 130_000 },
      ],
    });

    const [stored] = await files.list('co-1', 'archive:');
    expect(stored).toMatchObject({ ownerKey: 'archive:2024', type: 'application/json' });
    const file = archiveFileSchema.parse(
      JSON.parse(Buffer.from(files.bytes.get(stored!.id)!).toString('utf8')),
    );
    expect(Object.keys(file.entries).sort()).toEqual(['rent-2024', 'sale-2024']);
    expect(Object.keys(file.reconciliations)).toEqual(['rec-2024']);
    expect(file.version).toBe(2);
    expect(rowToTransaction('sale-2024', file.transactions['sale-2024'])).toMatchObject({
      amount: 250_000,
      date: '2024-05-02',
    });

    const after = context.ledger.snapshot();
    const archives = await library.years('co-1', store, after.accounts);
    for (const asOf of ['2024-05-31', '2024-12-31', '2025-12-31']) {
      const spanned = entriesSpanningArchives(after.entries, archives, `${asOf.slice(0, 4)}-01-01`);
      expect(balanceSheet(after.accounts, spanned, asOf)).toEqual(
        balanceSheet(before.accounts, before.entries, asOf),
      );
    }
  });

  it('refuses by the closing rules and writes nothing', async () => {
    const { store, files, context } = books();
    const rows = JSON.stringify(store.getTables());
    expect(await closeFiscalYear(context, 2025, who)).toEqual({
      ok: false,
      status: 409,
      error: 'Lock the books through 2025-12-31 before closing fiscal year 2025',
    });
    setLockDate(store, '2025-12-31');
    expect(await closeFiscalYear(context, 2025, who)).toMatchObject({
      error: 'Close fiscal year 2024 first: years are archived in order',
    });
    expect(await files.list('co-1')).toEqual([]);
    setLockDate(store, '2024-12-31');
    expect(JSON.stringify(store.getTables())).toBe(rows);
    expect((await closeFiscalYear(context, 2024, who)).ok).toBe(true);
    expect(await closeFiscalYear(context, 2024, who)).toMatchObject({
      error: 'Fiscal year 2024 is already archived',
    });
  });

  it('needs a retained earnings account', async () => {
    const { store, context } = books();
    store.delRow(ACCOUNTS_TABLE, 'retained-earnings');
    expect(await closeFiscalYear(context, 2024, who)).toMatchObject({
      status: 409,
      error: 'Add a retained earnings account to the chart before closing a year',
    });
  });

  it('gives up, removing its file, when the books change while the file is written', async () => {
    const { store, files, context } = books({
      // Someone reopens the year (PUT settings/lock-date) and corrects a line while the file is
      // being written.
      beforePut: (s) => {
        setLockDate(s, '');
        s.setRow(
          TRANSACTIONS_TABLE,
          'rent-2024',
          transactionToRow({ ...storedTransaction(s, 'rent-2024'), description: 'Corrected' }),
        );
      },
    });
    expect(await closeFiscalYear(context, 2024, who)).toEqual({
      ok: false,
      status: 409,
      error: 'Lock the books through 2024-12-31 before closing fiscal year 2024',
    });
    expect(await files.list('co-1')).toEqual([]);
    expect(storedTransaction(store, 'rent-2024').description).toBe('Corrected');
    expect(store.hasRow(ENTRIES_TABLE, 'carry-forward-2024')).toBe(false);
  });

  it('gives up when the year it planned is no longer the same rows', async () => {
    const { store, files, context } = books({
      beforePut: (s) => s.setCell(SETTINGS_TABLE, SETTINGS_ROW, 'fiscalYearStartMonth', 7),
    });
    expect(await closeFiscalYear(context, 2024, who)).toEqual({
      ok: false,
      status: 409,
      error: 'The books changed while the year was being archived; try again',
    });
    expect(await files.list('co-1')).toEqual([]);
    expect(store.hasRow(TRANSACTIONS_TABLE, 'sale-2024')).toBe(true);
  });

  it('does not count an archive whose rows are still live (a stopped close), and replaces it', async () => {
    const { store, files, library, context } = books();
    await files.put(
      'co-1',
      {
        name: 'books-2024.json',
        type: 'application/json',
        createdBy: who.by,
        ownerKey: 'archive:2024',
      },
      new TextEncoder().encode(
        JSON.stringify({
          format: 'keel-books-year-archive',
          version: 2,
          year: 2024,
          from: '2024-01-01',
          to: '2024-12-31',
          fiscalYearStartMonth: 1,
          archivedAt: who.at,
          archivedBy: who.by,
          entries: { 'sale-2024': store.getRow(ENTRIES_TABLE, 'sale-2024') },
          transactions: {},
          reconciliations: {},
          opening: {},
          carryForward: {},
        }),
      ),
      1_000_000,
    );
    expect(await library.archives('co-1', store)).toEqual([]);
    expect((await closeFiscalYear(context, 2024, who)).ok).toBe(true);
    const stored = await files.list('co-1', 'archive:');
    expect(stored).toHaveLength(1);
    expect((await library.archives('co-1', store)).map((a) => a.file.year)).toEqual([2024]);
  });
  it('reads a version 1 archive, written one cell per field, as the same rows', async () => {
    const { store, files, library } = books();
    const sale = aTransaction({
      id: 'sale-2023',
      date: '2023-05-02',
      amount: 80_000,
      accountId: 'service-revenue',
      reference: 'INV-7',
    });
    const saleEntry = transactionEntry(sale)!;
    const carry: JournalEntry = {
      id: 'carry-forward-2023',
      date: '2023-12-31',
      memo: 'Balances carried forward',
      lines: [
        { accountId: 'checking', debit: 80_000, credit: 0 },
        { accountId: 'retained-earnings', debit: 0, credit: 80_000 },
      ],
    };
    /** An entry as version 1 files hold it: the lines as a JSON cell of their own. */
    const legacyEntry = (e: JournalEntry) => ({
      date: e.date,
      memo: e.memo,
      reference: e.reference ?? '',
      lines: JSON.stringify(e.lines),
    });
    const { id: _id, ...saleCells } = sale;
    await files.put(
      'co-1',
      {
        name: 'books-2023.json',
        type: 'application/json',
        createdBy: who.by,
        ownerKey: 'archive:2023',
      },
      new TextEncoder().encode(
        JSON.stringify({
          format: 'keel-books-year-archive',
          version: 1,
          year: 2023,
          from: '2023-01-01',
          to: '2023-12-31',
          fiscalYearStartMonth: 1,
          archivedAt: who.at,
          archivedBy: who.by,
          entries: { 'sale-2023': legacyEntry(saleEntry) },
          transactions: { 'sale-2023': saleCells },
          reconciliations: {},
          opening: {},
          carryForward: { 'carry-forward-2023': legacyEntry(carry) },
        }),
      ),
      1_000_000,
    );
    const [archive, ...others] = await library.archives('co-1', store);
    expect(others).toEqual([]);
    expect(archive!.file).toMatchObject({ year: 2023, version: 2 });
    expect(archive!.file.transactions).toEqual({ 'sale-2023': transactionToRow(sale) });
    expect(archive!.file.entries).toEqual({ 'sale-2023': entryToRow(saleEntry) });
    expect(archive!.file.carryForward).toEqual({ 'carry-forward-2023': entryToRow(carry) });
    const [year] = await library.years('co-1', store, storeAccounts(store));
    expect(year).toEqual({
      year: 2023,
      to: '2023-12-31',
      entries: [saleEntry],
      opening: [],
      rows: [sale],
      invalid: [],
    });
  });
});
