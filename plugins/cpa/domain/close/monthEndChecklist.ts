import { z } from 'zod';
import { isoDateSchema } from '@keel/core/domain';
import { isReconciledThrough, type BooksClose } from './booksClose';

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
});
/** A client's month-end close. */
export type MonthEndChecklist = z.output<typeof monthEndChecklistSchema>;

/** What the close of one period is decided from. */
export interface CloseFacts {
  periodEnd: string;
  /** Uncategorized lines dated on or before `periodEnd`. */
  uncategorizedLines: number;
  close: BooksClose;
  /**
   * Whether someone of the practice recorded their review of the period: the one step no book
   * figure can tell (a reviewer's judgement), so it is ticked by the person, not the data.
   */
  reviewed: boolean;
}

/**
 * The checklist of a month-end close. Each step but the review ticks itself from the client's
 * books: no uncategorized line left in the period, each bank account reconciled through its end,
 * and the lock date on or after it.
 */
export function monthEndChecklist(facts: CloseFacts): MonthEndChecklist {
  const { periodEnd, close } = facts;
  const steps: CloseStep[] = [
    { id: 'categorize', label: 'Categorize transactions', done: facts.uncategorizedLines === 0 },
    ...close.bankAccounts.map((account) => ({
      id: `reconcile:${account.accountId}`,
      label: `Reconcile ${account.number} ${account.name}`,
      done: isReconciledThrough(account, periodEnd),
    })),
    { id: 'review', label: 'Review', done: facts.reviewed },
    {
      id: 'lock',
      label: 'Lock the period',
      done: close.lockDate !== null && close.lockDate >= periodEnd,
    },
  ];
  return { periodEnd, steps, closed: steps.every((step) => step.done) };
}
