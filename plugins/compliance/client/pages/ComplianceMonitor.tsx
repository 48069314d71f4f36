import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Button,
  Card,
  EmptyState,
  FigureList,
  JobProgress,
  apiFieldErrors,
  pluginApi,
  requestFile,
  downloadFile,
  useSession,
  useToast,
  useJob,
  useToday,
} from '@keel/core/client';
import { useSearchParams } from 'react-router-dom';
import type { Job } from '@keel/core/domain';
import { areaIds } from '../../domain/areas';
import type { AreaSummary } from '../../domain/checkRun';
import { formatDate } from '../../domain/dates';
import type { Deadline } from '../../domain/deadlines';
import { complianceRoutes } from '../../domain/routes';
import { SETTINGS_ROW } from '../../domain/schema';
import { plugin } from '../../plugin';
import { AlertList } from '../components/AlertList';
import { AreaCard } from '../components/AreaCard';
import { DeadlineList } from '../components/DeadlineList';
import { FileDialog } from '../components/FileDialog';
import { PlanDialog } from '../components/PlanDialog';
import { QuickActions } from '../components/QuickActions';
import { useAlerts, useHistory, useLatestRun, type AlertWithId } from '../hooks/useCompliance';
import { useComplianceCell, useComplianceTable } from '../stores';

const api = pluginApi(plugin);
/** Issue 15: owners, admins, accountants and CPAs act; the others read. */
const ACTORS: readonly string[] = ['owner', 'admin', 'accountant', 'cpa'];

/** Follows a running check live, and reports once when it is over. */
function RunCheckProgress({ jobId, onOver }: { jobId: string; onOver: (job: Job) => void }) {
  const { job, error, cancel, cancelling } = useJob(jobId);
  const reported = useRef(false);
  useEffect(() => {
    if (!job || reported.current) return;
    if (job.status === 'done' || job.status === 'failed' || job.status === 'cancelled') {
      reported.current = true;
      onOver(job);
    }
  }, [job, onOver]);
  if (error && !job) return <p role="alert">{error}</p>;
  return job ? (
    <JobProgress job={job} label="Compliance check" onCancel={cancel} cancelling={cancelling} />
  ) : null;
}

/**
 * The Compliance Monitor (spec 001): Run Check, five tiles, the four area cards, recent alerts,
 * upcoming deadlines and quick actions, all from the company's latest check, live.
 */
