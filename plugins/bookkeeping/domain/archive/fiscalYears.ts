/** A fiscal year: named by the calendar year it ends in, with its first and last day. */
export interface FiscalYear {
  year: number;
  from: string;
  to: string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function checkMonth(startMonth: number): void {
  if (!Number.isInteger(startMonth) || startMonth < 1 || startMonth > 12) {
    throw new RangeError(`Fiscal year start month ${startMonth} is not 1-12`);
  }
}

/** The day before an ISO date. */
function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The fiscal year a date belongs to, named by the calendar year it ends in: with a July start,
 * 2024-07-01 to 2025-06-30 is fiscal year 2025.
 */
export function fiscalYearOf(date: string, startMonth = 1): number {
  checkMonth(startMonth);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return startMonth === 1 || month < startMonth ? year : year + 1;
}

/** The first and last day of a fiscal year. */
export function fiscalYearRange(year: number, startMonth = 1): FiscalYear {
  checkMonth(startMonth);
  if (startMonth === 1) return { year, from: `${pad(year, 4)}-01-01`, to: `${pad(year, 4)}-12-31` };
  return {
    year,
    from: `${pad(year - 1, 4)}-${pad(startMonth, 2)}-01`,
    to: dayBefore(`${pad(year, 4)}-${pad(startMonth, 2)}-01`),
  };
}

/** The latest fiscal year the lock date closes whole (its last day on or before it), or null. */
export function lastLockedFiscalYear(lockDate: string, startMonth = 1): number | null {
  if (lockDate === '') return null;
  const year = fiscalYearOf(lockDate, startMonth);
  return fiscalYearRange(year, startMonth).to === lockDate ? year : year - 1;
}
