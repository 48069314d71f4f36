import { useMemo, useState } from 'react';
import { Button, Card, Input, useClock } from '@keel/core/client';
import { isIsoDate, localToday, type Clock } from '@keel/core/domain';
import type { PayrollTables } from '../../domain/readPayrollBooks';
import {
  defaultPayDate,
  openRunsOverlapping,
  planRunForCompany,
  PayrollRunRefused,
} from '../../domain/runs';
import { BusyButton } from '../components/BusyButton';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { PaycheckTable } from '../components/PaycheckTable';
import { RunTotals } from '../components/RunTotals';
import type { useStepCall } from '../hooks/useStepCall';

/**
 * What the Run step shows before Process Payroll: the run as it would be computed and the open
 * runs of its pay period, or why it cannot be.
 */
function preview(books: PayrollTables, payDate: string, clock: Clock) {
  if (!isIsoDate(payDate)) return { error: 'Pay date must be a real date' };
  try {
    const run = { id: 'preview', payDate, createdAt: clock.now().toISOString(), createdBy: '' };
    const first = planRunForCompany(books, run);
    const open = openRunsOverlapping(books.runs, first);
    // As the server will store it: the open runs it replaces give back their unprinted checks.
    if (open.length === 0) return { run: first, open };
    return { run: planRunForCompany(books, run, new Set(open.map((r) => r.id))), open };
  } catch (error) {
    if (error instanceof PayrollRunRefused) return { error: error.message };
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Run Payroll (spec 000 section 2.10): the pay date (default the next one for the frequency), the
 * summary and per-employee breakdown computed by the same engine the server runs, and Process
 * Payroll, which stores the run for review. A pay period has one open run: when it has one,
 * Process Payroll asks before replacing it.
 */
export function RunStep({
  books,
  canWrite,
  step,
  onProcessed,
  onBack,
}: {
  books: PayrollTables;
  canWrite: boolean;
  step: ReturnType<typeof useStepCall>;
  onProcessed: (runId: string) => void;
  onBack: () => void;
}) {
  const clock = useClock();
  const [payDate, setPayDate] = useState(
    () => defaultPayDate(books, localToday(clock.now())) ?? '',
  );
  const [fieldError, setFieldError] = useState<string | undefined>();
  /** The open runs the person is asked to replace (from the document, or the server's 409). */
  const [replacing, setReplacing] = useState<{ id: string; payDate: string }[] | null>(null);
  const computed = useMemo(() => preview(books, payDate, clock), [books, payDate, clock]);
  /** The open runs of the pay period, which processing replaces. */
  const open = ('open' in computed ? computed.open : undefined) ?? [];

  const process = async (replaceRunIds?: string[]) => {
    const result = await step.call(
      'run',
      replaceRunIds ? { payDate, replaceRunIds } : { payDate },
      {
        conflictHandled: (data) => {
          if (!Array.isArray(data.openRuns)) return false;
          setReplacing(data.openRuns as { id: string; payDate: string }[]);
          return true;
        },
      },
    );
    if (result.ok) setReplacing(null);
    if (result.ok && result.answer.payrollRun) onProcessed(result.answer.payrollRun.id);
    else if (!result.ok) setFieldError(result.fields.payDate);
  };
  const processing = step.running === 'run';

  return (
    <>
      <Card
        title="Payroll Summary"
        description={
          books.setup
            ? `${books.setup.payrollFrequency} pay for ${books.setup.companyName}`
            : undefined
        }
      >
        <div className="payroll-form-grid">
          <Input
            label="Pay date"
            type="date"
            value={payDate}
            error={fieldError ?? ('error' in computed ? computed.error : undefined)}
            onChange={(event) => {
              setPayDate(event.target.value);
              setFieldError(undefined);
            }}
          />
        </div>
        {open.length > 0 && (
          <p className="k-hint" role="note">
            This pay period already has an open run (pay date {open[0]!.payDate}). Processing
            payroll replaces it.
          </p>
        )}
        {'run' in computed && computed.run && <RunTotals run={computed.run} />}
      </Card>
      {'run' in computed && computed.run && (
        <Card title="Employee Breakdown" description="Every figure as the paystub will explain it">
          <PaycheckTable paychecks={computed.run.paychecks} label="Employee breakdown" />
        </Card>
      )}
      <div className="payroll-actions">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <BusyButton
          busy={processing && replacing === null}
          disabled={step.busy || !canWrite || 'error' in computed}
          onClick={() => (open.length > 0 ? setReplacing(open) : void process())}
        >
          Process Payroll
        </BusyButton>
      </div>
      <ConfirmDialog
        open={replacing !== null}
        title="Replace the open payroll run?"
        description={
          replacing
            ? `This pay period already has an open run, not yet approved (pay date ${replacing.map((r) => r.payDate).join(', ')}). Processing payroll again discards it and stores the new run in its place. Checks printed for it become void and must be destroyed.`
            : ''
        }
        confirmLabel="Replace Run"
        busyLabel="Processing…"
        busy={processing}
        destructive
        onConfirm={() => void process(replacing!.map((r) => r.id))}
        onCancel={() => setReplacing(null)}
      />
    </>
  );
}
