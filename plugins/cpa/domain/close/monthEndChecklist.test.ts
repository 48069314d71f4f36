import { describe, expect, it } from 'vitest';
import type { BooksClose } from './booksClose';
import { monthEndChecklist } from './monthEndChecklist';

const open: BooksClose = {
  lockDate: '2026-09-30',
  bankAccounts: [
    {
      accountId: 'checking',
      number: '1000',
      name: 'Checking',
      oldestUnreconciledDate: '2026-10-02',
    },
    {
      accountId: 'card',
      number: '2100',
      name: 'Card',
      oldestUnreconciledDate: '2026-11-02',
    },
  ],
};

const done = (checklist: ReturnType<typeof monthEndChecklist>) =>
  Object.fromEntries(checklist.steps.map((step) => [step.id, step.done]));

describe('a client’s month-end checklist', () => {
  it('ticks the steps the books already satisfy, one per bank account', () => {
    const checklist = monthEndChecklist({
      periodEnd: '2026-10-31',
      uncategorizedLines: 4,
      close: open,
      reviewed: false,
    });
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

  it('is closed once the lines are categorized and reconciled, reviewed and the period locked', () => {
    const checklist = monthEndChecklist({
      periodEnd: '2026-10-31',
      uncategorizedLines: 0,
      close: {
        lockDate: '2026-10-31',
        bankAccounts: open.bankAccounts.map((account) => ({
          ...account,
          oldestUnreconciledDate: account.accountId === 'checking' ? null : '2026-11-02',
        })),
      },
      reviewed: true,
    });
    expect(Object.values(done(checklist)).every(Boolean)).toBe(true);
    expect(checklist.closed).toBe(true);
  });

  it('is not closed by a lock date before the period end', () => {
    const checklist = monthEndChecklist({
      periodEnd: '2026-10-31',
      uncategorizedLines: 0,
      close: { lockDate: '2026-10-30', bankAccounts: [] },
      reviewed: true,
    });
    expect(done(checklist).lock).toBe(false);
  });
});
