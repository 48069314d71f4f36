import type { Role } from '@keel/core/domain';
import { fiscalYearOf, fiscalYearRange, lastLockedFiscalYear } from './fiscalYears';

/** The roles that may set the lock date and archive a closed year (as PUT settings/lock-date). */
export const periodClosers = [
  'owner',
  'admin',
  'accountant',
  'cpa',
] as const satisfies readonly Role[];

/** What deciding whether a fiscal year may be archived looks at. */
export interface ClosingState {
  lockDate: string;
  fiscalYearStartMonth: number;
  archivedYears: readonly number[];
  /** The dates of the live entries and transactions, carry-forward entries left out. */
  liveDates: readonly string[];
}

const latest = (years: readonly number[]) => (years.length > 0 ? Math.max(...years) : null);

/** The earliest fiscal year after the last archived one that has live rows before `before`. */
function earliestOpenYearWithRows(state: ClosingState, before: number): number | null {
  const last = latest(state.archivedYears);
  let earliest: number | null = null;
  for (const date of state.liveDates) {
    const year = fiscalYearOf(date, state.fiscalYearStartMonth);
    // Rows dated in archived years (posted after a reopening) go into the next archive.
    if (year >= before || (last !== null && year <= last) || state.archivedYears.includes(year))
      continue;
    if (earliest === null || year < earliest) earliest = year;
  }
  return earliest;
}

/**
 * Why a fiscal year cannot be archived now, or null: it must be closed by the lock date (its last
 * day on or before it), not archived yet, after every archived year, and every earlier year with
 * live rows must be archived first.
 */
export function closeYearProblem(state: ClosingState, year: number): string | null {
  const { to } = fiscalYearRange(year, state.fiscalYearStartMonth);
  if (state.archivedYears.includes(year)) return `Fiscal year ${year} is already archived`;
  const last = latest(state.archivedYears);
  if (last !== null && last > year) {
    return `Fiscal year ${year} cannot be archived: the later fiscal year ${last} already is`;
  }
  if (state.lockDate === '' || state.lockDate < to) {
    return `Lock the books through ${to} before closing fiscal year ${year}`;
  }
  const earlier = earliestOpenYearWithRows(state, year);
  if (earlier !== null) {
    return `Close fiscal year ${earlier} first: years are archived in order`;
  }
  return null;
}

/**
 * The fiscal year the server would archive next: the earliest closed year with live rows that is
 * not archived, else the latest year the lock date closes (if after every archived one); or null.
 */
export function nextYearToClose(state: ClosingState): number | null {
  const locked = lastLockedFiscalYear(state.lockDate, state.fiscalYearStartMonth);
  if (locked === null) return null;
  const withRows = earliestOpenYearWithRows(state, locked + 1);
  const candidate = withRows ?? locked;
  return closeYearProblem(state, candidate) === null ? candidate : null;
}
