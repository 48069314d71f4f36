import { z } from 'zod';
import { areaIdSchema } from './areas';
import { addDays, daysBetween, formatDate, isoOf, monthEndAfter, yearOf } from './dates';
import { alertSeveritySchema } from './checks/checkResult';
import type { ComplianceInput } from './checks/input';
import { ACCESS_REVIEW_DAYS } from './checks/privacy/payrollAccessReview';
import { SECURITY_PLAN_REVIEW_DAYS } from './checks/privacy/securityPlan';
import { LOCK_LAG_DAYS } from './checks/sox/lockDate';
import { returnKey, returnName } from './checks/tax/returns';
import { estimatedTaxDates, passThroughTypes } from './estimatedTaxDates';
import { form1099NecDueDates } from './form1099Dates';

/** How far ahead the deadlines list looks. */
export const DEADLINES_AHEAD_DAYS = 90;

/** A compliance deadline (spec 001 section 3: deadline, description, area, priority, daysLeft). */
export const deadlineSchema = z.object({
  /** Stable id; for a return, the key it is marked filed under. */
  key: z.string(),
  /** The due date, YYYY-MM-DD. */
  deadline: z.string(),
  description: z.string(),
  area: areaIdSchema,
  priority: alertSeveritySchema,
  /** A return can be marked filed from the list. */
  fileable: z.boolean(),
  /** When it was marked filed, if it was. */
  filedOn: z.string().nullable(),
});
export type Deadline = z.infer<typeof deadlineSchema>;

/** Days from `today` to a deadline (negative once past). */
export function daysLeft(deadline: Pick<Deadline, 'deadline'>, today: string): number {
  return daysBetween(today, deadline.deadline);
}

/** High within 7 days (or past), medium within 30, low beyond. */
function priorityOf(deadline: string, today: string): Deadline['priority'] {
  const days = daysBetween(today, deadline);
  return days <= 7 ? 'high' : days <= 30 ? 'medium' : 'low';
}

/**
 * The deadlines of the next 90 days (and the returns of the last 12 months still not filed) from
 * the company's own data: federal payroll deposits and
 * returns (941, 940, W-2/W-3) from the payroll facts, Forms 1099-NEC for a year in which a 1099
 * vendor was paid the threshold (the ledger service's vendor payments), and the quarterly sales tax returns when the
 * books collect sales tax (Keel takes the last day of the month after the quarter, as the sales
 * tax check does), and for a sole proprietorship, partnership or LLC the owners' estimated tax
 * instalments of the years whose dates are recorded (`estimatedTaxDates`), for a corporation its
 * instalments still owed as Tax Optimization computes them; and the company's own
 * due items (`ownDeadlines`).
 */
