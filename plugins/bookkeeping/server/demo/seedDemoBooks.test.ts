import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import {
  Client,
  startKeel,
  strongPassword,
  uniqueEmail,
  type TestKeel,
} from '@keel/sync-server/testing';
import { transactionListSchema } from '../routes/transactions.schema';

let keel: TestKeel;
let owner: Client;
let base: string;
let companyId: string;

beforeAll(async () => {
  keel = await startKeel({ pluginsDir: join(import.meta.dirname, '..', '..', '..') });
  owner = new Client(keel.url);
  const res = await owner.post('/api/auth/signup', {
    firstName: 'Demo',
    lastName: 'Owner',
    email: uniqueEmail('demo'),
    companyName: 'Demo Company',
    password: strongPassword(),
  });
  companyId = (res.body.company as { id: string }).id;
  base = `/api/companies/${companyId}`;
});
afterAll(() => keel.close());

describe('the demo company', () => {
  it('gets two years of books whose reports are computed from them', async () => {
    await keel.server.seedPluginDemos({ companyId, today: '2026-11-21', by: 'Demo Owner' });
    const { transactions } = transactionListSchema.parse(
      (await owner.get(`${base}/transactions`)).body,
    );
    expect(transactions.length).toBeGreaterThan(500);
    const dates = transactions.map((t) => t.transactionDate).sort();
    expect(dates[0]! <= '2024-11-30').toBe(true);
    expect(dates.at(-1)! <= '2026-11-21').toBe(true);
    const trial = (await owner.get(`${base}/reports/trial-balance?to=2026-11-21`)).body as {
      totalDebits: string;
      totalCredits: string;
    };
    expect(trial.totalDebits).toBe(trial.totalCredits);
    const pnl = (await owner.get(`${base}/reports/profit-and-loss?from=2025-01-01&to=2025-12-31`))
      .body as {
      netIncome: number;
    };
    expect(pnl.netIncome).toBeGreaterThan(0);
  });

  it('is the same books when filled again (a first start killed part-way does it twice)', async () => {
    const list = async () =>
      transactionListSchema.parse((await owner.get(`${base}/transactions`)).body).transactions;
    const before = await list();
    const trial = async () => (await owner.get(`${base}/reports/trial-balance?to=2026-11-21`)).body;
    const balances = await trial();
    expect(
      await keel.server.seedPluginDemos({ companyId, today: '2026-11-21', by: 'Demo Owner' }),
    ).toBe(true);
    expect(await list()).toEqual(before);
    expect(await trial()).toEqual(balances);
  });
});
