import { nextBusinessDay } from './dcHolidays';
import { isoOf, lastDayOfMonth, monthOf, yearOf } from './isoDate';

/**
 * Federal payroll return and information-return due dates, shared/tax/us-payroll-2026.md §3.2
 * (IRS Pub 15 calendar): the statutory date, moved to the next business day when it falls on a
 * Saturday, Sunday or DC legal holiday.
 */
export type Quarter = 1 | 2 | 3 | 4;

/** A calendar quarter of a year. */
export interface YearQuarter {
  year: number;
  quarter: Quarter;
}

/** The calendar quarter of an ISO date. */
export function quarterOf(iso: string): YearQuarter {
  return { year: yearOf(iso), quarter: (Math.floor((monthOf(iso) - 1) / 3) + 1) as Quarter };
}

/** §3.2 Form 941: the last day of the month after the quarter (Apr 30, Jul 31, Oct 31, Jan 31). */
export function form941DueDate(year: number, quarter: Quarter): string {
  // Month 13 rolls over to January of the next year.
  return nextBusinessDay(lastDayOfMonth(year, quarter * 3 + 1));
}

/**
 * §3.2 Form 941 when every tax of the quarter was deposited on time: 10 days more, the 10th of
 * the second month after the quarter (May 10, Aug 10, Nov 10, Feb 10).
 */
export function form941DueDateIfDepositedOnTime(year: number, quarter: Quarter): string {
  return nextBusinessDay(isoOf(year, quarter * 3 + 2, 10));
}

/** §3.2 Form 940 (FUTA) for a tax year: January 31 of the next year. */
export function form940DueDate(taxYear: number): string {
  return nextBusinessDay(isoOf(taxYear + 1, 1, 31));
}

/** §3.2 Form 940 when all FUTA tax was deposited when due: February 10 of the next year. */
export function form940DueDateIfDepositedOnTime(taxYear: number): string {
  return nextBusinessDay(isoOf(taxYear + 1, 2, 10));
}

/**
 * §3.2 Forms W-2 to employees and Copy A with Form W-3 to the SSA (paper or e-file): January 31
 * of the next year, with no automatic extension.
 */
export function formW2DueDate(taxYear: number): string {
  return nextBusinessDay(isoOf(taxYear + 1, 1, 31));
}

/** Every due date of the §3.2 table for a tax year, each moved off weekends and DC holidays. */
export interface AnnualFormDueDates {
  form940: string;
  form940IfDepositedOnTime: string;
  formW2W3: string;
  /** Form 1099-NEC to the recipient and to the IRS (paper or e-file). */
  form1099Nec: string;
  form1099MiscToRecipient: string;
  /** Form 1099-MISC to the recipient when it reports amounts in box 8 or 10. */
  form1099MiscToRecipientBox8Or10: string;
  /** Form 1099-MISC on paper to the IRS, with Form 1096. */
  form1099MiscToIrsPaper: string;
  form1099MiscToIrsElectronic: string;
  /** Forms 944 and 945. */
  form944And945: string;
  form944And945IfDepositedOnTime: string;
}

/** §3.2: the annual federal forms of a tax year and when they are due. */
export function annualFormDueDates(taxYear: number): AnnualFormDueDates {
  const next = taxYear + 1;
  const jan31 = nextBusinessDay(isoOf(next, 1, 31));
  const feb10 = nextBusinessDay(isoOf(next, 2, 10));
  return {
    form940: form940DueDate(taxYear),
    form940IfDepositedOnTime: form940DueDateIfDepositedOnTime(taxYear),
    formW2W3: formW2DueDate(taxYear),
    form1099Nec: jan31,
    form1099MiscToRecipient: jan31,
    form1099MiscToRecipientBox8Or10: nextBusinessDay(isoOf(next, 2, 15)),
    form1099MiscToIrsPaper: nextBusinessDay(isoOf(next, 2, 28)),
    form1099MiscToIrsElectronic: nextBusinessDay(isoOf(next, 3, 31)),
    form944And945: jan31,
    form944And945IfDepositedOnTime: feb10,
  };
}
