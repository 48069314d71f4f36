import { useMemo, useState } from 'react';
import { CalendarClock, Clock, Play, ShieldCheck, Users } from 'lucide-react';
import { Badge, Button, Card, EmptyState, useToday } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { upcomingPayrollTasks } from '../../domain/deadlines';
import {
  depositLiability,
  formatDuration,
  payrollOverviewStats,
  recentPayrolls,
} from '../../domain/overview';
import type { PayrollTables } from '../../domain/readPayrollBooks';
import { awaitsApproval, defaultPayDate, isOpenRun } from '../../domain/runs';
import { RunActionsDialogs, type RunQuestion } from '../components/RunActionsDialogs';
import { RunStatusBadge } from '../components/RunStatusBadge';
import type { useStepCall } from '../hooks/useStepCall';

const priorityTone = { high: 'danger', medium: 'warning', low: 'neutral' } as const;

function Tile({
  label,
  value,
  detail,
  icon,
}: {
  label: string;
  value: string;
  detail: string;
  icon: React.ReactNode;
}) {
  return (
    <div className="k-card payroll-tile">
      <span className="payroll-tile-icon" aria-hidden>
        {icon}
      </span>
      <div>
        <p className="payroll-tile-label">{label}</p>
        <p className="payroll-tile-value">{value}</p>
        <p className="k-muted">{detail}</p>
      </div>
    </div>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The payroll overview (spec 000 section 2.10): Start Payroll Setup, the tiles, recent payrolls and
 * upcoming tasks, all computed from the company's runs, employees and the IRS calendar. A run
 * waiting for approval can be reviewed or discarded, an approved one voided (by the roles that
 * may approve).
 */
export function OverviewStep({
  books,
  canWrite,
  canApprove,
  step,
  onStart,
  onReview,
}: {
  books: PayrollTables;
  canWrite: boolean;
  canApprove: boolean;
  step: ReturnType<typeof useStepCall>;
  onStart: () => void;
  onReview: (runId: string) => void;
}) {
  const [question, setQuestion] = useState<RunQuestion>(null);
  const today = useToday();
  const stats = payrollOverviewStats(books.runs, books.employees.length);
  const recent = recentPayrolls(books.runs);
  const tasks = useMemo(
    () =>
      upcomingPayrollTasks({
        today,
        completedRuns: books.runs
          .filter((run) => run.status === 'completed')
          .map((run) => ({
            id: run.id,
            payDate: run.payDate,
            depositLiabilityCents: depositLiability(run),
          })),
        pendingRuns: books.runs
          .filter(awaitsApproval)
          .map((run) => ({ id: run.id, payDate: run.payDate })),
        nextPayDate: defaultPayDate(books, today),
        hasEmployees: books.employees.length > 0,
      }),
    [books, today],
  );

  return (
    <>
      <div className="payroll-start">
        <div>
          <h2>{books.setup ? 'Run payroll' : 'Set up payroll'}</h2>
          <p className="k-muted">
            {books.setup
              ? 'Check the company details and employees, run the pay period, review and approve.'
              : 'Enter the company details and bank account, add employees, then run the first payroll.'}
          </p>
        </div>
        <Button size="lg" disabled={!canWrite} onClick={onStart}>
          <Play size={16} aria-hidden /> Start Payroll Setup
        </Button>
      </div>
      <div className="payroll-tiles" role="list" aria-label="Payroll figures">
        <div role="listitem">
          <Tile
            label="Total Employees"
            value={String(stats.totalEmployees)}
            detail={books.employees.length ? 'on the payroll' : 'none added yet'}
            icon={<Users size={20} />}
          />
        </div>
        <div role="listitem">
          <Tile
            label="Pending Approvals"
            value={String(stats.pendingApprovals)}
            detail="runs processed, not yet approved"
            icon={<CalendarClock size={20} />}
          />
        </div>
        <div role="listitem">
          <Tile
            label="Processing Time"
            value={
              stats.medianProcessingMs === null ? '—' : formatDuration(stats.medianProcessingMs)
            }
            detail={
              stats.medianProcessingMs === null
                ? 'shown once a run is approved'
                : `median from processing to approval, ${plural(stats.approvedRuns, 'run', 'runs')}`
            }
            icon={<Clock size={20} />}
          />
        </div>
        <div role="listitem">
          <Tile
            label="Compliance Rate"
            value={stats.onTimeRate === null ? '—' : `${stats.onTimeRate}%`}
            detail={
              stats.onTimeRate === null
                ? 'shown once a run is approved'
                : 'of runs approved by their pay date'
            }
            icon={<ShieldCheck size={20} />}
          />
        </div>
      </div>
      <div className="payroll-columns">
        <Card title="Recent Payrolls">
          {recent.length === 0 ? (
            <EmptyState title="No payrolls yet">Runs appear here once processed.</EmptyState>
          ) : (
            <ul className="payroll-recent">
              {recent.map((run) => (
                <li key={run.id}>
                  <div>
                    <strong>
                      {run.period.start} to {run.period.end}
                    </strong>
                    <span className="k-muted">
                      {plural(run.employees, 'employee', 'employees')} · processed{' '}
                      {new Date(run.processedAt).toLocaleString('en-US', {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                    </span>
                    <span>
                      {run.states.map((state) => (
                        <Badge key={state}>{state}</Badge>
                      ))}
                    </span>
                  </div>
                  <div className="payroll-recent-figures">
                    <strong>{formatUSD(run.totalAmount)}</strong>
                    <RunStatusBadge status={run.status} />
                    {isOpenRun(run) && canWrite && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Review the run of ${run.payDate}`}
                        onClick={() => onReview(run.id)}
                      >
                        Review
                      </Button>
                    )}
                    {isOpenRun(run) && canApprove && (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={step.busy}
                        aria-label={`Discard the run of ${run.payDate}`}
                        onClick={() => setQuestion({ kind: 'discard', run })}
                      >
                        Discard
                      </Button>
                    )}
                    {run.status === 'completed' && canApprove && (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={step.busy}
                        aria-label={`Void the run of ${run.payDate}`}
                        onClick={() => setQuestion({ kind: 'void', run })}
                      >
                        Void
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Upcoming Tasks" description="Federal payroll deadlines (IRS Publication 15)">
          {tasks.length === 0 ? (
            <EmptyState title="Nothing due">
              Deposits and filings appear here once payroll has been run.
            </EmptyState>
          ) : (
            <ul className="payroll-tasks">
              {tasks.map((task) => (
                <li key={task.id}>
                  <div>
                    <strong>{task.task}</strong>
                    <span className="k-muted">Due {task.dueDate}</span>
                  </div>
                  <span>
                    <Badge tone={priorityTone[task.priority]}>{task.priority}</Badge>
                    {task.automated && <Badge tone="info">Auto</Badge>}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <RunActionsDialogs question={question} step={step} onClose={() => setQuestion(null)} />
    </>
  );
}
