import { formatUSD } from '@keel/core/domain';
import type { Deadline } from '../deadlines/deadline';
import { shortDate } from '../format';
import type { Liability } from '../liabilities/liability';

/** One check of the Tax Compliance Checker: passed or not, and what it found. */
export interface ComplianceCheck {
  id: string;
  title: string;
  passed: boolean;
  detail: string;
}

/** The checker's answer: each check and the share passed, in percent. */
export interface ComplianceReport {
  checks: ComplianceCheck[];
  score: number;
}

const list = (items: readonly string[]) =>
  items.length <= 3
    ? items.join('; ')
    : `${items.slice(0, 3).join('; ')} and ${items.length - 3} more`;

/**
 * The Tax Compliance Checker's checks over the company's liabilities and deadlines as of today:
 * nothing overdue to pay, no filing past its date, what falls due in the next 30 days paid or
 * scheduled, and the books categorized (no uncategorized-spending opportunity open).
 */
export function complianceChecks(input: {
  liabilities: readonly Liability[];
  deadlines: readonly Deadline[];
  in30Days: string;
  uncategorizedOpen: boolean;
}): ComplianceReport {
  const overdue = input.liabilities.filter((l) => l.status === 'overdue' && l.amountCents > 0);
  const lateFilings = input.deadlines.filter((d) => d.type === 'filing' && d.status === 'overdue');
  const comingUnscheduled = input.liabilities.filter(
    (l) =>
      l.status === 'calculated' &&
      l.amountCents > 0 &&
      l.dueDate !== null &&
      l.dueDate <= input.in30Days,
  );
  const checks: ComplianceCheck[] = [
    {
      id: 'payments-on-time',
      title: 'No tax payment overdue',
      passed: overdue.length === 0,
      detail:
        overdue.length === 0
          ? 'Every liability past its due date is paid.'
          : `Overdue: ${list(overdue.map((l) => `${l.title}, ${formatUSD(l.amountCents)} due ${l.dueDate ? shortDate(l.dueDate) : ''}`))}.`,
    },
    {
      id: 'filings-on-time',
      title: 'No return past its due date',
      passed: lateFilings.length === 0,
      detail:
        lateFilings.length === 0
          ? 'Every return due so far is marked complete.'
          : `Not marked complete: ${list(lateFilings.map((d) => `${d.form} due ${shortDate(d.dueDate)}`))}.`,
    },
    {
      id: 'next-30-days',
      title: 'Taxes due in the next 30 days paid or scheduled',
      passed: comingUnscheduled.length === 0,
      detail:
        comingUnscheduled.length === 0
          ? 'Nothing due in the next 30 days is left unscheduled.'
          : `Not yet paid or scheduled: ${list(comingUnscheduled.map((l) => `${l.title}, ${formatUSD(l.amountCents)}`))}.`,
    },
    {
      id: 'books-categorized',
      title: "This year's spending categorized",
      passed: !input.uncategorizedOpen,
      detail: input.uncategorizedOpen
        ? 'The last analysis found uncategorized spending (see Opportunities).'
        : 'The last analysis found no uncategorized spending.',
    },
  ];
  return {
    checks,
    score: Math.round((checks.filter((c) => c.passed).length / checks.length) * 100),
  };
}
