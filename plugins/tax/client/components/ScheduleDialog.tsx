import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, Input, NativeSelect, apiFieldErrors, useToday } from '@keel/core/client';
import { centsToDecimal, formatUSD } from '@keel/core/domain';
import type { Liability } from '../../domain/liabilities/liability';
import type { Frequency } from '../../domain/schema';
import type { PaymentRequest } from './PayDialog';
import { PaymentFields } from './PaymentFields';

const frequencyOptions: { value: Frequency; label: string }[] = [
  { value: 'one-time', label: 'One-time' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'annually', label: 'Annually' },
];

/** What Schedule Payment sends (spec 001 section 7). */
export interface ScheduleRequest extends PaymentRequest {
  scheduleDate: string;
  frequency: Frequency;
}

/**
 * Schedule Tax Payment: a payment Keel records in the books on the date (and every month, quarter
 * or year after, for a repeating one), with a notification each time. Stays open on failure.
 */
export function ScheduleDialog({
  liability,
  onClose,
  onSchedule,
}: {
  liability: Liability | null;
  onClose: () => void;
  onSchedule: (request: ScheduleRequest) => Promise<void>;
}) {
  const today = useToday();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentRequest['method']>('ach');
  const [date, setDate] = useState('');
  const [frequency, setFrequency] = useState<Frequency>('one-time');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setAmount(liability ? centsToDecimal(liability.amountCents) : '');
    setDate(liability?.dueDate && liability.dueDate >= today ? liability.dueDate : '');
    setMethod('ach');
    setFrequency('one-time');
    setErrors({});
  }, [liability, today]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!liability) return;
    setPending(true);
    try {
      await onSchedule({
        liabilityId: liability.id,
        taxType: liability.type,
        amount: Number(amount),
        method,
        scheduleDate: date,
        frequency,
      });
    } catch (failure) {
      setErrors(apiFieldErrors(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={liability !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Schedule Tax Payment"
      description={
        liability
          ? `${liability.title}: ${formatUSD(liability.amountCents)} outstanding. Keel records the payment in the books on the date and notifies you; make the payment itself at ${liability.payAt}.`
          : undefined
      }
    >
      <form className="tax-form" onSubmit={submit} noValidate>
        <PaymentFields
          amount={amount}
          method={method}
          errors={errors}
          onAmount={setAmount}
          onMethod={setMethod}
        />
        <Input
          label="Schedule Date"
          type="date"
          min={today}
          value={date}
          error={errors.scheduleDate}
          onChange={(e) => setDate(e.target.value)}
        />
        <NativeSelect
          label="Frequency"
          value={frequency}
          options={frequencyOptions}
          error={errors.frequency}
          onChange={(e) => setFrequency(e.target.value as Frequency)}
        />
        <Button type="submit" disabled={amount.trim() === '' || date === '' || pending}>
          Schedule Payment
        </Button>
      </form>
    </Dialog>
  );
}
