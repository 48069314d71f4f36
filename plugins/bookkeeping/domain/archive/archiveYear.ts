import type { Account, JournalEntry } from '@keel/core/domain';
import { carryForwardEntry, isCarryForwardId } from './carryForward';
import type { FiscalYear } from './fiscalYears';
import type { ArchivedLedger } from './spanArchives';

/** Dated rows split at a fiscal year's end: what the archive takes, and what stays live. */
export interface YearSplit<T> {
  /** Rows dated on or before the year's end (a row posted late into an earlier archived year too). */
  archived: T[];
  /** Carry-forward entries dated on or before the year's end: the new one replaces them. */
  opening: T[];
  kept: T[];
}

/** Splits rows with an id and a date at a fiscal year's last day. */
export function splitAtYearEnd<T extends { id: string; date: string }>(
  rows: readonly T[],
  to: string,
): YearSplit<T> {
  const split: YearSplit<T> = { archived: [], opening: [], kept: [] };
  for (const row of rows) {
    if (row.date > to) split.kept.push(row);
    else if (isCarryForwardId(row.id)) split.opening.push(row);
    else split.archived.push(row);
  }
  return split;
}

/**
 * Archives a fiscal year of a ledger: what the archive holds, and the live entries after it (the
 * later ones plus the year's carry-forward entry). The server does the same on the stored rows.
 */
export function archiveYear(
  accounts: readonly Account[],
  live: readonly JournalEntry[],
  year: FiscalYear,
  retainedEarnings: Account,
): { archive: ArchivedLedger; live: JournalEntry[]; carryForward: JournalEntry | null } {
  const split = splitAtYearEnd(live, year.to);
  const carryForward = carryForwardEntry(accounts, live, year, retainedEarnings);
  return {
    archive: { year: year.year, to: year.to, entries: split.archived, opening: split.opening },
    live: carryForward ? [...split.kept, carryForward] : split.kept,
    carryForward,
  };
}
