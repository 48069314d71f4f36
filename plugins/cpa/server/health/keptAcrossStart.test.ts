import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { addMember, Client, signUpUser, startKeel, type TestKeel } from '@keel/sync-server/testing';
import { storedHealthSchema } from './storedHealth';

// Issue 18 through the real server: a client's summary is kept in the plugin's records, and after
// the server starts again on the same DATA_DIR Client Portfolio answers it at once (marked
// refreshing with the time it was read, while the books are read again) and then fresh.
let keel: TestKeel | undefined;
const dirs: string[] = [];
afterAll(async () => {
  await keel?.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

type Row = {
  id: string;
  health: { revenueCents: number; summarizedAt: string; refreshing: boolean };
};

/** Waits for a value, never a fixed time (the test's own timeout bounds it). */
const until = <T>(read: () => Promise<T | null>) =>
  vi.waitUntil(read, { timeout: 120_000, interval: 20 }) as Promise<T>;

describe('client summaries across a server start', () => {
  it('are kept in the plugin’s records and answered after the start, then read again', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'keel-cpa-kept-'));
    dirs.push(dataDir);
    keel = await startKeel({ clock: fixedClock('2026-11-25T12:00:00Z'), dataDir });
    const accountant = await signUpUser(keel.url, 'Ada', 'Ada Lovelace CPA');
    const client = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
    await addMember(keel, client, accountant, 'accountant');
    const sale = await client.client.post(`/api/companies/${client.companyId}/transactions`, {
      description: 'Sale',
      amount: '125.00',
      accountId: 'sales',
      transactionDate: '2026-11-10',
      bankAccountId: 'checking',
      companyId: client.companyId,
    });
    expect(sale.status).toBe(201);
    const portfolio = async (asker: Client) => {
      const res = await asker.get(`/api/cpa/clients?companyId=${accountant.companyId}`);
      expect(res.status).toBe(200);
      return (res.body.clients as Row[]).find((row) => row.id === client.companyId)!.health;
    };
    expect(await portfolio(accountant.client)).toMatchObject({
      revenueCents: 12_500,
      summarizedAt: '2026-11-25T12:00:00.000Z',
      refreshing: false,
    });
    const records = keel.server.services.storage.records('cpa');
    // The summary read ahead when Ada joined (before the sale) is kept first, then the re-read.
    const kept = await until(async () => {
      const parsed = storedHealthSchema.safeParse(
        await records.get('health-accountant', client.companyId),
      );
      return parsed.success && parsed.data.health.revenueCents === 12_500 ? parsed.data : null;
    });
    expect(kept).toMatchObject({ userId: accountant.userId, health: { revenueCents: 12_500 } });

    await keel.server.close();
    keel = await startKeel({ clock: fixedClock('2026-11-25T15:00:00Z'), dataDir });
    const asker = new Client(keel.url);
    asker.cookie = accountant.client.cookie;
    const first = await portfolio(asker);
    // Kept from before the start while the books are read again, or already read again.
    expect(first.revenueCents).toBe(12_500);
    expect(first.summarizedAt).toBe(
      first.refreshing ? '2026-11-25T12:00:00.000Z' : '2026-11-25T15:00:00.000Z',
    );
    const fresh = await until(async () => {
      const health = await portfolio(asker);
      return health.refreshing ? null : health;
    });
    expect(fresh).toMatchObject({
      revenueCents: 12_500,
      summarizedAt: '2026-11-25T15:00:00.000Z',
    });
    // Two server starts in one test: on a loaded CI machine each has taken well over 10 s.
  }, 120_000);
});
