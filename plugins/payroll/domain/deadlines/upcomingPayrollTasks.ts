import { formatUSD, type Cents } from '@keel/core/domain';
import { federalTaxDeposits, type FederalTaxDeposit, type RunLiability } from './federalDeposits';
import { addDays, toUtcDate } from './isoDate';
import {
  payrollReturnsDue,
  type PayrollReturnDue,
  type PayrollReturnForm,
} from './payrollReturnsDue';

/** What the payroll overview knows about a company, for its upcoming tasks. */
export interface PayrollTaskInput {
  /** ISO date. */
  today: string;
  /**
   * Completed (approved) runs: payDate and the federal deposit liability of the run in cents
   * (employee federal income tax + employee and employer Social Security and Medicare +
   * additional Medicare).
   */
  completedRuns: RunLiability[];
  /** Runs computed but not approved yet. */
  pendingRuns: { id: string; payDate: string }[];
  /** The next regular pay date, when the company is set up (null when not). */
  nextPayDate: string | null;
  hasEmployees: boolean;
}

/** One line of "Upcoming tasks" on the payroll overview. */
export interface PayrollTask {
  /** Deterministic: approve-{runId}, run-{date}, deposit-{dueDate}, 941-{year}-Q{n}, 940-{year}, w2-{year}. */
  id: string;
  task: string;
  /** ISO date. */
  dueDate: string;
  priority: 'high' | 'medium' | 'low';
  automated: boolean;
}

type Priority = PayrollTask['priority'];

const HIGH_WITHIN_DAYS = 7;

/** Code-unit order, the same in every locale. */
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function depositTask(dueDate: string, deposits: readonly FederalTaxDeposit[]): PayrollTask {
  const paydays = deposits.flatMap((deposit) => deposit.paydays).sort();
  const first = paydays[0]!;
  const last = paydays[paydays.length - 1]!;
  const total = deposits.reduce((sum, deposit) => sum + deposit.amountCents, 0);
  const which = first === last ? `payday ${first}` : `paydays ${first}–${last}`;
  const notes: string[] = [];
  if (deposits.some((deposit) => deposit.nextDay)) notes.push('$100,000 next-day rule');
  const byQuarter = new Map<string, Cents>();
  for (const { quarter, amountCents } of deposits) {
    const label = `Q${quarter.quarter} ${quarter.year}`;
    byQuarter.set(label, (byQuarter.get(label) ?? 0) + amountCents);
  }
  if (byQuarter.size > 1) {
    const parts = [...byQuarter].map(([label, cents]) => `${label} ${formatUSD(cents)}`);
    notes.push(`a deposit per quarter: ${parts.join(', ')}`);
  }
  const suffix = notes.length ? ` (${notes.join('; ')})` : '';
  return {
    id: `deposit-${dueDate}`,
    task: `Deposit federal payroll taxes (Form 941 liability) for ${which}: ${formatUSD(total)}${suffix}`,
    dueDate,
    priority: 'medium',
    automated: false,
  };
}

function depositTasks(input: PayrollTaskInput): PayrollTask[] {
  const byDueDate = new Map<string, FederalTaxDeposit[]>();
  for (const deposit of federalTaxDeposits(input.completedRuns)) {
    byDueDate.set(deposit.dueDate, [...(byDueDate.get(deposit.dueDate) ?? []), deposit]);
  }
  return [...byDueDate].map(([dueDate, deposits]) => depositTask(dueDate, deposits));
}

const returnTask: Record<PayrollReturnForm, (due: PayrollReturnDue) => [string, string, Priority]> =
  {
    '941': ({ taxYear, quarter }) => [
      `941-${taxYear}-Q${quarter}`,
      `File Form 941 for Q${quarter} ${taxYear}`,
      'medium',
    ],
    '940': ({ taxYear }) => [`940-${taxYear}`, `File Form 940 (FUTA) for ${taxYear}`, 'low'],
    'W-2/W-3': ({ taxYear }) => [
      `w2-${taxYear}`,
      `Furnish Forms W-2 to employees and file with SSA (W-3) for ${taxYear}`,
      'low',
    ],
  };

function returnTasks(completedRuns: readonly RunLiability[]): PayrollTask[] {
  return payrollReturnsDue(completedRuns.map((run) => run.payDate)).map((due) => {
    const [id, task, priority] = returnTask[due.form](due);
    return { id, task, dueDate: due.dueDate, priority, automated: false };
  });
}

function runTasks(input: PayrollTaskInput): PayrollTask[] {
  const tasks: PayrollTask[] = input.pendingRuns.map((run) => {
    toUtcDate(run.payDate);
    return {
      id: `approve-${run.id}`,
      task: `Approve payroll for pay date ${run.payDate}`,
      dueDate: run.payDate,
      priority: 'high',
      automated: false,
    };
  });
  const next = input.nextPayDate;
  const alreadyRun = [...input.pendingRuns, ...input.completedRuns].some(
    (run) => run.payDate === next,
  );
  if (next !== null && input.hasEmployees && !alreadyRun) {
    toUtcDate(next);
    tasks.push({
      id: `run-${next}`,
      task: `Run payroll for pay date ${next}`,
      dueDate: next,
      priority: 'medium',
      automated: false,
    });
  }
  return tasks;
}

/**
 * The payroll overview's "Upcoming tasks": approving pending runs, running the next payroll,
 * federal tax deposits (shared/tax/us-payroll-2026.md §3.1) and Forms 941, 940 and W-2/W-3
 * (§3.2). Only tasks due today or later, by due date then id, at most `limit`. A deposit or
 * return due within 7 days is high priority. A pay date that already has a run gets no "Run
 * payroll" task; its approval (or nothing, once approved) stands for it.
 */
export function upcomingPayrollTasks(input: PayrollTaskInput, limit = 6): PayrollTask[] {
  toUtcDate(input.today);
  const soon = addDays(input.today, HIGH_WITHIN_DAYS);
  const dueSoon = (task: PayrollTask): PayrollTask =>
    task.dueDate <= soon ? { ...task, priority: 'high' } : task;
  return [
    ...runTasks(input),
    ...depositTasks(input).map(dueSoon),
    ...returnTasks(input.completedRuns).map(dueSoon),
  ]
    .filter((task) => task.dueDate >= input.today)
    .sort((a, b) => compare(a.dueDate, b.dueDate) || compare(a.id, b.id))
    .slice(0, Math.max(0, limit));
}
