import { useState } from 'react';
import {
  CheckCircle2,
  Database,
  Download,
  FileSpreadsheet,
  Landmark,
  Mail,
  Printer,
  ShieldCheck,
} from 'lucide-react';
import { Button, Card, ProgressBar } from '@keel/core/client';
import type { PayrollTables } from '../../domain/readPayrollBooks';
import {
  depositsLackingBankDetails,
  isOpenRun,
  type PaycheckPayee,
  type PayrollRunRecord,
} from '../../domain/runs';
import { BusyButton } from '../components/BusyButton';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { HeldDepositsDialog, type HeldDeposit } from '../components/HeldDepositsDialog';
import { PaystubCard } from '../components/PaystubCard';
import { RunTotals } from '../components/RunTotals';
import { StoredRecords } from '../components/StoredRecords';
import { RunStatusBadge } from '../components/RunStatusBadge';
import { useRunActions, type RunAction } from '../hooks/useRunActions';
import type { useStepCall } from '../hooks/useStepCall';

/** The label each review button shows while its work runs. */
const busyLabels: Record<RunAction, string> = {
  paystubs: 'Drawing paystubs…',
  email: 'Sending…',
  report: 'Exporting…',
  deposit: 'Building file…',
  prenotes: 'Building file…',
  checks: 'Printing…',
  records: 'Loading…',
};

/** Whether a saved employee has the bank details a direct deposit needs. */
function hasBankDetails(books: PayrollTables) {
  const byId = new Map(books.employees.map((employee) => [employee.id, employee]));
  return (employeeId: string) => {
    const employee = byId.get(employeeId);
    return !!employee?.bankName && !!employee.routingLast4 && !!employee.accountLast4;
  };
}

/**
 * Review & Approve (spec 000 section 2.10): the processed run, its paystubs, the files and
 * e-mails of the run, the stored records, Approve & Distribute, which posts it to the books (and
 * first asks what to do about direct deposits to employees without bank details, and shows the
 * direct deposits Fraud Detection held, to release), and Discard Run.
 */