export function upcomingDeadlines(input: ComplianceInput): Deadline[] {
  const { today, payroll, books, records } = input;
  const until = addDays(today, DEADLINES_AHEAD_DAYS);
  const within = (date: string) => date >= today && date <= until;
  const filedOn = new Map(records.filings.map((f) => [f.deadlineKey, f.filedOn]));
  const deadlines: Deadline[] = [];
  for (const deposit of payroll?.deposits ?? [])
    if (within(deposit.dueDate))
      deadlines.push({
        key: `deposit-${deposit.dueDate}-${deposit.period.year}Q${deposit.period.quarter}`,
        deadline: deposit.dueDate,
        description: `Federal payroll tax deposit for paydays ${deposit.paydays.map(formatDate).join(', ')}`,
        area: 'tax',
        priority: priorityOf(deposit.dueDate, today),
        fileable: false,
        filedOn: null,
      });
  // A return of the last 12 months not yet marked filed stays listed, overdue, so it can be.
  const overdue = (date: string, key: string) =>
    date < today && date >= addDays(today, -365) && !filedOn.has(key);
  for (const ret of payroll?.returns ?? [])
    if (within(ret.dueDate) || overdue(ret.dueDate, returnKey(ret)))
      deadlines.push({
        key: returnKey(ret),
        deadline: ret.dueDate,
        description: `File ${returnName(ret)}`,
        area: 'tax',
        priority: priorityOf(ret.dueDate, today),
        fileable: true,
        filedOn: filedOn.get(returnKey(ret)) ?? null,
      });
  for (const year of books.vendorPayments) {
    const due = form1099NecDueDates[year.year];
    const payees = year.vendors.filter(
      (v) => v.is1099Eligible && v.paidCents >= year.thresholdCents,
    ).length;
    const key = `form-1099-nec-${year.year}`;
    if (due && payees > 0 && (within(due) || overdue(due, key)))
      deadlines.push({
        key,
        deadline: due,
        description: `File Forms 1099-NEC for ${year.year} (${payees === 1 ? '1 vendor' : `${payees} vendors`} paid the threshold)`,
        area: 'tax',
        priority: priorityOf(due, today),
        fileable: true,
        filedOn: filedOn.get(key) ?? null,
      });
  }
  const collectsSalesTax = books.accounts.some((a) => a.roles.includes('sales-tax-payable'));
  const collected = books.entries.some((e) =>
    e.lines.some(
      (l) =>
        l.credit > 0 &&
        books.accounts.some((a) => a.id === l.accountId && a.roles.includes('sales-tax-payable')),
    ),
  );
  if (collectsSalesTax && collected)
    for (let year = yearOf(today) - 1; year <= yearOf(today) + 1; year += 1)
      for (let q = 1; q <= 4; q += 1) {
        const due = monthEndAfter(monthEndAfter(isoOf(year, q * 3, 1), 0), 1);
        if (within(due))
          deadlines.push({
            key: `sales-tax-${year}-Q${q}`,
            deadline: due,
            description: `Sales tax return and payment for Q${q} ${year}`,
            area: 'tax',
            priority: priorityOf(due, today),
            fileable: false,
            filedOn: null,
          });
      }
  const passThrough = input.businessType !== null && passThroughTypes.includes(input.businessType);
  // A corporation's own instalments (Form 1120-W) are Tax Optimization's, with what is still owed.
  if (input.businessType !== null && !passThrough)
    for (const instalment of input.estimatedTax?.instalments ?? [])
      if (instalment.dueDate && within(instalment.dueDate) && instalment.amountCents > 0)
        deadlines.push({
          key: `estimated-tax-${instalment.id}`,
          deadline: instalment.dueDate,
          description: `${instalment.title}: ${instalment.form}`,
          area: 'tax',
          priority: priorityOf(instalment.dueDate, today),
          fileable: false,
          filedOn: null,
        });
  if (passThrough)
    for (const [year, dates] of Object.entries(estimatedTaxDates))
      dates.forEach((due, n) => {
        if (within(due))
          deadlines.push({
            key: `estimated-tax-${year}-${n + 1}`,
            deadline: due,
            description: `Owners' estimated tax payment (Form 1040-ES), instalment ${n + 1} of ${year}`,
            area: 'tax',
            priority: priorityOf(due, today),
            fileable: false,
            filedOn: null,
          });
      });
  deadlines.push(...ownDeadlines(input).filter((d) => within(d.deadline)));
  return deadlines.sort(
    (a, b) => a.deadline.localeCompare(b.deadline) || a.key.localeCompare(b.key),
  );
}

/**
 * The company's own due items, the next of each control that comes due on a date: locking the
 * next month of the books (45 days after its end), the quarterly payroll access review and the
 * yearly review of the written security plan. One already late is the check's finding instead.
 */
export function ownDeadlines({
  today,
  books,
  payroll,
  records,
  profile,
}: ComplianceInput): Deadline[] {
  const deadlines: Deadline[] = [];
  const add = (key: string, deadline: string, description: string, area: Deadline['area']) => {
    if (deadline >= today)
      deadlines.push({
        key,
        deadline,
        description,
        area,
        priority: priorityOf(deadline, today),
        fileable: false,
        filedOn: null,
      });
  };
  if (books.firstEntryDate !== null) {
    const { lockDate } = books.close;
    let monthEnd = monthEndAfter(lockDate ? addDays(lockDate, 1) : books.firstEntryDate, 0);
    while (addDays(monthEnd, LOCK_LAG_DAYS) < today) monthEnd = monthEndAfter(monthEnd, 1);
    add(
      `lock-${monthEnd}`,
      addDays(monthEnd, LOCK_LAG_DAYS),
      `Lock the books through ${formatDate(monthEnd)} (Close Books)`,
      'sox',
    );
  }
  const latest = (dates: string[]) => dates.sort().at(-1);
  const reviewed = latest(records.reviews.map((r) => r.reviewedAt.slice(0, 10)));
  if (payroll && (payroll.activeEmployees > 0 || payroll.runs.length > 0) && reviewed)
    add(
      `payroll-access-review-${reviewed}`,
      addDays(reviewed, ACCESS_REVIEW_DAYS),
      'Review who can see payroll',
      'privacy',
    );
  const plan = latest(
    records.documents
      .filter((d) => d.kind === 'security-plan')
      .map((d) => d.uploadedAt.slice(0, 10)),
  );
  if (profile.financialPractice && plan)
    add(
      `security-plan-${plan}`,
      addDays(plan, SECURITY_PLAN_REVIEW_DAYS),
      'Review the written security plan and record it again (FTC Safeguards Rule)',
      'privacy',
    );
  return deadlines;
}
