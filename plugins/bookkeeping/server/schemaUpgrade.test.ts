import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { cellKey, yMapNameFor } from '@keel/core/domain';
import {
  Client,
  rewriteStoredDocument,
  signUpUser,
  startKeel,
  type TestKeel,
} from '@keel/sync-server/testing';
import {
  ENTRY_AUDIT_TABLE,
  TRANSACTIONS_TABLE,
  rowToTransactionFields,
  transactionEntry,
  transactionToRow,
} from '../domain/books';
import { ACCOUNTS_TABLE, SETTINGS_ROW, SETTINGS_TABLE } from '../domain/schema';
import { aTransaction } from '../domain/books/testBooks';
import { ENTRIES_TABLE, entryToRow } from '../domain/ledger/entryRow';

const dataDir = await mkdtemp(join(tmpdir(), 'keel-books-upgrade-'));
const servers: TestKeel[] = [];
afterAll(async () => {
  for (const keel of servers) await keel.server.close().catch(() => {});
  await rm(dataDir, { recursive: true, force: true });
});

/** Rewrites a company's saved document, as a server of an older schema would have left it. */
const rewriteStored = (
  companyId: string,
  change: (doc: Y.Doc, schemaVersions: Record<string, number>) => void,
) => rewriteStoredDocument(dataDir, companyId, change);

describe('books stored before schema 1 (one cell per field)', () => {
  it('are moved into record cells when the server opens them, and read as before', async () => {
    const before = await startKeel({ dataDir });
    servers.push(before);
    const owner = await signUpUser(before.url);
    const t = aTransaction({ id: 'old-1', amount: -4599, date: '2026-03-10' });
    const entry = transactionEntry(t)!;
    await before.server.close();
    // What a server of schema 0 stored: one Yjs item per field, written into the saved document.
    await rewriteStored(owner.companyId, (doc, schemaVersions) => {
      const cells = (table: string) => doc.getMap(yMapNameFor('bookkeeping', table));
      const { id: _id, ...fields } = t;
      for (const [field, value] of Object.entries(fields))
        cells(TRANSACTIONS_TABLE).set(cellKey(t.id, field), value);
      const legacyEntry = {
        date: entry.date,
        memo: entry.memo,
        reference: '',
        lines: JSON.stringify(entry.lines),
      };
      for (const [field, value] of Object.entries(legacyEntry))
        cells(ENTRIES_TABLE).set(cellKey(t.id, field), value);
      const auditRow = {
        entryId: t.id,
        at: '2026-03-11T09:00:00.000Z',
        by: 'Omar',
        action: 'changed',
        before: JSON.stringify({ ...legacyEntry, memo: 'Old memo' }),
        after: JSON.stringify(legacyEntry),
      };
      for (const [field, value] of Object.entries(auditRow))
        cells(ENTRY_AUDIT_TABLE).set(cellKey('audit-old', field), value);
      schemaVersions.bookkeeping = 0;
    });

    const after = await startKeel({ dataDir });
    servers.push(after);
    const books = await after.server.services.docs.store(owner.companyId, 'bookkeeping');
    expect(books.getRow(TRANSACTIONS_TABLE, t.id)).toEqual(transactionToRow(t));
    expect(books.getRow(ENTRIES_TABLE, t.id)).toEqual(entryToRow(entry));
    const live = (await after.server.services.docs.get(owner.companyId)).doc;
    const keys = [...live.getMap(yMapNameFor('bookkeeping', TRANSACTIONS_TABLE)).keys()];
    expect(keys).toEqual([cellKey(t.id, 'record')]);

    const client = new Client(after.url);
    expect(
      (await client.post('/api/auth/login', { email: owner.email, password: owner.password }))
        .status,
    ).toBe(200);
    const base = `/api/companies/${owner.companyId}`;
    const list = await client.get(`${base}/transactions`);
    expect(list.body.transactions).toEqual([
      expect.objectContaining({ id: t.id, amount: '-45.99', transactionDate: '2026-03-10' }),
    ]);
    const audit = await client.get(`${base}/entries/${t.id}/audit`);
    expect(audit.body.changes).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ memo: 'Old memo' }) as unknown,
        after: expect.objectContaining({ memo: entry.memo }) as unknown,
      }),
    ]);
    const trialBalance = await client.get(`${base}/reports/trial-balance`);
    expect(JSON.stringify(trialBalance.body)).toContain('45.99');
  });
});

