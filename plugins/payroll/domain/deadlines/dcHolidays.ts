import { addDays, isoOf, lastDayOfMonth, weekday, yearOf } from './isoDate';

/**
 * District of Columbia legal holidays, which decide the business days of federal payroll
 * deadlines (shared/tax/us-payroll-2026.md §3.1 last bullet and §3.2: a deposit or due date on a
 * Saturday, Sunday or DC legal holiday moves to the next business day; statewide holidays do not).
 *
 * The days are those of DC Code § 1-612.02 (with Juneteenth and Inauguration Day). A fixed-date
 * holiday on a Saturday is also observed the Friday before and one on a Sunday the Monday after
 * (§ 28-2701); both the date itself and the observed day count. Inauguration Day (January 20 of
 * every fourth year from 1965: 2025, 2029, 2033, ...) moves to the Monday when it is a Sunday and
 * is not moved when it is a Saturday (§ 1-612.02(c), § 28-2701 "other than the day of the
 * inauguration").
 */
export interface DcLegalHoliday {
  /** ISO date. */
  date: string;
  name: string;
  /** True for a Friday or Monday observed in place of a weekend holiday. */
  observed: boolean;
}

type FixedHoliday = readonly [name: string, month: number, day: number];
type WeekdayHoliday = readonly [name: string, month: number, weekday: number, nth: number];

const FIXED: readonly FixedHoliday[] = [
  ["New Year's Day", 1, 1],
  ['DC Emancipation Day', 4, 16],
  ['Juneteenth', 6, 19],
  ['Independence Day', 7, 4],
  ['Veterans Day', 11, 11],
  ['Christmas Day', 12, 25],
];

const MONDAY = 1;
const THURSDAY = 4;
/** `nth` -1 means the last such weekday of the month. */
const BY_WEEKDAY: readonly WeekdayHoliday[] = [
  ['Martin Luther King Jr. Day', 1, MONDAY, 3],
  ["Washington's Birthday", 2, MONDAY, 3],
  ['Memorial Day', 5, MONDAY, -1],
  ['Labor Day', 9, MONDAY, 1],
  ['Columbus Day', 10, MONDAY, 2],
  ['Thanksgiving Day', 11, THURSDAY, 4],
];

function nthWeekday(year: number, month: number, day: number, nth: number): string {
  if (nth < 0) {
    const last = lastDayOfMonth(year, month);
    return addDays(last, -((weekday(last) - day + 7) % 7));
  }
  const first = isoOf(year, month, 1);
  return addDays(first, ((day - weekday(first) + 7) % 7) + (nth - 1) * 7);
}

function isInaugurationYear(year: number): boolean {
  return year >= 1965 && (year - 1965) % 4 === 0;
}

/** Every holiday a year's rules produce, some observed days possibly in the year before. */
function holidaysOfRules(year: number): DcLegalHoliday[] {
  const days: DcLegalHoliday[] = [];
  for (const [name, month, day] of FIXED) {
    const date = isoOf(year, month, day);
    days.push({ date, name, observed: false });
    const dayOfWeek = weekday(date);
    if (dayOfWeek === 6) days.push({ date: addDays(date, -1), name, observed: true });
    if (dayOfWeek === 0) days.push({ date: addDays(date, 1), name, observed: true });
  }
  for (const [name, month, day, nth] of BY_WEEKDAY) {
    days.push({ date: nthWeekday(year, month, day, nth), name, observed: false });
  }
  if (isInaugurationYear(year)) {
    const date = isoOf(year, 1, 20);
    days.push({ date, name: 'Inauguration Day', observed: false });
    if (weekday(date) === 0) {
      days.push({ date: addDays(date, 1), name: 'Inauguration Day', observed: true });
    }
  }
  return days;
}

/** The DC legal holidays (and observed days) dated in a year, in date order. */
export function dcLegalHolidays(year: number): DcLegalHoliday[] {
  return [...holidaysOfRules(year), ...holidaysOfRules(year + 1)]
    .filter((holiday) => yearOf(holiday.date) === year)
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

const holidayDatesByYear = new Map<number, ReadonlySet<string>>();

function holidayDates(year: number): ReadonlySet<string> {
  let dates = holidayDatesByYear.get(year);
  if (!dates) {
    dates = new Set(dcLegalHolidays(year).map((holiday) => holiday.date));
    holidayDatesByYear.set(year, dates);
  }
  return dates;
}

/** Whether an ISO date is a DC legal holiday, the holiday itself or its observed Friday/Monday. */
export function isDcLegalHoliday(iso: string): boolean {
  return holidayDates(yearOf(iso)).has(iso);
}

/** Whether an ISO date is a business day: a weekday that is not a DC legal holiday. */
export function isBusinessDay(iso: string): boolean {
  const day = weekday(iso);
  return day !== 0 && day !== 6 && !isDcLegalHoliday(iso);
}

/** The date itself when it is a business day, else the next business day after it. */
export function nextBusinessDay(iso: string): string {
  let date = iso;
  while (!isBusinessDay(date)) date = addDays(date, 1);
  return date;
}

/** The `count`-th business day after `iso` (not counting `iso` itself). */
export function addBusinessDays(iso: string, count: number): string {
  let date = iso;
  for (let added = 0; added < count; added += 1) date = nextBusinessDay(addDays(date, 1));
  return date;
}
