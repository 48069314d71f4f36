import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { ENTRIES_TABLE, cellKey, entryToRow, yMapNameFor } from '@keel/core/domain';
import { Client, signUpUser, startKeel, type TestKeel } from '@keel/sync-server/testing';
import {
  ENTRY_AUDIT_TABLE,
  TRANSACTIONS_TABLE,
  transactionEntry,
  transactionToRow,
} from '../domain/books';
import { aTransaction } from '../domain/books/testBooks';

const dataDir = await mkdtemp(join(tmpdir(), 'keel-books-upgrade-'));
const servers: TestKeel[] = [];
afterAll(async () => {
  for (const keel of servers) await keel.server.close().catch(() => {});
  await rm(dataDir, { recursive: true, force: true });
});

describe('books stored before schema 1 (one cell per field)', () => {
  it('are moved into record cells when the server opens them, and read as before', async () => {
    const before = await startKeel({ dataDir });
    servers.push(before);
    const owner = await signUpUser(before.url);
    const t = aTransaction({ id: 'old-1', amount: -4599, date: '2026-03-10' });
    const entry = transactionEntry(t)!;
    await before.server.close();
    // What a server of schema 0 stored: one Yjs item per field, written into the saved document.
    const file = join(dataDir, 'companies', `${owner.companyId}.json`);
    const stored = JSON.parse(await readFile(file, 'utf8')) as {
      state: string;
      schemaVersions: Record<string, number>;
    };
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Buffer.from(stored.state, 'base64'));
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
    stored.state = Buffer.from(Y.encodeStateAsUpdate(doc)).toString('base64');
    stored.schemaVersions.bookkeeping = 0;
    await writeFile(file, JSON.stringify(stored));

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
