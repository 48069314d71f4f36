import type { Cents } from '@keel/core/domain';
import { addBusinessDays, isDcLegalHoliday, nextBusinessDay } from './dcHolidays';
import { addDays, isoOf, monthOf, weekday, yearOf } from './isoDate';

/**
 * Federal (Form 941) tax deposit schedules, shared/tax/us-payroll-2026.md §3.1 (Pub 15 §11,
 * unchanged for 2026).
 */
export type DepositSchedule = 'monthly' | 'semiweekly';

/** §3.1: a lookback-period liability up to $50,000 makes a monthly depositor. */
export const MONTHLY_DEPOSITOR_MAX_CENTS: Cents = 5_000_000;

/** §3.1: $100,000 accumulated on a day of a deposit period is due the next business day. */
export const NEXT_DAY_DEPOSIT_CENTS: Cents = 10_000_000;

/** An inclusive range of ISO dates. */
export interface DateRange {
  from: string;
  to: string;
}

/**
 * §3.1: monthly when the lookback-period liability is $50,000 or less (a new employer's is $0),
 * semiweekly above it.
 */
export function depositSchedule(lookbackLiabilityCents: Cents): DepositSchedule {
  return lookbackLiabilityCents <= MONTHLY_DEPOSITOR_MAX_CENTS ? 'monthly' : 'semiweekly';
}

/** §3.1: a Form 941 filer's lookback period for a year, 1 July two years back - 30 June last year. */
export function lookbackPeriod(year: number): DateRange {
  return { from: isoOf(year - 2, 7, 1), to: isoOf(year - 1, 6, 30) };
}

/** The semiweekly deposit period holding a payday: Wednesday-Friday or Saturday-Tuesday. */
export function semiweeklyPeriod(payDate: string): DateRange {
  const day = weekday(payDate);
  const isWedToFri = day >= 3 && day <= 5;
  const start = addDays(payDate, -((day - (isWedToFri ? 3 : 6) + 7) % 7));
  return { from: start, to: addDays(start, isWedToFri ? 2 : 3) };
}

/**
 * §3.1: a semiweekly deposit is due the Wednesday after a Wednesday-Friday period and the Friday
 * after a Saturday-Tuesday period, which is the third weekday after the period. The depositor
 * has at least 3 business days, so each DC legal holiday among those 3 weekdays adds a business
 * day; a date on a weekend or holiday then moves to the next business day.
 */
function semiweeklyDueDate(payDate: string): string {
  const periodEnd = semiweeklyPeriod(payDate).to;
  const weekdaysAfter = weekday(periodEnd) === 5 ? [3, 4, 5] : [1, 2, 3];
  const holidays = weekdaysAfter.filter((days) => isDcLegalHoliday(addDays(periodEnd, days)));
  const base = addDays(periodEnd, weekdaysAfter[2]!);
  return nextBusinessDay(addBusinessDays(base, holidays.length));
}

/**
 * When the deposit of the federal taxes of a payday is due (§3.1): monthly, the 15th of the next
 * month; semiweekly, the Wednesday or Friday after its period with a day more per DC legal
 * holiday in the 3 weekdays after the period; either moved off a weekend or DC legal holiday.
 */
export function depositDueDate(payDate: string, schedule: DepositSchedule): string {
  if (schedule === 'semiweekly') return semiweeklyDueDate(payDate);
  return nextBusinessDay(isoOf(yearOf(payDate), monthOf(payDate) + 1, 15));
}

/** §3.1 $100,000 next-day rule: the next business day after the day the liability reached it. */
export function nextDayDepositDueDate(payDate: string): string {
  return nextBusinessDay(addDays(payDate, 1));
}
