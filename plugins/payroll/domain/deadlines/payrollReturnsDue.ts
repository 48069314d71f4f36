import type { DateRange } from './depositSchedule';
import {
  form940DueDate,
  form941DueDate,
  formW2DueDate,
  quarterOf,
  type Quarter,
} from './formDueDates';
import { isoOf, lastDayOfMonth } from './isoDate';

/** The federal returns a company's payroll makes due (shared/tax/us-payroll-2026.md §3.2). */
export type PayrollReturnForm = '941' | '940' | 'W-2/W-3';

/** One return due: which form, the period it reports and when it is due. */
export interface PayrollReturnDue {
  form: PayrollReturnForm;
  taxYear: number;
  /** The quarter a Form 941 reports; null for the annual Forms 940 and W-2/W-3. */
  quarter: Quarter | null;
  /** The days whose paydays the return reports, both ends included. */
  covers: DateRange;
  dueDate: string;
}

const yearCovered = (year: number): DateRange => ({
  from: isoOf(year, 1, 1),
  to: isoOf(year, 12, 31),
});

/**
 * §3.2: the returns paydays make due: Form 941 for each quarter with a payday, Form 940 (FUTA)
 * and Forms W-2/W-3 for each year with one; each once, by due date then form.
 */
export function payrollReturnsDue(payDates: readonly string[]): PayrollReturnDue[] {
  const returns = new Map<string, PayrollReturnDue>();
  for (const payDate of payDates) {
    const { year, quarter } = quarterOf(payDate);
    returns.set(`941-${year}-${quarter}`, {
      form: '941',
      taxYear: year,
      quarter,
      covers: { from: isoOf(year, quarter * 3 - 2, 1), to: lastDayOfMonth(year, quarter * 3) },
      dueDate: form941DueDate(year, quarter),
    });
    const annual = { taxYear: year, quarter: null, covers: yearCovered(year) };
    returns.set(`940-${year}`, { form: '940', ...annual, dueDate: form940DueDate(year) });
    returns.set(`w2-${year}`, { form: 'W-2/W-3', ...annual, dueDate: formW2DueDate(year) });
  }
  return [...returns.values()].sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      a.taxYear - b.taxYear ||
      (a.quarter ?? 5) - (b.quarter ?? 5) ||
      a.form.localeCompare(b.form),
  );
}