describe('books stored before schema 2 (pending lines posted nothing)', () => {
  it('get the Uncategorized accounts and an entry for every open pending line, so cash matches the bank', async () => {
    const before = await startKeel({ dataDir });
    servers.push(before);
    const owner = await signUpUser(before.url);
    await before.server.seedPluginDemos({
      companyId: owner.companyId,
      today: '2026-11-21',
      by: 'Demo Owner',
    });
    const base = `/api/companies/${owner.companyId}`;
    const banksNow = (await owner.client.get(`${base}/bank-accounts`)).body;
    await before.server.close();

    // The demo company as schema 1 kept it: no Uncategorized accounts, no entry for pending lines.
    let pending: string[] = [];
    await rewriteStored(owner.companyId, (doc, schemaVersions) => {
      const cells = (table: string) => doc.getMap(yMapNameFor('bookkeeping', table));
      for (const [key, value] of cells(TRANSACTIONS_TABLE).entries()) {
        const rowId = key.slice(0, key.indexOf(cellKey('', '')));
        const fields = rowToTransactionFields({ record: value as unknown });
        if (fields?.accountId === '') pending.push(rowId);
      }
      for (const rowId of pending) cells(ENTRIES_TABLE).delete(cellKey(rowId, 'record'));
      for (const key of [...cells(ACCOUNTS_TABLE).keys()])
        if (key.startsWith('uncategorized-')) cells(ACCOUNTS_TABLE).delete(key);
      schemaVersions.bookkeeping = 1;
    });
    pending = [...new Set(pending)];
    expect(pending.length).toBeGreaterThan(0);

    const after = await startKeel({ dataDir });
    servers.push(after);
    const books = await after.server.services.docs.store(owner.companyId, 'bookkeeping');
    expect(books.getRow(ACCOUNTS_TABLE, 'uncategorized-expense')).toMatchObject({
      name: 'Uncategorized Expense',
    });
    for (const id of pending) expect(books.hasRow(ENTRIES_TABLE, id)).toBe(true);

    const client = new Client(after.url);
    await client.post('/api/auth/login', { email: owner.email, password: owner.password });
    expect((await client.get(`${base}/bank-accounts`)).body).toEqual(banksNow);
    const trial = (await client.get(`${base}/reports/trial-balance`)).body as {
      totalDebits: number;
      totalCredits: number;
    };
    expect(trial.totalDebits).toBe(trial.totalCredits);
  });
});

describe('a pending line of schema 1 in the closed period', () => {
  it('stays as the period was closed, and posts once the period is reopened', async () => {
    const before = await startKeel({ dataDir });
    servers.push(before);
    const owner = await signUpUser(before.url);
    await before.server.close();
    const t = aTransaction({
      id: 'closed-pending',
      date: '2026-01-15',
      amount: -700,
      accountId: '',
    });
    await rewriteStored(owner.companyId, (doc, schemaVersions) => {
      const cells = (table: string) => doc.getMap(yMapNameFor('bookkeeping', table));
      cells(TRANSACTIONS_TABLE).set(cellKey(t.id, 'record'), transactionToRow(t).record);
      cells(SETTINGS_TABLE).set(cellKey(SETTINGS_ROW, 'lockDate'), '2026-01-31');
      cells(SETTINGS_TABLE).set(cellKey(SETTINGS_ROW, 'fiscalYearStartMonth'), 1);
      schemaVersions.bookkeeping = 1;
    });

    const after = await startKeel({ dataDir });
    servers.push(after);
    const books = await after.server.services.docs.store(owner.companyId, 'bookkeeping');
    expect(books.hasRow(ENTRIES_TABLE, t.id)).toBe(false);
    const client = new Client(after.url);
    await client.post('/api/auth/login', { email: owner.email, password: owner.password });
    const base = `/api/companies/${owner.companyId}`;
    expect(
      (await client.request('PUT', `${base}/settings/lock-date`, { lockDate: '' })).status,
    ).toBe(200);
    expect(books.getRow(ENTRIES_TABLE, t.id)).toEqual(entryToRow(transactionEntry(t)!));
    const checking = (await client.get(`${base}/bank-accounts`)).body.bankAccounts as {
      id: string;
      balance: string;
    }[];
    expect(checking.find((bank) => bank.id === 'checking')?.balance).toBe('-7.00');
  });
});
