import type { PayrollInput } from '../payrollInput';
import type { TaxYearFigures } from '../figures/taxFigures';
import { figuresFor, yearEndFilingsOf } from '../figures/taxYears';
import { form941Total } from '../liabilities/payrollLiabilities';
import type { Liability } from '../liabilities/liability';
import type { Deadline } from './deadline';

/** A deadline before its status is known. */
export type CalendarEntry = Omit<Deadline, 'status' | 'completedBy'>;

const source = 'shared/tax us-payroll-2026.md §3.2';

function hasRunsIn(payroll: PayrollInput, year: number, quarter?: number): boolean {
  return payroll.totals.some(
    (t) =>
      t.period.year === year &&
      (quarter === undefined || t.period.quarter === quarter) &&
      t.runs > 0,
  );
}

function futaIn(payroll: PayrollInput, year: number): number {
  return payroll.liabilities
    .filter((l) => l.tax === 'futa' && l.period.year === year)
    .reduce((sum, l) => sum + l.liabilityCents, 0);
}

/**
 * The first quarter of `year` a Form 941 is due for: Q1 for an employer that paid wages the year
 * before (a 941 is filed every quarter, wages or not, once the business files them), else the
 * first quarter it paid wages in; null when it paid none in either year.
 */
function firstQuarterFiled(payroll: PayrollInput, year: number): number | null {
  if (hasRunsIn(payroll, year - 1)) return 1;
  const quarters = payroll.totals
    .filter((t) => t.period.year === year && t.runs > 0)
    .map((t) => t.period.quarter);
  return quarters.length > 0 ? Math.min(...quarters) : null;
}

/** The year-end filings of `taxYear` (due early the next year) that apply. */
function yearEndEntries(taxYear: number, payroll: PayrollInput | null): CalendarEntry[] {
  const filings = yearEndFilingsOf(taxYear);
  if (!filings) return [];
  const entries: CalendarEntry[] = [];
  const filing = (
    id: string,
    form: string,
    description: string,
    dueDate: string,
    later: string | null,
    amountCents: number | null,
  ) =>
    entries.push({
      id,
      dueDate,
      ifDepositedOnTime: later,
      description,
      form,
      taxYear,
      amountCents,
      type: 'filing',
      liabilityId: null,
      source,
    });
  if (payroll && hasRunsIn(payroll, taxYear, 4))
    filing(
      `941-${taxYear}-q4`,
      'Form 941',
      `Form 941 for Q4 ${taxYear}: federal income tax withheld, Social Security and Medicare`,
      filings.form941Q4.date,
      filings.form941Q4.ifDepositedOnTime,
      form941Total(payroll, taxYear, 4),
    );
  if (payroll && futaIn(payroll, taxYear) > 0)
    filing(
      `940-${taxYear}`,
      'Form 940',
      `Form 940 for ${taxYear}: federal unemployment tax (FUTA)`,
      filings.form940.date,
      filings.form940.ifDepositedOnTime,
      futaIn(payroll, taxYear),
    );
  if (payroll && hasRunsIn(payroll, taxYear))
    filing(
      `w2-${taxYear}`,
      'Forms W-2 and W-3',
      `Forms W-2 to employees and W-2 with W-3 to the SSA for ${taxYear}`,
      filings.formW2,
      null,
      null,
    );
  return entries;
}

/** Forms 941 for the first three quarters of the year that apply. */
function quarterlyEntries(figures: TaxYearFigures, payroll: PayrollInput | null): CalendarEntry[] {
  const first = payroll ? firstQuarterFiled(payroll, figures.year) : null;
  if (!payroll || first === null) return [];
  return figures.form941.slice(0, 3).flatMap((due, i) =>
    i + 1 < first
      ? []
      : [
          {
            id: `941-${figures.year}-q${i + 1}`,
            dueDate: due.date,
            ifDepositedOnTime: due.ifDepositedOnTime,
            description: `Form 941 for Q${i + 1} ${figures.year}: federal income tax withheld, Social Security and Medicare`,
            form: 'Form 941',
            taxYear: figures.year,
            amountCents: form941Total(payroll, figures.year, i + 1),
            type: 'filing' as const,
            liabilityId: null,
            source,
          },
        ],
  );
}

/** Payment deadlines: the federal deposits, FUTA deposits and estimated-tax instalments due in the year. */
function paymentEntries(year: number, liabilities: readonly Liability[]): CalendarEntry[] {
  return liabilities
    .filter(
      (l) =>
        l.dueDate !== null &&
        l.dueDate.startsWith(`${year}-`) &&
        (l.type === 'estimated' || l.jurisdiction === 'Federal (IRS)'),
    )
    .map((l) => ({
      id: `pay-${l.id}`,
      dueDate: l.dueDate ?? '',
      ifDepositedOnTime: null,
      description: `${l.title}: ${l.description}`,
      form: l.form,
      taxYear: year,
      amountCents: l.liabilityCents,
      type: 'payment' as const,
      liabilityId: l.id,
      source:
        l.type === 'estimated'
          ? 'shared/tax us-payroll-2026.md §3.4'
          : 'shared/tax us-payroll-2026.md §3.1',
    }));
}

/**
 * The deadlines of a calendar year that apply to the company: last year's year-end filings due in
 * it (941 for Q4, 940, W-2/W-3), this year's Forms 941, the payments due in it (federal and FUTA
 * deposits, estimated tax), and this year's own year-end filings due early next year. Payroll
 * deadlines need the payroll facts (null: not shown). Form 1099-NEC needs the vendors' 1099
 * eligibility, which the ledger service does not give, and state returns are not in Keel's tax
 * figures: both are left out.
 */
export function taxCalendar(
  year: number,
  payroll: PayrollInput | null,
  liabilities: readonly Liability[],
): CalendarEntry[] {
  const figures = figuresFor(year);
  const entries = [
    ...yearEndEntries(year - 1, payroll),
    ...(figures ? quarterlyEntries(figures, payroll) : []),
    ...paymentEntries(year, liabilities),
    ...(figures ? yearEndEntries(year, payroll) : []),
  ];
  return entries.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id));
}
