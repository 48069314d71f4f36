import { afterAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { addMember, signUpUser, startKeel, type TestKeel } from '@keel/sync-server/testing';
import { storedHealthSchema } from './storedHealth';

// Issue 18 through the real server: when an accountant joins a client company, the client's
// summary is read for them in the background and kept, so their first Client Portfolio finds it.
let keel: TestKeel | undefined;
afterAll(async () => {
  await keel?.close();
});

/** Waits for a value, never a fixed time (the test's own timeout bounds it). */
const until = <T>(read: () => Promise<T | null>) =>
  vi.waitUntil(read, { timeout: 60_000, interval: 20 }) as Promise<T>;

describe('a client summary on joining', () => {
  it('is kept for an accountant who joins a client company, before any portfolio is opened', async () => {
    keel = await startKeel({ clock: fixedClock('2026-11-25T12:00:00Z') });
    const accountant = await signUpUser(keel.url, 'Ada', 'Ada Lovelace CPA');
    const client = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
    const sale = await client.client.post(`/api/companies/${client.companyId}/transactions`, {
      description: 'Sale',
      amount: '125.00',
      accountId: 'sales',
      transactionDate: '2026-11-10',
      bankAccountId: 'checking',
      companyId: client.companyId,
    });
    expect(sale.status).toBe(201);
    await addMember(keel, client, accountant, 'accountant');

    const records = keel.server.services.storage.records('cpa');
    const kept = await until(async () => {
      const parsed = storedHealthSchema.safeParse(
        await records.get('health-accountant', client.companyId),
      );
      return parsed.success ? parsed.data : null;
    });
    expect(kept).toMatchObject({
      userId: accountant.userId,
      health: { revenueCents: 12_500, summarizedAt: '2026-11-25T12:00:00.000Z' },
    });
  }, 60_000);
});
