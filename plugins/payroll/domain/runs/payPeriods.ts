import { z } from 'zod';

/** The spec's payroll frequencies (spec 000 section 3). */
export const payrollFrequencySchema = z.enum(['weekly', 'biweekly', 'semimonthly', 'monthly'], {
  error: 'Payroll frequency must be weekly, biweekly, semimonthly or monthly',
});
export type PayrollFrequency = z.infer<typeof payrollFrequencySchema>;

/** A pay period: the days worked that a pay date pays for, both ends included. */
export interface PayPeriod {
  periodStart: string;
  periodEnd: string;
}

const DAY_MS = 86_400_000;

function toDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(iso: string, days: number): string {
  return toIso(new Date(toDate(iso).getTime() + days * DAY_MS));
}

function lastDayOfMonth(year: number, monthIndex: number): string {
  return toIso(new Date(Date.UTC(year, monthIndex + 1, 0)));
}

/**
 * The period a pay date pays for, paid on its last day: weekly the 7 days and biweekly the 14
 * days ending on the pay date; semimonthly the 1st-15th (paid on the 15th or earlier) or the 16th
 * to the month's end; monthly the calendar month of the pay date.
 */
export function payPeriodFor(frequency: PayrollFrequency, payDate: string): PayPeriod {
  const date = toDate(payDate);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const monthStart = toIso(new Date(Date.UTC(year, month, 1)));
  switch (frequency) {
    case 'weekly':
      return { periodStart: addDays(payDate, -6), periodEnd: payDate };
    case 'biweekly':
      return { periodStart: addDays(payDate, -13), periodEnd: payDate };
    case 'semimonthly':
      return date.getUTCDate() <= 15
        ? { periodStart: monthStart, periodEnd: addDays(monthStart, 14) }
        : { periodStart: addDays(monthStart, 15), periodEnd: lastDayOfMonth(year, month) };
    case 'monthly':
      return { periodStart: monthStart, periodEnd: lastDayOfMonth(year, month) };
  }
}

/**
 * The default pay date of the next run: one period after the last run's pay date, or for a
 * company's first run the first usual pay day on or after today (a Friday for weekly and
 * biweekly pay; the 15th or the month's last day for semimonthly; the month's last day for
 * monthly).
 */
export function nextPayDate(
  frequency: PayrollFrequency,
  today: string,
  lastPayDate?: string,
): string {
  if (lastPayDate !== undefined) {
    if (frequency === 'weekly') return addDays(lastPayDate, 7);
    if (frequency === 'biweekly') return addDays(lastPayDate, 14);
    return nextPayDate(frequency, addDays(lastPayDate, 1));
  }
  const date = toDate(today);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (frequency) {
    case 'weekly':
    case 'biweekly':
      return addDays(today, (5 - date.getUTCDay() + 7) % 7);
    case 'semimonthly': {
      if (date.getUTCDate() <= 15) return toIso(new Date(Date.UTC(year, month, 15)));
      return lastDayOfMonth(year, month);
    }
    case 'monthly':
      return lastDayOfMonth(year, month);
  }
}
