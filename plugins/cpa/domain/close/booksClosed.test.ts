import { describe, expect, it } from 'vitest';
import type { ClientHealth } from '../health/clientHealth';
import { withBooksClosed } from './booksClosed';

const reading = (summarizedAt: string, done: boolean, periodEnd = '2026-10-31'): ClientHealth => ({
  asOf: summarizedAt.slice(0, 10),
  summarizedAt,
  refreshing: false,
  revenueCents: 0,
  nextDeadline: null,
  uncategorizedLines: 0,
  periodEnd,
  periodUncategorizedLines: 0,
  bankAccounts: [{ accountId: 'checking', number: '1000', name: 'Checking', reconciled: done }],
  lockDate: periodEnd,
  booksClosed: null,
  daysSinceLockDate: 0,
  payrollRunsAwaitingApproval: null,
  openFraudAlerts: null,
  openComplianceAlerts: null,
});

describe('when a client’s books were closed for the period', () => {
  it('is the reading right after the change that finished them, kept while they stay done', () => {
    const open = withBooksClosed(null, reading('2026-11-02T09:00:00.000Z', false));
    expect(open.booksClosed).toBeNull();
    const closed = withBooksClosed(open, reading('2026-11-03T16:00:00.000Z', true));
    expect(closed.booksClosed).toEqual({ at: '2026-11-03T16:00:00.000Z', seenDone: true });
    const later = withBooksClosed(closed, reading('2026-11-20T08:00:00.000Z', true));
    expect(later.booksClosed).toEqual({ at: '2026-11-03T16:00:00.000Z', seenDone: true });
  });

  it('is only a latest date when the first reading of the period found them done', () => {
    const first = withBooksClosed(null, reading('2026-11-20T08:00:00.000Z', true));
    expect(first.booksClosed).toEqual({ at: '2026-11-20T08:00:00.000Z', seenDone: false });
    const lastMonth = reading('2026-10-20T08:00:00.000Z', false, '2026-09-30');
    const nextPeriod = withBooksClosed(lastMonth, reading('2026-11-20T08:00:00.000Z', true));
    expect(nextPeriod.booksClosed).toEqual({ at: '2026-11-20T08:00:00.000Z', seenDone: false });
  });

  it('is forgotten when the books are opened again', () => {
    const closed = withBooksClosed(null, reading('2026-11-03T16:00:00.000Z', true));
    expect(
      withBooksClosed(closed, reading('2026-11-05T10:00:00.000Z', false)).booksClosed,
    ).toBeNull();
  });
});
