import { useState } from 'react';
import { Input, useToday } from '@keel/core/client';
import { isIsoDate } from '@keel/core/domain';
import type { RecentPayroll } from '../../domain/overview';
import type { useStepCall } from '../hooks/useStepCall';
import { ConfirmDialog } from './ConfirmDialog';

/** What the overview asks about: discarding an open run or voiding an approved one. */
export type RunQuestion = { kind: 'discard' | 'void'; run: RecentPayroll } | null;

/**
 * The overview's questions about a run. Discard removes an open run (nothing was posted);
 * Void reverses an approved run's entry on the void date (today, or the pay date when later).
 */
export function RunActionsDialogs({
  question,
  step,
  onClose,
}: {
  question: RunQuestion;
  step: ReturnType<typeof useStepCall>;
  onClose: () => void;
}) {
  const run = question?.run;
  const today = useToday();
  const defaultVoidDate = run && run.payDate > today ? run.payDate : today;
  const [voidDate, setVoidDate] = useState<string | null>(null);
  const [voidDateError, setVoidDateError] = useState<string | undefined>();
  const date = voidDate ?? defaultVoidDate;
  const close = () => {
    setVoidDate(null);
    setVoidDateError(undefined);
    onClose();
  };

  const discard = async () => {
    const result = await step.call('discard', { payrollRunId: run!.id });
    if (result.ok) close();
  };
  const voidRun = async () => {
    if (!isIsoDate(date)) return setVoidDateError('Void date must be a real date');
    const result = await step.call('void', { payrollRunId: run!.id, voidDate: date });
    if (result.ok) close();
    else setVoidDateError(result.fields.voidDate);
  };

  return (
    <>
      <ConfirmDialog
        open={question?.kind === 'discard'}
        title="Discard this payroll run?"
        description={
          run
            ? `The open run of ${run.payDate} (${run.period.start} to ${run.period.end}) is removed; nothing was posted to the books. Checks printed for it become void and must be destroyed; their numbers are not used again.`
            : ''
        }
        confirmLabel="Discard Run"
        busyLabel="Discarding…"
        busy={step.running === 'discard'}
        destructive
        onConfirm={() => void discard()}
        onCancel={close}
      />
      <ConfirmDialog
        open={question?.kind === 'void'}
        title="Void this payroll run?"
        description={
          run
            ? `The approved run of ${run.payDate} is marked void, with its direct deposits and checks. An entry reversing its wages, taxes and payments is posted to the books on the void date. Recall or stop any payment already sent with your bank.`
            : ''
        }
        confirmLabel="Void Run"
        busyLabel="Voiding…"
        busy={step.running === 'void'}
        destructive
        onConfirm={() => void voidRun()}
        onCancel={close}
      >
        <Input
          label="Void date"
          type="date"
          value={date}
          error={voidDateError}
          onChange={(event) => {
            setVoidDate(event.target.value);
            setVoidDateError(undefined);
          }}
        />
      </ConfirmDialog>
    </>
  );
}
