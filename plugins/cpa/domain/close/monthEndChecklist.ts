import { z } from 'zod';
import { isoDateSchema } from '@keel/core/domain';
import type { ClientHealth } from '../health/clientHealth';
import { booksDone } from './booksClosed';

/** One step of a client's month-end close: categorize, reconcile one bank account, review, lock. */
export const closeStepSchema = z.object({
  /** 'categorize', 'reconcile:<bank account id>', 'review' or 'lock'. */
  id: z.string(),
  label: z.string(),
  done: z.boolean(),
});
/** One step of a month-end close. */
export type CloseStep = z.output<typeof closeStepSchema>;

/** A client's month-end close of the period ending `periodEnd`. */
export const monthEndChecklistSchema = z.object({
  periodEnd: isoDateSchema,
  steps: z.array(closeStepSchema),
  /** True when every step is done. */
  closed: z.boolean(),
  /**
   * When the close was done (its last step), once it is: `exact` unless the books' part was already
   * done when Keel first read them, and that is the later part (`at` is then the latest it was by).
   */
  closedAt: z.object({ at: z.string(), exact: z.boolean() }).nullable(),
});
/** A client's month-end close. */
export type MonthEndChecklist = z.output<typeof monthEndChecklistSchema>;

/** When the close was done: the later of its books' part and the review. */
function closedAt(health: ClientHealth, reviewedAt: string | null): MonthEndChecklist['closedAt'] {
  const books = health.booksClosed;
  if (!books || reviewedAt === null || !booksDone(health)) return null;
  return reviewedAt >= books.at
    ? { at: reviewedAt, exact: true }
    : { at: books.at, exact: books.seenDone };
}

/**
 * The checklist of the client's close of its last month, from its live health: no uncategorized
 * line left in the period, each bank account reconciled through its end, the lock date on or after
 * it. The review is the one step no book figure can tell (a reviewer's judgement): `reviewedAt` is
 * when someone of the practice recorded it (null until then).
 */
export function monthEndChecklist(
  health: ClientHealth,
  reviewedAt: string | null,
): MonthEndChecklist {
  const reviewed = reviewedAt !== null;
  const { periodEnd, lockDate } = health;
  const steps: CloseStep[] = [
    {
      id: 'categorize',
      label: 'Categorize transactions',
      done: health.periodUncategorizedLines === 0,
    },
    ...health.bankAccounts.map((account) => ({
      id: `reconcile:${account.accountId}`,
      label: `Reconcile ${account.number} ${account.name}`,
      done: account.reconciled,
    })),
    { id: 'review', label: 'Review', done: reviewed },
    { id: 'lock', label: 'Lock the period', done: lockDate !== null && lockDate >= periodEnd },
  ];
  const closed = steps.every((step) => step.done);
  return { periodEnd, steps, closed, closedAt: closed ? closedAt(health, reviewedAt) : null };
}
