import { addBusinessDays } from '../deadlines';

/**
 * The day live deposits to a prenoted account may start: the third banking day after the
 * prenote's settlement date (Nacha Rules Art. 2 §2.6.3; shared/formats "Dates, prenotes"). Banking
 * days skip weekends and DC legal holidays, a superset of the Federal Reserve's holidays, so the
 * date is never too early.
 */
export function liveDepositsFrom(prenoteSettlementDate: string): string {
  return addBusinessDays(prenoteSettlementDate, 3);
}

/** The effective (settlement) date of a prenote file created on `today`: the next banking day. */
export function prenoteEffectiveDate(today: string): string {
  return addBusinessDays(today, 1);
}

/** What the prenote rules need to know of a direct-deposit employee. */
export interface PrenoteCandidate {
  employeeId: string;
  /** When the account numbers were last given (YYYY-MM-DD); unknown for older records. */
  accountAddedOn?: string;
  /** The settlement date of the prenote sent for these numbers, if one was. */
  prenotedFor?: string;
}

/**
 * The accounts a prenote is for: direct-deposit accounts not prenoted yet and not paid by a
 * completed run since they were given ("newly added accounts", formats 1a).
 */
export function accountsToPrenote(
  candidates: readonly PrenoteCandidate[],
  paidOn: ReadonlyMap<string, readonly string[]>,
): PrenoteCandidate[] {
  return candidates.filter((candidate) => {
    if (candidate.prenotedFor) return false;
    const since = candidate.accountAddedOn ?? '';
    return !(paidOn.get(candidate.employeeId) ?? []).some((payDate) => payDate >= since);
  });
}

/** The employees whose prenote waiting period has not ended by `payDate`, with the day it ends. */
export function stillWaiting(
  candidates: readonly PrenoteCandidate[],
  payDate: string,
): { employeeId: string; liveFrom: string }[] {
  return candidates.flatMap((candidate) => {
    if (!candidate.prenotedFor) return [];
    const liveFrom = liveDepositsFrom(candidate.prenotedFor);
    return payDate < liveFrom ? [{ employeeId: candidate.employeeId, liveFrom }] : [];
  });
}
