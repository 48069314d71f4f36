import { describe, expect, it } from 'vitest';
import { fixedClock, type MemberContext, type PortfolioService } from '@keel/core/domain';
import type { PluginRecordsService } from '@keel/core/server';
import type { LedgerService } from '@keel/plugin-bookkeeping/domain/public';
import type { PayrollFactsService } from '@keel/plugin-payroll/domain/public';
import { ClientHealthReader, type HealthServices } from './readClientHealth';
import { HealthRecords } from './storedHealth';

// Issue 18: the first Client Portfolio after a server start answers from the summaries kept in the
// plugin's records, marked refreshing with the time they were read, without reading any client's
// books; the books are read again in the background, and the next answer is fresh.

/** Records in memory, as `ctx.records` keeps them (JSON, whole). */
function memoryRecords(): PluginRecordsService {
  const kept = new Map<string, string>();
  return {
    get: (collection, id) => {
      const json = kept.get(`${collection}/${id}`);
      return Promise.resolve(json === undefined ? null : JSON.parse(json));
    },
    put: (collection, id, value) => {
      kept.set(`${collection}/${id}`, JSON.stringify(value));
      return Promise.resolve();
    },
  };
}

/**
 * Services over one client company whose income the test sets; each read of its books is counted,
 * and while `hold` is set the reads wait for it.
 */
function oneClient() {
  const books = { income: 100_000, reads: 0, hold: null as Promise<void> | null };
  const member: MemberContext = {
    userId: 'ada',
    companyId: 'bella',
    role: 'accountant',
    author: 'Ada Lovelace <ada@example.com>',
  };
  const ledger = {
    async profitAndLoss() {
      books.reads += 1;
      if (books.hold) await books.hold;
      return { income: { total: books.income } };
    },
    accounts: () => Promise.resolve([]),
    totals: () => Promise.resolve({ rows: [] }),
    closeStatus: () => Promise.resolve({ lockDate: null, bankAccounts: [] }),
    subscribe: () => () => {},
  } as unknown as LedgerService;
  const payroll = {
    read: () => Promise.resolve({ status: 'no-access' }),
    subscribe: () => () => {},
  } as unknown as PayrollFactsService;
  const portfolio = {
    asMember: (userId: string, companyId: string) =>
      Promise.resolve(userId === 'ada' && companyId === 'bella' ? member : null),
  } as unknown as PortfolioService;
  const services: HealthServices = {
    portfolio,
    ledger,
    payroll,
    tax: undefined,
    fraud: undefined,
    compliance: undefined,
  };
  return { books, services };
}

const log = () => {};

describe('client summaries kept across a server start', () => {
  it('answers the kept summary at once, marked refreshing, then the books read again', async () => {
    const records = memoryRecords();
    const before = oneClient();
    const kept = new HealthRecords(records, log);
    const first = new ClientHealthReader(
      before.services,
      fixedClock('2026-11-25T09:00:00Z'),
      undefined,
      {
        records: kept,
        log,
      },
    );
    expect(await first.read('ada', 'bella')).toMatchObject({
      revenueCents: 100_000,
      refreshing: false,
    });
    await kept.settled();

    // The server starts again; the client's books changed while it was down (another process).
    const after = oneClient();
    after.books.income = 250_000;
    let release = () => {};
    after.books.hold = new Promise((resolve) => (release = resolve));
    const second = new ClientHealthReader(
      after.services,
      fixedClock('2026-11-25T10:00:00Z'),
      undefined,
      {
        records: new HealthRecords(records, log),
        log,
      },
    );
    const restoring = second.restore();

    expect(await second.read('ada', 'bella')).toMatchObject({
      revenueCents: 100_000,
      summarizedAt: '2026-11-25T09:00:00.000Z',
      refreshing: true,
    });
    // At most the background read has started on the books; the answer did not wait for it.
    expect(after.books.reads).toBeLessThanOrEqual(1);

    release();
    await restoring;
    expect(await second.read('ada', 'bella')).toMatchObject({
      revenueCents: 250_000,
      summarizedAt: '2026-11-25T10:00:00.000Z',
      refreshing: false,
    });
    expect(after.books.reads).toBe(1);
  });

  it('gives a kept summary only to someone the portfolio lets read the company', async () => {
    const records = memoryRecords();
    const client = oneClient();
    const kept = new HealthRecords(records, log);
    const clock = fixedClock('2026-11-25T09:00:00Z');
    await new ClientHealthReader(client.services, clock, undefined, { records: kept, log }).read(
      'ada',
      'bella',
    );
    await kept.settled();
    const restarted = new ClientHealthReader(client.services, clock, undefined, {
      records: new HealthRecords(records, log),
      log,
    });
    const restoring = restarted.restore();
    expect(await restarted.read('eve', 'bella')).toBeNull();
    await restoring;
  });

  it('forgets a kept summary whose member may no longer read the company', async () => {
    const records = memoryRecords();
    const client = oneClient();
    const kept = new HealthRecords(records, log);
    const clock = fixedClock('2026-11-25T09:00:00Z');
    await new ClientHealthReader(client.services, clock, undefined, { records: kept, log }).read(
      'ada',
      'bella',
    );
    await kept.settled();
    const gone = oneClient();
    gone.services.portfolio = {
      asMember: () => Promise.resolve(null),
    } as unknown as PortfolioService;
    const restarted = new HealthRecords(records, log);
    await new ClientHealthReader(gone.services, clock, undefined, {
      records: restarted,
      log,
    }).restore();
    await restarted.settled();
    expect(gone.books.reads).toBe(0);
    expect(await new HealthRecords(records, log).restore()).toEqual([]);
  });
});
