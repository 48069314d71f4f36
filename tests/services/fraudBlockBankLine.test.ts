import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createStore } from 'tinybase';
import type { WebsocketProvider } from 'y-websocket';
import { bindStoreToDoc, fixedClock } from '@keel/core/domain';
import {
  LINE_HOLDS_TABLE,
  TRANSACTIONS_TABLE,
  finishReconciliation,
  readTransactions,
  storeTransaction,
  transactionToRow,
} from '../../plugins/bookkeeping/domain/books';
import { bookkeepingTables } from '../../plugins/bookkeeping/domain/schema';
import {
  connect,
  eventually,
  signUpUser,
  startKeel,
  synced,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { runDeepScan, threatsOf } from '../support/deepScan';

// Block Transaction on a duplicate payment holds its bank lines through the ledger service: the
// books (an open browser's store, synced) carry the hold, a sync write that reconciles a held line
// is put back by the server, and marking the blocked threat safe releases the lines.
const NOW = '2026-11-25T12:00:00';
let keel: TestKeel;
let owner: TestUser;
let provider: WebsocketProvider;
const browser = createStore();

interface ThreatBody {
  id: string;
  type: string;
  status: string;
  recordIds: string[];
  hold: { kind: string; description: string } | null;
}

const pay = (date: string) =>
  owner.client.post(`/api/companies/${owner.companyId}/transactions`, {
    description: 'Acme Supplies',
    amount: '-1250.00',
    accountId: 'meals',
    transactionDate: date,
    bankAccountId: 'checking',
    reference: 'INV-1043',
  });

async function duplicateThreat(): Promise<ThreatBody> {
  await runDeepScan(owner);
  return (await threatsOf<ThreatBody>(owner)).find((t) => t.type === 'duplicate_payment')!;
}

const review = (threat: ThreatBody, status: 'blocked' | 'resolved', reason: string) =>
  owner.client.patch(`/api/fraud/threats/${threat.id}`, {
    companyId: owner.companyId,
    status,
    reason,
  });

/** Writes a line's reconciliation as a client that skips the app's checks could. */
const reconcileBySync = (id: string) =>
  browser.setRow(
    TRANSACTIONS_TABLE,
    id,
    transactionToRow({ ...storeTransaction(browser, id)!, reconciliationId: 'rec-nov' }),
  );

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, '..', '..', 'plugins'),
    clock: fixedClock(NOW),
  });
  owner = await signUpUser(keel.url, 'Ada', 'Ada Supplies');
  expect((await pay('2026-11-02')).status).toBe(201);
  expect((await pay('2026-11-09')).status).toBe(201);
  const doc = new Y.Doc();
  bindStoreToDoc(browser, doc, 'bookkeeping', Object.keys(bookkeepingTables));
  provider = connect(keel.wsUrl, owner.companyId, owner.client.cookie, doc);
  await synced(provider);
});
afterAll(async () => {
  provider.destroy();
  await keel.close();
});

describe('Block Transaction on a bank line', () => {
  it('holds the lines out of reconciliation until the threat is marked safe', async () => {
    const threat = await duplicateThreat();
    const lineIds = threat.recordIds.map((id) => id.replace(/^transaction:/, ''));
    expect(lineIds).toHaveLength(2);

    const blocked = await review(threat, 'blocked', 'Paid twice');
    expect(blocked.status).toBe(200);
    const hold = (blocked.body.threat as ThreatBody).hold;
    expect(hold?.kind).toBe('bank-line');
    expect(hold?.description).toMatch(/^Held out of reconciliation on the Bookkeeping screen/);
    await eventually(() => lineIds.every((id) => browser.hasRow(LINE_HOLDS_TABLE, id)));
    expect(browser.getRow(LINE_HOLDS_TABLE, lineIds[1]!)).toMatchObject({
      reason: 'Blocked on Fraud Detection: Paid twice',
      link: `/fraud-detection?threat=${threat.id}`,
    });

    // The app refuses to reconcile a held line; the server puts back a sync write that does.
    const lines = readTransactions(browser.getTable(TRANSACTIONS_TABLE));
    expect(
      finishReconciliation(browser, {
        id: 'rec-nov',
        bankAccountId: 'checking',
        statementDate: '2026-11-30',
        endingBalance: lines.reduce((sum, t) => sum + t.amount, 0),
        accountTransactions: lines,
        ticked: new Set(lineIds),
        by: 'Ada',
        at: '2026-11-25T12:00:00.000Z',
      }),
    ).toEqual({
      ok: false,
      error: '"Acme Supplies" is held: Blocked on Fraud Detection: Paid twice',
    });
    reconcileBySync(lineIds[1]!);
    expect(storeTransaction(browser, lineIds[1]!)?.reconciliationId).toBe('rec-nov');
    await eventually(() => storeTransaction(browser, lineIds[1]!)?.reconciliationId === '');

    // Marking the blocked threat safe lifts the block: the lines can be reconciled again.
    const lifted = await review(threat, 'resolved', 'The vendor refunded the second payment');
    expect(lifted.status).toBe(200);
    expect(lifted.body.threat).toMatchObject({ status: 'resolved', hold: null });
    await eventually(() => lineIds.every((id) => !browser.hasRow(LINE_HOLDS_TABLE, id)));
    reconcileBySync(lineIds[1]!);
    const books = await keel.server.services.docs.store(owner.companyId, 'bookkeeping');
    await eventually(() => storeTransaction(books, lineIds[1]!)?.reconciliationId === 'rec-nov');
    expect(storeTransaction(browser, lineIds[1]!)?.reconciliationId).toBe('rec-nov');
  });
});
