import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRIES_TABLE, rowToEntry } from '@keel/core/domain';
import { startKeel, signUpUser, type TestKeel, type TestUser } from '@keel/sync-server/testing';

// The real Bookkeeping plugin, and 'poster', a plugin that posts through ctx.ledger.
let keel: TestKeel;
let owner: TestUser;
const at = (path: string) => `/api/companies/${owner.companyId}${path}`;
const payroll = (id: string, date: string, cents = 250_000) => ({
  id,
  date,
  memo: 'Payroll March 1-14',
  lines: [
    { accountId: 'payroll-wages', debit: cents, credit: 0 },
    { accountId: 'checking', debit: 0, credit: cents },
  ],
});

beforeAll(async () => {
  keel = await startKeel({ pluginsDir: join(import.meta.dirname, 'testing', 'plugins') });
  owner = await signUpUser(keel.url, 'Olive');
});
afterAll(() => keel.close());

describe('ctx.ledger: the ledger another plugin posts to', () => {
  it('posts a balanced entry into the books, where reports and the live document see it', async () => {
    expect(
      await owner.client.post(at('/poster-entries'), payroll('payroll-run-1', '2026-03-13')),
    ).toMatchObject({
      status: 201,
      body: { ok: true },
    });
    const store = await keel.server.services.docs.store(owner.companyId, 'bookkeeping');
    const posted = rowToEntry('payroll-run-1', store.getRow(ENTRIES_TABLE, 'payroll-run-1'));
    expect(posted.ok && posted.entry).toMatchObject({
      date: '2026-03-13',
      memo: 'Payroll March 1-14',
    });
    const pnl = await owner.client.get(
      at('/reports/profit-and-loss?from=2026-01-01&to=2026-12-31'),
    );
    expect(JSON.stringify(pnl.body)).toContain('2500');
  });

  it('refuses an unbalanced entry, an unknown account and a second posting, writing nothing', async () => {
    const unbalanced = payroll('payroll-run-2', '2026-03-27');
    unbalanced.lines[1]!.credit = 1;
    const unknown = payroll('payroll-run-3', '2026-03-27');
    unknown.lines[0]!.accountId = 'no-such-account';
    for (const [entry, status, error] of [
      [unbalanced, 400, /do not equal/],
      [unknown, 400, /no-such-account/],
      [payroll('payroll-run-1', '2026-03-13'), 409, /already posted/],
    ] as const) {
      const answer = await owner.client.post(at('/poster-entries'), entry);
      expect(answer.status).toBe(status);
      expect(String(answer.body.error)).toMatch(error);
    }
    const store = await keel.server.services.docs.store(owner.companyId, 'bookkeeping');
    expect(store.hasRow(ENTRIES_TABLE, 'payroll-run-2')).toBe(false);
    expect(store.hasRow(ENTRIES_TABLE, 'payroll-run-3')).toBe(false);
  });

  it('refuses an entry dated in the closed period with 409 and the message', async () => {
    expect(
      (await owner.client.request('PUT', at('/settings/lock-date'), { lockDate: '2026-03-31' }))
        .status,
    ).toBe(200);
    const answer = await owner.client.post(
      at('/poster-entries'),
      payroll('payroll-run-4', '2026-03-27'),
    );
    expect(answer).toMatchObject({
      status: 409,
      body: { ok: false, error: 'The period up to 2026-03-31 is closed' },
    });
  });

  it("gives the company's chart of accounts", async () => {
    const answer = await owner.client.get(at('/poster-accounts'));
    const ids = (answer.body.accounts as { id: string }[]).map((account) => account.id);
    expect(ids).toEqual(expect.arrayContaining(['payroll-wages', 'payroll-taxes', 'checking']));
  });
});
