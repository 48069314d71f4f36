import { describe, expect, it } from 'vitest';
import type { ClientHealth } from '../health/clientHealth';
import { monthEndChecklist } from './monthEndChecklist';

const health: ClientHealth = {
  asOf: '2026-11-25',
  summarizedAt: '2026-11-25T14:05:00.000Z',
  refreshing: false,
  revenueCents: 0,
  nextDeadline: null,
  uncategorizedLines: 6,
  periodEnd: '2026-10-31',
  periodUncategorizedLines: 4,
  bankAccounts: [
    { accountId: 'checking', number: '1000', name: 'Checking', reconciled: false },
    { accountId: 'card', number: '2100', name: 'Card', reconciled: true },
  ],
  lockDate: '2026-09-30',
  booksClosed: null,
  daysSinceLockDate: 56,
  payrollRunsAwaitingApproval: null,
  openFraudAlerts: null,
  openComplianceAlerts: null,
};

const done = (checklist: ReturnType<typeof monthEndChecklist>) =>
  Object.fromEntries(checklist.steps.map((step) => [step.id, step.done]));

describe('a client’s month-end checklist', () => {
  it('ticks the steps the books already satisfy, one per bank account', () => {
    const checklist = monthEndChecklist(health, null);
    expect(checklist.periodEnd).toBe('2026-10-31');
    expect(checklist.steps.map((step) => step.label)).toEqual([
      'Categorize transactions',
      'Reconcile 1000 Checking',
      'Reconcile 2100 Card',
      'Review',
      'Lock the period',
    ]);
    expect(done(checklist)).toEqual({
      categorize: false,
      'reconcile:checking': false,
      'reconcile:card': true,
      review: false,
      lock: false,
    });
    expect(checklist.closed).toBe(false);
  });

  it('is closed once the period’s lines are categorized and reconciled, reviewed and locked', () => {
    const checklist = monthEndChecklist(
      {
        ...health,
        uncategorizedLines: 2,
        periodUncategorizedLines: 0,
        bankAccounts: health.bankAccounts.map((account) => ({ ...account, reconciled: true })),
        lockDate: '2026-10-31',
        booksClosed: { at: '2026-11-03T16:00:00.000Z', seenDone: true },
      },
      '2026-11-02T10:00:00.000Z',
    );
    expect(Object.values(done(checklist)).every(Boolean)).toBe(true);
    expect(checklist.closed).toBe(true);
    expect(checklist.closedAt).toEqual({ at: '2026-11-03T16:00:00.000Z', exact: true });
  });

  it('is not closed by a lock date before the period end, nor without the review', () => {
    const almost = {
      ...health,
      periodUncategorizedLines: 0,
      bankAccounts: [],
      lockDate: '2026-10-30',
    };
    expect(done(monthEndChecklist(almost, '2026-11-02T10:00:00.000Z')).lock).toBe(false);
    const locked = monthEndChecklist({ ...almost, lockDate: '2026-11-15' }, null);
    expect(done(locked)).toEqual({ categorize: true, review: false, lock: true });
    expect(locked.closed).toBe(false);
    expect(locked.closedAt).toBeNull();
  });

  it('was closed when its last step was done: the review, or the books as first seen done', () => {
    const closedBooks = (seenDone: boolean): ClientHealth => ({
      ...health,
      periodUncategorizedLines: 0,
      bankAccounts: [],
      lockDate: '2026-10-31',
      booksClosed: { at: '2026-11-03T16:00:00.000Z', seenDone },
    });
    expect(monthEndChecklist(closedBooks(false), '2026-11-04T09:00:00.000Z').closedAt).toEqual({
      at: '2026-11-04T09:00:00.000Z',
      exact: true,
    });
    // The books were already closed when Keel first read them: done by then, not exactly then.
    expect(monthEndChecklist(closedBooks(false), '2026-11-01T09:00:00.000Z').closedAt).toEqual({
      at: '2026-11-03T16:00:00.000Z',
      exact: false,
    });
  });
});
