import { useMemo, useState } from 'react';
import { Button, Card, Input, useClock } from '@keel/core/client';
import { isIsoDate, localToday, type Clock } from '@keel/core/domain';
import type { PayrollTables } from '../../domain/readPayrollBooks';
import { defaultPayDate, planRunForCompany, PayrollRunRefused } from '../../domain/runs';
import { PaycheckTable } from '../components/PaycheckTable';
import { RunTotals } from '../components/RunTotals';
import type { useStepCall } from '../hooks/useStepCall';

/** What the Run step shows before Process Payroll: the run as it would be computed, or why not. */
function preview(books: PayrollTables, payDate: string, clock: Clock) {
  if (!isIsoDate(payDate)) return { error: 'Pay date must be a real date' };
  try {
    return {
      run: planRunForCompany(books, {
        id: 'preview',
        payDate,
        createdAt: clock.now().toISOString(),
        createdBy: '',
      }),
    };
  } catch (error) {
    if (error instanceof PayrollRunRefused) return { error: error.message };
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Run Payroll (spec 000 section 2.10): the pay date (default the next one for the frequency), the
 * summary and per-employee breakdown computed by the same engine the server runs, and Process
 * Payroll, which stores the run for review.
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
  const computed = useMemo(() => preview(books, payDate, clock), [books, payDate, clock]);

  const process = async () => {
    const result = await step.call('run', { payDate });
    if (result.ok && result.answer.payrollRun) onProcessed(result.answer.payrollRun.id);
    else if (!result.ok) setFieldError(result.fields.payDate);
  };

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
        <Button
          disabled={step.busy || !canWrite || 'error' in computed}
          onClick={() => void process()}
        >
          {step.busy ? 'Processing…' : 'Process Payroll'}
        </Button>
      </div>
    </>
  );
}
