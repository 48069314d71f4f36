import { useState } from 'react';
import { Button, Dialog, Input, NativeSelect, apiFieldErrors, useToday } from '@keel/core/client';
import {
  consultationFormats,
  consultationTypes,
  timeSlots,
  type ConsultationRequest,
} from '../../domain/practice/consultation';
import type { ClientView } from '../../domain/routes';

/** Props of ScheduleConsultationDialog. */
export interface ScheduleConsultationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clients: readonly ClientView[];
  /** Schedules it; throws when refused (the dialog stays open, as the spec says). */
  onSchedule: (request: Omit<ConsultationRequest, 'companyId'>) => Promise<void>;
}

const label = (text: string) => text[0]!.toUpperCase() + text.slice(1).replace('-', ' ');

/** Schedule Consultation: a client, a type, a date from today on, the spec's time slot and format. */
export function ScheduleConsultationDialog({
  open,
  onOpenChange,
  clients,
  onSchedule,
}: ScheduleConsultationDialogProps) {
  const today = useToday();
  const [form, setForm] = useState({
    clientId: '',
    type: 'general' as ConsultationRequest['type'],
    date: '',
    time: 'morning' as ConsultationRequest['time'],
    format: 'video' as ConsultationRequest['format'],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<typeof form>) => setForm({ ...form, ...change });

  const submit = async () => {
    const missing: Record<string, string> = {};
    if (!form.clientId) missing.clientId = 'Choose the client';
    if (!form.date) missing.date = 'Choose a date';
    if (Object.keys(missing).length) return setErrors(missing);
    try {
      await onSchedule(form);
      setErrors({});
      onOpenChange(false);
    } catch (failure) {
      setErrors(apiFieldErrors(failure));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Schedule Consultation">
      <form
        className="cpa-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <NativeSelect
          label="Client"
          value={form.clientId}
          error={errors.clientId}
          options={[
            { value: '', label: clients.length ? 'Choose a client' : 'No clients yet' },
            ...clients.map((c) => ({ value: c.id, label: c.name })),
          ]}
          onChange={(e) => set({ clientId: e.target.value })}
        />
        <NativeSelect
          label="Consultation type"
          value={form.type}
          options={consultationTypes.map((value) => ({ value, label: label(value) }))}
          onChange={(e) => set({ type: e.target.value as ConsultationRequest['type'] })}
        />
        <Input
          label="Preferred date"
          type="date"
          min={today}
          value={form.date}
          error={errors.date}
          onChange={(e) => set({ date: e.target.value })}
        />
        <NativeSelect
          label="Preferred time"
          value={form.time}
          options={Object.entries(timeSlots).map(([value, slot]) => ({ value, label: slot.label }))}
          onChange={(e) => set({ time: e.target.value as ConsultationRequest['time'] })}
        />
        <NativeSelect
          label="Format"
          value={form.format}
          options={consultationFormats.map((value) => ({ value, label: label(value) }))}
          onChange={(e) => set({ format: e.target.value as ConsultationRequest['format'] })}
        />
        <div className="k-toolbar">
          <Button type="submit">Schedule</Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
