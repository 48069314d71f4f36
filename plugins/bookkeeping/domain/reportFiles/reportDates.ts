import { isIsoDate, monthName } from '@keel/core/domain';

/** A report period: From and To as YYYY-MM-DD, both inclusive. */
export interface ReportPeriod {
  from: string;
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
const partsOf = (date: string) => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
  day: Number(date.slice(8, 10)),
});
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The English name of an ISO date's month, e.g. '2026-11-21' -> 'November'. */
export function monthNameOf(date: string): string {
  return monthName(partsOf(date).month);
}

/** An ISO date as a person reads it: '2026-11-21' -> 'November 21, 2026'. */
export function formatLongDate(date: string): string {
  const { year, day } = partsOf(date);
  return `${monthNameOf(date)} ${day}, ${year}`;
}

/** A period as a report's heading shows it. */
export function formatPeriod({ from, to }: ReportPeriod): string {
  return `${formatLongDate(from)} to ${formatLongDate(to)}`;
}

/** Today in the person's own time zone, as YYYY-MM-DD. */
export { localToday } from '@keel/core/domain';

/** The period presets of the Reports tab, in the order the buttons show them. */
export const periodPresets = ['This month', 'Last month', 'This year', 'Last year'] as const;
/** A period preset's label. */
export type PeriodPreset = (typeof periodPresets)[number];

/** The period a preset stands for on a day; the current month and year run to that day. */
export function presetPeriod(preset: PeriodPreset, today: string): ReportPeriod {
  const { year, month } = partsOf(today);
  switch (preset) {
    case 'This month':
      return { from: isoOf(year, month, 1), to: today };
    case 'Last month': {
      const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
      return { from: isoOf(y, m, 1), to: isoOf(y, m, lastDayOf(y, m)) };
    }
    case 'This year':
      return { from: isoOf(year, 1, 1), to: today };
    case 'Last year':
      return { from: isoOf(year - 1, 1, 1), to: isoOf(year - 1, 12, 31) };
  }
}

/** Field errors of a period as typed, by field label; empty when the period can be used. */
export function checkPeriod(period: ReportPeriod): Partial<Record<'From' | 'To', string>> {
  const errors: Partial<Record<'From' | 'To', string>> = {};
  if (period.from === '') errors.From = 'From is required';
  else if (!isIsoDate(period.from)) errors.From = 'From must be a real date';
  if (period.to === '') errors.To = 'To is required';
  else if (!isIsoDate(period.to)) errors.To = 'To must be a real date';
  if (!errors.From && !errors.To && period.from > period.to) {
    errors.To = 'To must be on or after From';
  }
  return errors;
}

/** Whole days from one ISO date to a later one ('2026-01-01' to '2026-01-31' is 30). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
