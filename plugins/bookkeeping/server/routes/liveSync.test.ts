import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import * as Y from 'yjs';
import { createStore } from 'tinybase';
import type { WebsocketProvider } from 'y-websocket';
import { bindStoreToDoc, standardChartOfAccounts } from '@keel/core/domain';
import {
  Client,
  connect,
  eventually,
  startKeel,
  strongPassword,
  synced,
  uniqueEmail,
  type TestKeel,
} from '@keel/sync-server/testing';
import {
  BANK_ACCOUNTS_TABLE,
  TRANSACTIONS_TABLE,
  VENDORS_TABLE,
  checkTransactionForm,
  newManualTransaction,
  storeAccounts,
  storeTransaction,
  readTransactions,
  saveTransaction,
  transactionToRow,
} from '../../domain/books';
import { aTransaction } from '../../domain/books/testBooks';
import { ENTRY_AUDIT_TABLE } from '../../domain/books/entryAudit';
import { bookkeepingTables } from '../../domain/schema';
import { bankAccountListSchema } from './bankAccounts.schema';
import { transactionListSchema } from './transactions.schema';
import { ENTRIES_TABLE, rowToEntry } from '../../domain/ledger/entryRow';

let keel: TestKeel;
let owner: Client;
let base: string;
let provider: WebsocketProvider;
let ownerEmail: string;
let companyId: string;
// What an open browser holds: the plugin's store bound to the company document.
const browser = createStore();

