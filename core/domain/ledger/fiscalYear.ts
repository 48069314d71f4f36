/** The first day of the fiscal year containing a date, for a fiscal year starting in month 1-12. */
export function fiscalYearStart(date: string, startMonth = 1): string {
  if (!Number.isInteger(startMonth) || startMonth < 1 || startMonth > 12) {
    throw new RangeError(`Fiscal year start month ${startMonth} is not 1-12`);
  }
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const startYear = month >= startMonth ? year : year - 1;
  return `${String(startYear).padStart(4, '0')}-${String(startMonth).padStart(2, '0')}-01`;
}
