import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { fixedClock, standardChartOfAccounts } from '@keel/core/domain';
import { ACCOUNTS_TABLE, accountToRow } from '../../domain/schema';
import { aTransaction } from '../../domain/books/testBooks';
import { RECORD_AUTHORS_TABLE, readRecordAuthors } from '../../domain/books/recordAuthors';
import { VENDORS_TABLE } from '../../domain/books/vendors';
import { RECONCILIATIONS_TABLE } from '../../domain/books/reconciliation';
import { saveTransaction } from '../../domain/books/writeTransaction';
import { ENTRIES_TABLE, entryToRow } from '../../domain/ledger/entryRow';
import { guardBooks } from './index';
import { boundStore, link, settle } from './syncedStores.testSupport';

const omar = 'Omar Clerk <omar@example.com>';
const bella = 'Bella Owner <bella@example.com>';
const vendor = (name: string) => ({
  name,
  contactName: '',
  email: '',
  paymentTerms: 'Net 30',
  is1099Eligible: false,
});

/** A guarded server with the chart, one browser linked to it, and who the server writes for. */
function books() {
  const serverDoc = new Y.Doc();
  const server = boundStore(serverDoc);
  server.transaction(() => {
    for (const account of standardChartOfAccounts())
      server.setRow(ACCOUNTS_TABLE, account.id, accountToRow(account));
  });
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
  guardBooks(
    server,
    { writer: () => writing.as, asServer, clock: fixedClock('2026-04-21T10:00:00.000Z') },
    () => {},
  );
  const doc = new Y.Doc();
  link(serverDoc, doc);
  return { server, browser: boundStore(doc), writing };
}

const authors = (store: ReturnType<typeof boundStore>) =>
  [...readRecordAuthors(store).entries()].map(([id, row]) => [id, row.by, row.at]);

describe('guardRecordAuthors', () => {
  it('records who created a vendor, a reconciliation and a journal entry, as the server saw them', async () => {
    const { server, browser, writing } = books();
    writing.as = omar;
    browser.setRow(VENDORS_TABLE, 'v-acme', vendor('Acme'));
    browser.setRow(
      ENTRIES_TABLE,
      'je-1',
      entryToRow({
        id: 'je-1',
        date: '2026-04-02',
        memo: 'Accrual',
        lines: [
          { accountId: 'rent', debit: 1000, credit: 0 },
          { accountId: 'checking', debit: 0, credit: 1000 },
        ],
      }),
    );
    await settle();
    writing.as = bella;
    browser.setRow(RECONCILIATIONS_TABLE, 'rec-1', {
      bankAccountId: 'checking',
      statementDate: '2026-03-31',
      endingBalance: 0,
      completedAt: '2026-04-21T09:00:00.000Z',
      // What the browser says; the server records who sent it.
      completedBy: omar,
    });
    await settle();
    const at = '2026-04-21T10:00:00.000Z';
    expect(authors(server)).toEqual([
      ['vendors:v-acme', omar, at],
      ['entries:je-1', omar, at],
      ['reconciliations:rec-1', bella, at],
    ]);
    // The browser sees the same rows, made by the server.
    await settle();
    expect(authors(browser)).toEqual(authors(server));
  });

  it('keeps the creator when someone else changes the record, and names the server for its own', async () => {
    const { server, browser, writing } = books();
    writing.as = omar;
    browser.setRow(VENDORS_TABLE, 'v-acme', vendor('Acme'));
    await settle();
    writing.as = bella;
    browser.setCell(VENDORS_TABLE, 'v-acme', 'name', 'Acme Supplies');
    await settle();
    writing.as = null;
    server.setRow(VENDORS_TABLE, 'v-bank', vendor('Imported payee'));
    await settle();
    expect(authors(server).map(([id, by]) => [id, by])).toEqual([
      ['vendors:v-acme', omar],
      ['vendors:v-bank', 'Keel server'],
    ]);
  });

  it('records who keyed in a bank line, whatever the line says, and leaves imported lines alone', async () => {
    const { server, browser, writing } = books();
    writing.as = omar;
    // Omar's browser writes a line that claims Bella entered it.
    const saved = saveTransaction(browser, aTransaction({ id: 'cash', date: '2026-04-10' }), {
      by: bella,
      at: '2026-04-10T09:00:00.000Z',
    });
    expect(saved).toEqual({ ok: true });
    const imported = saveTransaction(
      browser,
      aTransaction({ id: 'bank-1', date: '2026-04-11', source: 'import' }),
      { by: omar, at: '2026-04-11T09:00:00.000Z' },
    );
    expect(imported).toEqual({ ok: true });
    await settle();
    expect(authors(server).map(([id, by]) => [id, by])).toEqual([['transactions:cash', omar]]);
  });

  it('leaves out the entry of a bank line: the line names its author', async () => {
    const { server, browser, writing } = books();
    writing.as = omar;
    const saved = saveTransaction(browser, aTransaction({ id: 'paper', date: '2026-04-10' }), {
      by: omar,
      at: '2026-04-10T09:00:00.000Z',
    });
    expect(saved).toEqual({ ok: true });
    await settle();
    expect(server.hasRow(ENTRIES_TABLE, 'paper')).toBe(true);
    expect(server.getRowIds(RECORD_AUTHORS_TABLE)).toEqual(['transactions:paper']);
  });
});
