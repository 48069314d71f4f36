import { z } from 'zod';
import { centsSchema, isoDateSchema } from '@keel/core/domain';
import { isReconciledThrough, type BooksClose } from '../close/booksClose';
import { daysBetween, previousMonthEnd } from '../dates';

/** Payroll runs in these statuses wait for someone to approve them (payroll.facts). */
const AWAITING_APPROVAL: ReadonlySet<string> = new Set(['processing', 'pending', 'error']);

/** A deadline of the client's tax calendar (tax.liabilities), the fields read here. */
export interface CalendarDeadline {
  id: string;
  dueDate: string;
  description: string;
  form: string;
  /** 'completed' once filed or paid; any other status is still to do. */
  status: string;
}

/**
 * A client company's live health, as its row in Client Portfolio shows it. A figure a plugin
 * gives is null when that plugin is not installed (or, for payroll, the practice's role in the
 * client may not read payroll): the row leaves it out rather than showing a zero nobody measured.
 */
export const clientHealthSchema = z.object({
  asOf: isoDateSchema,
  /** When the figures were read from the client's books (an ISO timestamp). */
  summarizedAt: z.iso.datetime({ offset: true }),
  /**
   * True while these are the figures kept from before the server started and a fresh read of the
   * books runs: the row says "as of" `summarizedAt`.
   */
  refreshing: z.boolean(),
  /** Income of the trailing twelve months that end on `asOf`, from the client's ledger. */
  revenueCents: centsSchema,
  /** The earliest tax deadline not completed (overdue ones first); null when none or no Tax plugin. */
  nextDeadline: z
    .object({ dueDate: isoDateSchema, description: z.string(), form: z.string() })
    .nullable(),
  /** Lines in the uncategorized income and expense accounts. */
  uncategorizedLines: z.number().int().nonnegative(),
  /** The last month end: the period to close, the bank accounts reconciled through. */
  periodEnd: isoDateSchema,
  /** Of the uncategorized lines, those dated on or before `periodEnd`. */
  periodUncategorizedLines: z.number().int().nonnegative(),
  /** Each bank or cash account, and whether it is reconciled through `periodEnd`. */
  bankAccounts: z.array(
    z.object({
      accountId: z.string(),
      number: z.string(),
      name: z.string(),
      reconciled: z.boolean(),
    }),
  ),
  /** The last day of the closed period; null when no period was ever closed. */
  lockDate: isoDateSchema.nullable(),
  /**
   * When the books' part of the period's close (nothing left to categorize in it, every bank account
   * reconciled through its end, the lock date on or after it) was first seen done: `seenDone` when
   * Keel read the books right after the change that finished it (`at` is then when it was done),
   * false when the first reading already found it done (`at` is then the latest it was done by).
   * Null while the books' part is not done.
   */
  booksClosed: z.object({ at: z.iso.datetime({ offset: true }), seenDone: z.boolean() }).nullable(),
  daysSinceLockDate: z.number().int().nullable(),
  payrollRunsAwaitingApproval: z.number().int().nonnegative().nullable(),
  /** Fraud threats still investigating; null without Fraud Detection. */
  openFraudAlerts: z.number().int().nonnegative().nullable(),
  /** Open compliance alerts of the latest check; null without Compliance Monitor or before a check. */
  openComplianceAlerts: z.number().int().nonnegative().nullable(),
});
/** A client company's live health. */
export type ClientHealth = z.output<typeof clientHealthSchema>;

/** What the client's books and the other plugins answered, for one health reading. */
export interface HealthFacts {
  today: string;
  /** The instant the facts were read (ISO timestamp). */
  summarizedAt: string;
  /** Income of the trailing twelve months, from the ledger's profit and loss. */
  incomeCents: number;
  uncategorizedLines: number;
  /** Uncategorized lines dated on or before the last month end. */
  periodUncategorizedLines: number;
  close: BooksClose;
  /** The status of each payroll run; null when the practice's role may not read payroll. */
  payrollRuns: readonly { status: string }[] | null;
  /** The tax calendar; null when Tax Optimization is not installed. */
  deadlines: readonly CalendarDeadline[] | null;
  /** Fraud threats still investigating; null when Fraud Detection is not installed. */
  openFraudAlerts: number | null;
  /** Open alerts of the latest compliance check; null without Compliance Monitor or a check. */
  openComplianceAlerts: number | null;
}

function nextDeadline(deadlines: readonly CalendarDeadline[]): ClientHealth['nextDeadline'] {
  const open = deadlines
    .filter((deadline) => deadline.status !== 'completed')
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id));
  const first = open[0];
  return first
    ? { dueDate: first.dueDate, description: first.description, form: first.form }
    : null;
}

/** The health of a client company from what its books and the other plugins answered. */
export function clientHealth(facts: HealthFacts): ClientHealth {
  const periodEnd = previousMonthEnd(facts.today);
  const { lockDate } = facts.close;
  return {
    asOf: facts.today,
    summarizedAt: facts.summarizedAt,
    refreshing: false,
    revenueCents: facts.incomeCents,
    nextDeadline: facts.deadlines ? nextDeadline(facts.deadlines) : null,
    uncategorizedLines: facts.uncategorizedLines,
    periodEnd,
    periodUncategorizedLines: facts.periodUncategorizedLines,
    bankAccounts: facts.close.bankAccounts.map((account) => ({
      accountId: account.accountId,
      number: account.number,
      name: account.name,
      reconciled: isReconciledThrough(account, periodEnd),
    })),
    lockDate,
    booksClosed: null,
    daysSinceLockDate: lockDate === null ? null : daysBetween(lockDate, facts.today),
    payrollRunsAwaitingApproval:
      facts.payrollRuns?.filter((run) => AWAITING_APPROVAL.has(run.status)).length ?? null,
    openFraudAlerts: facts.openFraudAlerts,
    openComplianceAlerts: facts.openComplianceAlerts,
  };
}
