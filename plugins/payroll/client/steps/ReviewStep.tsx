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
import type { PayrollRunRecord } from '../../domain/runs';
import { PaystubCard } from '../components/PaystubCard';
import { RunTotals } from '../components/RunTotals';
import { StoredRecords } from '../components/StoredRecords';
import { RunStatusBadge } from '../components/RunStatusBadge';
import { useRunActions } from '../hooks/useRunActions';
import type { useStepCall } from '../hooks/useStepCall';

/**
 * Review & Approve (spec 000 section 2.10): the processed run, its paystubs, the files and
 * e-mails of the run, the stored records, and Approve & Distribute, which posts it to the books.
 */
export function ReviewStep({
  companyId,
  companyName,
  run,
  books,
  canApprove,
  step,
  onApproved,
  onBack,
}: {
  companyId: string;
  companyName: string;
  run: PayrollRunRecord;
  books: PayrollTables;
  canApprove: boolean;
  step: ReturnType<typeof useStepCall>;
  onApproved: () => void;
  onBack: () => void;
}) {
  const actions = useRunActions(companyId, companyName, run, books);
  const working = actions.busy !== null;
  const approve = async () => {
    const result = await step.call('approve', { payrollRunId: run.id });
    if (result.ok) onApproved();
  };
  const setup = books.setup;
  return (
    <>
      <Card>
        <div className="payroll-complete">
          <CheckCircle2 size={28} aria-hidden />
          <div>
            <h2>Payroll processed for {run.paychecks.length} employees</h2>
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
        <Button
          variant="secondary"
          disabled={working}
          onClick={() => void actions.downloadPaystubs()}
        >
          <Download size={16} aria-hidden /> Download Paystubs
        </Button>
        <Button
          variant="secondary"
          disabled={working}
          onClick={() => void actions.sendToEmployees()}
        >
          <Mail size={16} aria-hidden /> Send to Employees
        </Button>
        <Button variant="secondary" disabled={working} onClick={() => void actions.exportReport()}>
          <FileSpreadsheet size={16} aria-hidden /> Export Reports
        </Button>
        <Button
          variant="secondary"
          disabled={working}
          onClick={() => void actions.setupDirectDeposit()}
        >
          <Landmark size={16} aria-hidden /> Setup Direct Deposit
        </Button>
        <Button
          variant="secondary"
          disabled={working}
          onClick={() => void actions.prenoteNewAccounts()}
        >
          <ShieldCheck size={16} aria-hidden /> Prenote New Accounts
        </Button>
        <Button variant="secondary" disabled={working} onClick={() => void actions.printChecks()}>
          <Printer size={16} aria-hidden /> Print Pay Checks
        </Button>
        <Button
          variant="secondary"
          disabled={working}
          aria-expanded={actions.showRecords}
          onClick={() => void actions.toggleRecords()}
        >
          <Database size={16} aria-hidden /> View Stored Records
        </Button>
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
        <Button
          disabled={step.busy || !canApprove || run.status === 'completed'}
          onClick={() => void approve()}
          {...(canApprove
            ? {}
            : { title: 'Only an owner, admin, accountant or CPA can approve payroll' })}
        >
          {step.busy ? 'Approving…' : 'Approve & Distribute'}
        </Button>
      </div>
      {!canApprove && (
        <p className="k-hint">Only an owner, admin, accountant or CPA can approve payroll.</p>
      )}
    </>
  );
}
