import { useState, type FormEvent } from 'react';
import { Button, Dialog, Input, NativeSelect, apiFieldErrors, useToday } from '@keel/core/client';
import {
  consultationFormats,
  consultationTimes,
  consultationTypes,
  formatLabels,
  timeWindows,
  typeLabels,
  type ConsultationRequest,
} from '../../domain/consultations/consultation';

/** What the dialog sends: the values chosen (the spec's sketch sent fixed ones). */
export type ConsultationChoice = Omit<ConsultationRequest, 'companyId'>;

/**
 * Schedule Tax Planning Consultation: type, preferred date (today or later), time window and
 * format. Closes on success; stays open on a refusal with the server's message by its field.
 */
export function ConsultationDialog({
  open,
  onClose,
  onSchedule,
}: {
  open: boolean;
  onClose: () => void;
  onSchedule: (choice: ConsultationChoice) => Promise<void>;
}) {
  const today = useToday();
  const [choice, setChoice] = useState<ConsultationChoice>({
    type: 'general',
    date: '',
    time: 'morning',
    format: 'video',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const set = (patch: Partial<ConsultationChoice>) => setChoice((c) => ({ ...c, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (choice.date === '') return setErrors({ date: 'Choose a date' });
    setPending(true);
    try {
      await onSchedule(choice);
      setErrors({});
    } catch (failure) {
      setErrors(apiFieldErrors(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Schedule Tax Planning Consultation"
      description="Your accountant confirms the time within the window you choose; a confirmation e-mail with a calendar invite is sent to you."
    >
      <form className="k-form" onSubmit={(e) => void submit(e)} noValidate>
        <NativeSelect
          label="Consultation Type"
          value={choice.type}
          options={consultationTypes.map((t) => ({ value: t, label: typeLabels[t] }))}
          onChange={(e) => set({ type: e.target.value as ConsultationChoice['type'] })}
          error={errors.type}
        />
        <Input
          label="Preferred Date"
          type="date"
          min={today}
          value={choice.date}
          onChange={(e) => set({ date: e.target.value })}
          error={errors.date}
        />
        <NativeSelect
          label="Preferred Time"
          value={choice.time}
          options={consultationTimes.map((t) => ({ value: t, label: timeWindows[t].label }))}
          onChange={(e) => set({ time: e.target.value as ConsultationChoice['time'] })}
          error={errors.time}
        />
        <NativeSelect
          label="Meeting Format"
          value={choice.format}
          options={consultationFormats.map((f) => ({ value: f, label: formatLabels[f] }))}
          onChange={(e) => set({ format: e.target.value as ConsultationChoice['format'] })}
          error={errors.format}
        />
        <div className="tax-actions">
          <Button type="submit" disabled={pending}>
            Schedule Consultation
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
