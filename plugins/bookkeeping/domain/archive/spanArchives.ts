import type { JournalEntry } from '@keel/core/domain';
import { carryForwardId } from './carryForward';

/** What a report needs of one archived fiscal year. */
export interface ArchivedLedger<T = never> {
  year: number;
  /** The fiscal year's last day; every entry of the archive is dated on or before it. */
  to: string;
  /** The entries moved out of the live books when the year was archived. */
  entries: readonly JournalEntry[];
  /** The carry-forward entries the year's archiving took out of the live books (the years before). */
  opening: readonly JournalEntry[];
  /** Other dated rows moved with the year (transactions). */
  rows?: readonly T[];
}

/** The archives a computation from `from` on needs: every one ending on or after it (all when open). */
export function archivesNeeded<A extends { year: number; to: string }>(
  archives: readonly A[],
  from: string | undefined,
): A[] {
  return [...archives]
    .sort((a, b) => a.year - b.year)
    .filter((archive) => from === undefined || archive.to >= from);
}

/**
 * The entries that give the same reports as the books before any year was archived, for every
 * date range starting on or after `from` (open: every range) and for balances at any date from
 * the day before `from` on: the live entries, plus the entries of every archive ending on or after
 * `from` with their years' carry-forward entries dropped, plus the carry-forward entry the earliest
 * of those replaced (the balances before it). Without such archives, the live entries themselves.
 */
export function entriesSpanningArchives(
  live: readonly JournalEntry[],
  archives: readonly ArchivedLedger<unknown>[],
  from: string | undefined,
): readonly JournalEntry[] {
  const needed = archivesNeeded(archives, from);
  if (needed.length === 0) return live;
  const dropped = new Set(needed.map((archive) => carryForwardId(archive.year)));
  return [
    ...(needed[0]?.opening ?? []),
    ...needed.flatMap((archive) => archive.entries),
    ...live.filter((entry) => !dropped.has(entry.id)),
  ];
}
