import type { ClientHealth } from '../health/clientHealth';

/**
 * Whether the books' part of the close of `health.periodEnd` is done: no uncategorized line left in
 * the period, each bank account reconciled through its end, the lock date on or after it.
 */
export function booksDone(health: ClientHealth): boolean {
  const { lockDate, periodEnd } = health;
  return (
    health.periodUncategorizedLines === 0 &&
    health.bankAccounts.every((account) => account.reconciled) &&
    lockDate !== null &&
    lockDate >= periodEnd
  );
}

/**
 * A new reading of a client's health with when its books' part of the close was done, from the
 * reading before it (null at the first): kept while it stays done for the same period; the new
 * reading's time when this reading is the first to find it done after one that did not (Keel
 * reads the books again right after each change, so that is when it was done); and the new
 * reading's time as the latest it was done by when there is no earlier reading of the period.
 */
export function withBooksClosed(previous: ClientHealth | null, next: ClientHealth): ClientHealth {
  if (!booksDone(next)) return { ...next, booksClosed: null };
  const samePeriod = previous !== null && previous.periodEnd === next.periodEnd;
  if (samePeriod && previous.booksClosed) return { ...next, booksClosed: previous.booksClosed };
  return { ...next, booksClosed: { at: next.summarizedAt, seenDone: samePeriod } };
}