beforeAll(async () => {
  keel = await startKeel({ pluginsDir: join(import.meta.dirname, '..', '..', '..') });
  owner = new Client(keel.url);
  const res = await owner.post('/api/auth/signup', {
    firstName: 'Lin',
    lastName: 'Tester',
    email: (ownerEmail = uniqueEmail('lin')),
    companyName: 'Live Co',
    password: strongPassword(),
  });
  companyId = (res.body.company as { id: string }).id;
  base = `/api/companies/${companyId}`;
  const doc = new Y.Doc();
  bindStoreToDoc(browser, doc, 'bookkeeping', Object.keys(bookkeepingTables));
  provider = connect(keel.wsUrl, companyId, owner.cookie, doc);
  await synced(provider);
});
/** Asks again until the answer passes `done` (5 s at most). */
async function until<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const answer = await ask();
    if (done(answer) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Bank details are written by the server alone (connect-bank, sync-banks): written there here. */
async function setBankDetails(accountId: string, details: Record<string, string | number>) {
  const books = await keel.server.services.docs.store(companyId, 'bookkeeping');
  books.setRow(BANK_ACCOUNTS_TABLE, accountId, details);
}

afterAll(async () => {
  provider.destroy();
  await keel.close();
});

describe('REST and the live document are one set of books', () => {
  it('gives a new company the standard chart in its document before any books request', () => {
    // Synced straight after sign-up: no REST route of the books has run for this company.
    expect(browser.getRow('accounts', 'service-revenue')).toMatchObject({
      number: '4100',
      name: 'Service Revenue',
    });
    expect(browser.getRowCount('accounts')).toBe(standardChartOfAccounts().length);
  });

  it('shows a REST write in an open browser at once', async () => {
    expect(browser.getRowCount('accounts')).toBeGreaterThan(0);
    const res = await owner.post(`${base}/transactions`, {
      description: 'Printer paper',
      amount: '-18.40',
      accountId: 'office-supplies',
      transactionDate: '2026-04-02',
    });
    expect(res.status).toBe(201);
    const id = (res.body.transaction as { id: string }).id;
    await eventually(() => browser.hasRow(TRANSACTIONS_TABLE, id));
    expect(storeTransaction(browser, id)).toMatchObject({
      description: 'Printer paper',
      amount: -1840,
      bankAccountId: 'checking',
      accountId: 'office-supplies',
    });
    // The journal entry came with it.
    await eventually(() => browser.hasRow(ENTRIES_TABLE, id));
    const entry = rowToEntry(id, browser.getRow(ENTRIES_TABLE, id));
    expect(entry.ok && entry.entry).toMatchObject({ date: '2026-04-02', memo: 'Printer paper' });
  });

  it('Add Transaction in the browser and POST transactions make the same transaction', async () => {
    const payload = {
      description: 'Desk lamp',
      amount: '-35.00',
      accountId: 'office-supplies',
      transactionDate: '2026-04-03',
      reference: 'R-1',
      category: 'office-supplies',
      // Petty cash: the tests below count on the checking account's balance.
      bankAccountId: 'petty-cash',
    };
    const posted = await owner.post(`${base}/transactions`, payload);
    expect(posted.status).toBe(201);
    const restId = (posted.body.transaction as { id: string }).id;
    await eventually(() => browser.hasRow(TRANSACTIONS_TABLE, restId));

    // What the browser's Add Transaction form does with the same values (useTransactionForm).
    const form = {
      date: payload.transactionDate,
      description: payload.description,
      amount: payload.amount,
      accountId: payload.accountId,
      bankAccountId: payload.bankAccountId,
      reference: payload.reference,
      category: payload.category,
      vendorId: '',
    };
    const checked = checkTransactionForm(form, storeAccounts(browser));
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    const made = {
      by: `Lin Tester <${ownerEmail}>`,
      at: new Date(Date.UTC(2026, 3, 3)).toISOString(),
    };
    const added = newManualTransaction(checked.value, made);
    expect(saveTransaction(browser, added, made)).toEqual({ ok: true });
    const server = await keel.server.services.docs.store(companyId, 'bookkeeping');
    await eventually(() => server.hasRow(TRANSACTIONS_TABLE, added.id));

    const fromRest = storeTransaction(browser, restId);
    const fromBrowser = storeTransaction(server, added.id);
    const txnId = /^txn-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(restId).toMatch(txnId);
    expect(added.id).toMatch(txnId);
    const apart = (t: typeof fromRest) => ({ ...t, id: 'the id', createdAt: 'the time' });
    expect(apart(fromRest)).toEqual(apart(fromBrowser));
  });

  it('answers a browser write on the next GET', async () => {
    const made = aTransaction({ id: 'from-browser', description: 'Client lunch', amount: -6420 });
    expect(saveTransaction(browser, made, { by: 'Lin', at: made.createdAt })).toEqual({ ok: true });
    browser.setRow(VENDORS_TABLE, 'v1', {
      name: 'Office Depot',
      contactName: 'Sam Lee',
      email: 'sam@officedepot.example',
      paymentTerms: 'Net 30',
      is1099Eligible: false,
    });
    await setBankDetails('checking', {
      bankName: 'Chase',
      accountType: 'business checking',
      mask: '6789',
      routingNumber: '021000021',
      connection: 'manual',
      lastSyncedAt: '',
      bankBalance: 0,
      bankBalanceAt: '',
    });

    // The vendor was the browser's last write: once GET shows it, every earlier one has arrived.
    await until(
      async () => (await owner.get(`${base}/vendors`)).body,
      (answer) => (answer.vendors as unknown[] | undefined)?.length === 1,
    );
    const banks = await until(
      async () => bankAccountListSchema.parse((await owner.get(`${base}/bank-accounts`)).body),
      (answer) => answer.bankAccounts[0]?.bankName === 'Chase',
    );
    expect(banks.bankAccounts[0]).toEqual({
      id: 'checking',
      name: 'Business Checking',
      bankName: 'Chase',
      accountType: 'business checking',
      mask: '6789',
      balance: '-82.60',
      connection: 'manual',
      lastSyncedAt: null,
    });
    const seen = transactionListSchema.parse(
      (await owner.get(`${base}/transactions`)).body,
    ).transactions;
    expect(seen.find((t) => t.id === 'from-browser')).toMatchObject({
      description: 'Client lunch',
      amount: '-64.20',
      status: 'categorized',
    });
    expect((await owner.get(`${base}/vendors`)).body).toEqual({
      vendors: [
        {
          id: 'v1',
          name: 'Office Depot',
          contactName: 'Sam Lee',
          email: 'sam@officedepot.example',
          paymentTerms: 'Net 30',
          is1099Eligible: false,
        },
      ],
    });
  });

  it('sends a statement to the bank account its number names, and refuses another', async () => {
    await setBankDetails('savings', {
      bankName: 'Chase',
      accountType: 'savings',
      mask: '4321',
      routingNumber: '021000021',
      connection: 'manual',
      lastSyncedAt: '',
      bankBalance: 0,
      bankBalanceAt: '',
    });
    await until(
      async () => bankAccountListSchema.parse((await owner.get(`${base}/bank-accounts`)).body),
      (answer) => answer.bankAccounts[1]?.mask === '4321',
    );
    const statement = `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>021000021<ACCTID>9900004321<ACCTTYPE>SAVINGS</BANKACCTFROM>
<BANKTRANLIST>
<STMTTRN><TRNTYPE>INT<DTPOSTED>20260430<TRNAMT>1.25<FITID>S1<NAME>INTEREST</STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`;
    const send = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([statement]), 'savings.ofx');
      const res = await fetch(`${keel.url}${base}/upload-bank-statement`, {
        method: 'POST',
        headers: { cookie: owner.cookie, origin: keel.url },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const wrong = await send({ bankAccountId: 'checking' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({
      bankAccountId:
        'This statement is for the account ending 4321, not Business Checking (ending 6789)',
    });
    const right = await send({});
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body).toMatchObject({ transactionsImported: 1, bankAccountId: 'savings' });
    await eventually(() =>
      readTransactions(browser.getTable(TRANSACTIONS_TABLE)).some(
        (t) => t.description === 'INTEREST' && t.bankAccountId === 'savings' && t.amount === 125,
      ),
    );
  });

  it('reverts a browser write into the closed period on the server and in every browser', async () => {
    const lock = await owner.request('PUT', `${base}/settings/lock-date`, {
      lockDate: '2026-01-31',
    });
    expect(lock.status).toBe(200);
    await eventually(() => browser.getCell('settings', 'books', 'lockDate') === '2026-01-31');
    // A browser that skipped the client's checks writes a January line straight into the document.
    browser.setRow(
      TRANSACTIONS_TABLE,
      'backdated',
      transactionToRow(aTransaction({ id: 'backdated', date: '2026-01-15' })),
    );
    expect(browser.hasRow(TRANSACTIONS_TABLE, 'backdated')).toBe(true);
    await eventually(() => !browser.hasRow(TRANSACTIONS_TABLE, 'backdated'));
    const listed = transactionListSchema.parse((await owner.get(`${base}/transactions`)).body);
    expect(listed.transactions.some((t) => t.id === 'backdated')).toBe(false);
    // The open period still takes writes from the browser.
    const open = aTransaction({ id: 'open-feb', date: '2026-02-01' });
    expect(saveTransaction(browser, open, { by: 'Lin', at: '2026-02-01T00:00:00.000Z' }).ok).toBe(
      true,
    );
    await until(
      async () => transactionListSchema.parse((await owner.get(`${base}/transactions`)).body),
      (answer) => answer.transactions.some((t) => t.id === 'open-feb'),
    ).then((answer) => expect(answer.transactions.some((t) => t.id === 'open-feb')).toBe(true));
  });

  it('records who changed a posted entry through sync, readable by GET entries/:id/audit', async () => {
    const made = aTransaction({ id: 'audited', description: 'Toner', amount: -2500 });
    expect(saveTransaction(browser, made, { by: 'Lin', at: made.createdAt })).toEqual({ ok: true });
    expect(
      saveTransaction(browser, { ...made, amount: -2750 }, { by: 'Lin', at: made.createdAt }),
    ).toEqual({ ok: true });
    // A browser cannot write the trail itself: the server puts a forged row back.
    browser.setRow(ENTRY_AUDIT_TABLE, 'forged', {
      entryId: 'audited',
      at: '2026-01-01T00:00:00.000Z',
      by: 'Nobody <nobody@example.com>',
      action: 'deleted',
      before: '',
      after: '',
    });
    const answer = await until(
      async () => (await owner.get(`${base}/entries/audited/audit`)).body,
      (body) => (body.changes as unknown[] | undefined)?.length === 1,
    );
    expect(answer.changes).toEqual([
      expect.objectContaining({ by: `Lin Tester <${ownerEmail}>`, action: 'changed' }),
    ]);
    // before and after are the entry as it was and as it became.
    const [change] = answer.changes as { before: unknown; after: unknown }[];
    expect(change!.before).toEqual({
      date: made.date,
      memo: 'Toner',
      lines: [
        { accountId: 'checking', debit: 0, credit: 2500 },
        { accountId: 'office-supplies', debit: 2500, credit: 0 },
      ],
    });
    expect(change!.after).toMatchObject({
      memo: 'Toner',
      lines: expect.arrayContaining([{ accountId: 'checking', debit: 0, credit: 2750 }]) as unknown,
    });
    await eventually(() => !browser.hasRow(ENTRY_AUDIT_TABLE, 'forged'));
  });
});