export function ComplianceMonitor() {
  const { user, currentCompany } = useSession();
  const { toast } = useToast();
  const today = useToday();
  const run = useLatestRun();
  const alerts = useAlerts();
  const history = useHistory();
  const filings = useComplianceTable('filings');
  const reviews = useComplianceTable('reviews');
  const documentRows = useComplianceTable('documents');
  const financialPractice =
    useComplianceCell('settings', SETTINGS_ROW, 'financialPractice') === true;
  const [jobId, setJobId] = useState<string | null>(null);
  const open = useSearchParams()[0].get('open');
  useEffect(() => {
    // A fix link names what to open: a section (documents, payroll-access), a deadline or a finding.
    if (!open) return;
    const target =
      document.getElementById(open.startsWith('deadline:') ? `deadline-${open.slice(9)}` : open) ??
      document.getElementById(`finding-${open}`);
    target?.scrollIntoView({ block: 'center' });
    target?.querySelector<HTMLElement>('input, select, button, a')?.focus();
  }, [open, run]);
  const [starting, setStarting] = useState(false);
  const [planning, setPlanning] = useState<AlertWithId | null>(null);
  const [filing, setFiling] = useState<Deadline | null>(null);
  const companyId = currentCompany?.id ?? '';
  const canAct = ACTORS.includes(currentCompany?.role ?? 'viewer');

  const runCheck = async () => {
    if (!user || !companyId) return;
    setStarting(true);
    try {
      const { jobId: started } = await api.call(
        complianceRoutes.check,
        {},
        { userId: user.id, companyId },
      );
      setJobId(started);
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to run compliance check',
        variant: 'destructive',
      });
    } finally {
      setStarting(false);
    }
  };

  const checkOver = useCallback(
    (job: Job) => {
      setJobId(null);
      if (job.status !== 'done') {
        toast({
          title: 'Error',
          description: 'Failed to run compliance check',
          variant: 'destructive',
        });
        return;
      }
      const failed = Number((job.result as { failed?: number } | null)?.failed ?? 0);
      toast({
        title: 'Compliance Check Complete',
        description:
          failed === 0
            ? 'All compliance requirements have been verified'
            : `${failed} ${failed === 1 ? 'requirement needs' : 'requirements need'} attention`,
      });
    },
    [toast],
  );

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast({ title: done });
      return null;
    } catch (failure) {
      toast({
        title: 'Error',
        description: 'The change was not saved; try again',
        variant: 'destructive',
      });
      return apiFieldErrors(failure);
    }
  };

  // Act Now opens the fix; an alert not planned yet is planned for its due day (or today when
  // that has passed), which puts it on the dashboard's Team tasks.
  const actNow = (alert: AlertWithId) => {
    if (alert.plannedFor) return;
    void act(
      () =>
        api.call(
          complianceRoutes.planAlert,
          { id: alert.id },
          { companyId, plannedFor: alert.dueDate >= today ? alert.dueDate : today },
        ),
      'Action Completed',
    );
  };

  const resolve = (alert: AlertWithId) =>
    void act(
      () =>
        api.call(complianceRoutes.updateAlert, { id: alert.id }, { companyId, status: 'resolved' }),
      'Status Updated',
    );
  const getHelp = (area: AreaSummary) =>
    void (async () => {
      try {
        const { notified } = await api.call(
          complianceRoutes.help,
          {},
          { companyId, area: area.id },
        );
        toast(
          notified === 0
            ? {
                title: 'Nobody to ask',
                description:
                  'The company has no accountant or CPA member yet: invite one in Company Settings.',
              }
            : {
                title: 'Help requested',
                description: `Sent to ${notified} ${notified === 1 ? 'accountant or CPA' : 'accountants and CPAs'}`,
              },
        );
      } catch {
        toast({
          title: 'Error',
          description: 'The request for help was not sent; try again',
          variant: 'destructive',
        });
      }
    })();

  const exportReport = async () => {
    try {
      const file = await requestFile(api.path(complianceRoutes.report, {}, { companyId }));
      downloadFile(file.fileName ?? 'compliance-report.pdf', file.bytes, file.type);
      toast({ title: 'Compliance Report Generated' });
    } catch {
      toast({
        title: 'Export Failed',
        description: 'The compliance report was not made; try again',
        variant: 'destructive',
      });
    }
  };

  const deadlines = useMemo(
    () =>
      (run?.deadlines ?? []).map((d) => ({
        ...d,
        filedOn: (filings[d.key]?.filedOn as string | undefined) ?? d.filedOn,
      })),
    [run, filings],
  );
  const documents = Object.entries(documentRows).map(([id, row]) => ({
    id,
    kind: String(row.kind),
    name: String(row.name),
    uploadedAt: String(row.uploadedAt),
  }));
  const lastReview =
    Object.values(reviews)
      .map((r) => String(r.reviewedAt))
      .sort()
      .at(-1) ?? null;
  const openAlerts = alerts.filter((a) => a.status === 'open');
  const monthEnd = `${today.slice(0, 8)}31`;
  const dueThisMonth = deadlines.filter(
    (d) => d.deadline >= today && d.deadline <= monthEnd && !d.filedOn,
  );

  return (
    <div>
      <header className="k-page-header">
        <h1>Compliance Monitor</h1>
        <Button onClick={() => void runCheck()} disabled={!canAct || starting || jobId !== null}>
          Run Check
        </Button>
      </header>
      {jobId && <RunCheckProgress jobId={jobId} onOver={checkOver} />}
      {!run ? (
        <EmptyState title="Not checked yet">
          {canAct
            ? 'Run Check reads the books, payroll and sign-ins and scores each area.'
            : 'An owner, admin, accountant or CPA can run the first check.'}
        </EmptyState>
      ) : (
        <>
          <Card title="Summary">
            <FigureList
              label="Compliance summary"
              figures={[
                [
                  'Overall score',
                  run.overall.score === null ? 'No score' : `${run.overall.score}%`,
                ],
                [
                  'Compliant areas',
                  `${run.areas.filter((a) => a.status === 'compliant').length} of ${areaIds.length}`,
                ],
                ['Open alerts', String(openAlerts.length)],
                ['Deadlines this month', String(dueThisMonth.length)],
                ['Last check', formatDate(run.checkedAt)],
              ]}
            />
            <p className="k-muted">
              How the score is computed: each check weighs 10 (critical), 5 (high), 2 (medium) or 1
              (low); a score is 100 × the weight of the passed checks ÷ the weight of the checks
              that apply. 98% and above is compliant, 90 to 97 attention needed, below 90
              non-compliant. {run.overall.explanation}
            </p>
          </Card>
          <div className="k-grid">
            {run.areas.map((area) => (
              <AreaCard
                key={area.id}
                area={area}
                trend={history.map((h) => h.scores[area.id])}
                canAct={canAct}
                onGetHelp={getHelp}
                onExport={() => void exportReport()}
              />
            ))}
          </div>
          <div className="k-grid">
            <AlertList
              alerts={alerts}
              canAct={canAct}
              onResolve={resolve}
              onPlan={setPlanning}
              onActNow={actNow}
            />
            <DeadlineList deadlines={deadlines} today={today} canAct={canAct} onFile={setFiling} />
          </div>
        </>
      )}
      {filing && (
        <FileDialog
          deadline={filing}
          today={today}
          onClose={() => setFiling(null)}
          onSave={(filedOn) =>
            act(
              () =>
                api.call(
                  complianceRoutes.fileDeadline,
                  {},
                  { companyId, deadlineKey: filing.key, filedOn },
                ),
              'Deadline Completed',
            )
          }
        />
      )}
      {planning && (
        <PlanDialog
          alert={planning}
          today={today}
          onClose={() => setPlanning(null)}
          onSave={(plannedFor) =>
            act(
              () =>
                api.call(
                  complianceRoutes.planAlert,
                  { id: planning.id },
                  { companyId, plannedFor },
                ),
              'Action Completed',
            )
          }
        />
      )}
      <QuickActions
        canAct={canAct}
        financialPractice={financialPractice}
        documents={documents}
        lastAccessReview={lastReview}
        today={today}
        onReviewAccess={async () => {
          await act(
            () => api.call(complianceRoutes.reviewAccess, {}, { companyId }),
            'Action Completed',
          );
        }}
        onAddDocument={(document) =>
          act(
            () => api.call(complianceRoutes.addDocument, {}, { companyId, ...document }),
            'Documents Uploaded',
          )
        }
        onSetPractice={async (value) =>
          (await act(
            () => api.call(complianceRoutes.settings, {}, { companyId, financialPractice: value }),
            'Status Updated',
          )) === null
        }
      />
    </div>
  );
}

export default ComplianceMonitor;
