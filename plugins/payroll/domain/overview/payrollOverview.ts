import type { Cents } from '@keel/core/domain';
import { awaitsApproval, type PayrollRunRecord, type PayrollRunStatus } from '../runs';

/** The overview's figures, every one computed from the company's runs and employees. */
export interface PayrollOverviewStats {
  totalEmployees: number;
  /** Runs computed but not approved yet. */
  pendingApprovals: number;
  /** Median time from Process Payroll to Approve & Distribute, in ms; null before any approval. */
  medianProcessingMs: number | null;
  /** Share (0–100, whole percent) of approved runs approved on or before their pay date; null before any. */
  onTimeRate: number | null;
  approvedRuns: number;
}

/** One line of Recent Payrolls (spec 000 section 3, the history item's fields). */
export interface RecentPayroll {
  id: string;
  period: { start: string; end: string };
  payDate: string;
  status: PayrollRunStatus;
  /** Gross pay of the run. */
  totalAmount: Cents;
  employees: number;
  /** When it was approved, or computed when not approved yet (ISO timestamp). */
  processedAt: string;
  states: string[];
}

const isOpen = awaitsApproval;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]!
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The overview tiles of a company's payroll. */
export function payrollOverviewStats(
  runs: readonly PayrollRunRecord[],
  employeeCount: number,
): PayrollOverviewStats {
  const approved = runs.filter((run) => run.status === 'completed' && run.approvedAt);
  const durations = approved
    .map((run) => Date.parse(run.approvedAt!) - Date.parse(run.createdAt))
    .filter((ms) => Number.isFinite(ms) && ms >= 0);
  const onTime = approved.filter((run) => run.approvedAt!.slice(0, 10) <= run.payDate).length;
  return {
    totalEmployees: employeeCount,
    pendingApprovals: runs.filter(isOpen).length,
    medianProcessingMs: median(durations),
    onTimeRate: approved.length ? Math.round((onTime / approved.length) * 100) : null,
    approvedRuns: approved.length,
  };
}

/** The newest runs first (by pay date, then when computed), as Recent Payrolls lists them. */
export function recentPayrolls(runs: readonly PayrollRunRecord[], limit = 5): RecentPayroll[] {
  return [...runs]
    .sort((a, b) => b.payDate.localeCompare(a.payDate) || b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit)
    .map((run) => ({
      id: run.id,
      period: { start: run.periodStart, end: run.periodEnd },
      payDate: run.payDate,
      status: run.status,
      totalAmount: run.totalGrossPay,
      employees: run.paychecks.length,
      processedAt: run.approvedAt ?? run.createdAt,
      states: [run.state],
    }));
}

/** "3 min", "2 h 5 min", "4 days": a processing time as the tile shows it. */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}

/**
 * The federal deposit liability of a run (Form 941 line 12's parts): federal income tax withheld,
 * both halves of Social Security and Medicare, and the Additional Medicare withheld.
 */
export function depositLiability(run: PayrollRunRecord): Cents {
  return run.paychecks.reduce(
    (total, paycheck) =>
      total +
      paycheck.federalIncomeTax +
      paycheck.socialSecurity +
      paycheck.medicare +
      paycheck.additionalMedicare +
      paycheck.employer.socialSecurity +
      paycheck.employer.medicare,
    0,
  );
}