export function ReviewStep({
  companyId,
  companyName,
  run,
  books,
  canApprove,
  step,
  onApproved,
  onDiscarded,
  onBack,
}: {
  companyId: string;
  companyName: string;
  run: PayrollRunRecord;
  books: PayrollTables;
  canApprove: boolean;
  step: ReturnType<typeof useStepCall>;
  onApproved: () => void;
  onDiscarded: () => void;
  onBack: () => void;
}) {
  const actions = useRunActions(companyId, companyName, run, books);
  const working = actions.busy !== null;
  const [missing, setMissing] = useState<PaycheckPayee[] | null>(null);
  const [confirmEmail, setConfirmEmail] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [held, setHeld] = useState<HeldDeposit[] | null>(null);
  const [releasing, setReleasing] = useState<string | null>(null);

  const approve = async (payByCheck?: string[]) => {
    const result = await step.call(
      'approve',
      payByCheck ? { payrollRunId: run.id, payByCheck } : { payrollRunId: run.id },
      {
        conflictHandled: (data) => {
          if (Array.isArray(data.heldDeposits)) {
            setMissing(null);
            setHeld(data.heldDeposits as HeldDeposit[]);
            return true;
          }
          if (!Array.isArray(data.missingBankDetails)) return false;
          setMissing(data.missingBankDetails as PaycheckPayee[]);
          return true;
        },
      },
    );
    if (result.ok) {
      setMissing(null);
      onApproved();
    }
  };
  const startApproval = () => {
    const lacking = depositsLackingBankDetails(run, hasBankDetails(books));
    if (lacking.length > 0) setMissing(lacking);
    else void approve();
  };
  const release = async (holdId: string) => {
    setReleasing(holdId);
    const result = await step.call('release', { holdId }).finally(() => setReleasing(null));
    if (result.ok)
      setHeld((list) => {
        const left = (list ?? []).filter((h) => h.holdId !== holdId);
        return left.length > 0 ? left : null;
      });
  };
  const discard = async () => {
    const result = await step.call('discard', { payrollRunId: run.id });
    setConfirmDiscard(false);
    if (result.ok) onDiscarded();
  };
  const recipients = run.paychecks.length;
  const open = isOpenRun(run);
  const setup = books.setup;
  const button = (action: RunAction) => ({
    variant: 'secondary' as const,
    busy: actions.busy === action,
    busyLabel: busyLabels[action],
    disabled: working,
  });
  return (
    <>
      <Card>
        <div className="payroll-complete">
          <CheckCircle2 size={28} aria-hidden />
          <div>
            <h2>
              Payroll processed for {run.paychecks.length}{' '}
              {run.paychecks.length === 1 ? 'employee' : 'employees'}
            </h2>
            <p className="k-muted">
              Review the paystubs, then Approve &amp; Distribute to post the run to the books.{' '}
              <RunStatusBadge status={run.status} />
            </p>
          </div>
        </div>
        {setup && (
          <p>
            <strong>{setup.companyName}</strong> · EIN {setup.ein} · {setup.businessAddress} ·{' '}
            {setup.bankName} ••••{setup.accountLast4}
          </p>
        )}
        <RunTotals run={run} />
      </Card>
      <Card title="Paystubs">
        <div className="payroll-paystubs">
          {run.paychecks.map((paycheck) => (
            <PaystubCard key={paycheck.employeeId} paycheck={paycheck} />
          ))}
        </div>
      </Card>
      <div className="payroll-review-actions" role="group" aria-label="Payroll documents">
        <BusyButton {...button('paystubs')} onClick={() => void actions.downloadPaystubs()}>
          <Download size={16} aria-hidden /> Download Paystubs
        </BusyButton>
        <BusyButton {...button('email')} onClick={() => setConfirmEmail(true)}>
          <Mail size={16} aria-hidden /> Send to Employees
        </BusyButton>
        <BusyButton {...button('report')} onClick={() => void actions.exportReport()}>
          <FileSpreadsheet size={16} aria-hidden /> Export Reports
        </BusyButton>
        <BusyButton {...button('deposit')} onClick={() => void actions.setupDirectDeposit()}>
          <Landmark size={16} aria-hidden /> Setup Direct Deposit
        </BusyButton>
        <BusyButton {...button('prenotes')} onClick={() => void actions.prenoteNewAccounts()}>
          <ShieldCheck size={16} aria-hidden /> Prenote New Accounts
        </BusyButton>
        <BusyButton {...button('checks')} onClick={() => void actions.printChecks()}>
          <Printer size={16} aria-hidden /> Print Pay Checks
        </BusyButton>
        <BusyButton
          {...button('records')}
          aria-expanded={actions.showRecords}
          onClick={() => void actions.toggleRecords()}
        >
          <Database size={16} aria-hidden /> View Stored Records
        </BusyButton>
      </div>
      {actions.progress && (
        <div className="payroll-job">
          <ProgressBar
            label="Paystubs"
            value={actions.progress.done}
            max={actions.progress.total}
          />
          <p role="status" className="k-muted">
            Drawing paystub {actions.progress.done} of {actions.progress.total}…
          </p>
        </div>
      )}
      {actions.status && (
        <p role="status" className="k-muted">
          {actions.status}
        </p>
      )}
      {actions.showRecords && actions.records && (
        <StoredRecords runs={actions.records.runs} transactions={actions.records.transactions} />
      )}
      <div className="payroll-actions">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <BusyButton
          busy={step.running === 'approve' && missing === null}
          busyLabel="Approving…"
          disabled={step.busy || !canApprove || run.status !== 'processing'}
          onClick={startApproval}
          {...(canApprove
            ? {}
            : { title: 'Only an owner, admin, accountant or CPA can approve payroll' })}
        >
          Approve &amp; Distribute
        </BusyButton>
        {canApprove && open && (
          <Button variant="ghost" disabled={step.busy} onClick={() => setConfirmDiscard(true)}>
            Discard Run
          </Button>
        )}
      </div>
      {!canApprove && (
        <p className="k-hint">Only an owner, admin, accountant or CPA can approve payroll.</p>
      )}
      <ConfirmDialog
        open={missing !== null}
        title="Missing Employee Bank Information"
        description={
          missing
            ? `${missing.length} ${missing.length === 1 ? 'employee needs' : 'employees need'} to complete their banking details in employee settings: ${missing.map((p) => p.name).join(', ')}. No direct deposit can be made to them. Pay them by check this run, or cancel and add their bank details first.`
            : ''
        }
        confirmLabel="Pay by Check and Approve"
        busyLabel="Approving…"
        busy={step.running === 'approve'}
        onConfirm={() => void approve(missing!.map((p) => p.employeeId))}
        onCancel={() => setMissing(null)}
      />
      {held && (
        <HeldDepositsDialog
          held={held}
          releasing={releasing}
          onRelease={(holdId) => void release(holdId)}
          onClose={() => setHeld(null)}
        />
      )}
      <ConfirmDialog
        open={confirmEmail}
        title="Send paystubs by e-mail?"
        description={`Each of the ${recipients} ${recipients === 1 ? 'employee' : 'employees'} in this run will be e-mailed their paystub for ${run.payDate}.`}
        confirmLabel={`E-mail ${recipients} ${recipients === 1 ? 'employee' : 'employees'}`}
        busyLabel="Sending…"
        busy={actions.busy === 'email'}
        onConfirm={() => {
          setConfirmEmail(false);
          void actions.sendToEmployees();
        }}
        onCancel={() => setConfirmEmail(false)}
      />
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard this payroll run?"
        description={`The run of ${run.payDate} is removed; nothing was posted to the books. Checks printed for it become void and must be destroyed; their numbers are not used again.`}
        confirmLabel="Discard Run"
        busyLabel="Discarding…"
        busy={step.running === 'discard'}
        destructive
        onConfirm={() => void discard()}
        onCancel={() => setConfirmDiscard(false)}
      />
    </>
  );
}
