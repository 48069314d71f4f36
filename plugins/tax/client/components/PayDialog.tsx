import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, apiFieldErrors } from '@keel/core/client';
import { centsToDecimal, formatUSD } from '@keel/core/domain';
import type { Liability } from '../../domain/liabilities/liability';
import type { paymentMethods } from '../../domain/schema';
import { PaymentFields } from './PaymentFields';

/** What Process Payment sends (spec 001 section 7: taxType, amount as a number, method). */
export interface PaymentRequest {
  liabilityId: string;
  taxType: Liability['type'];
  amount: number;
  method: (typeof paymentMethods)[number];
}

/**
 * Process Tax Payment: records a payment made at the agency (Keel moves no money; the dialog says
 * where to pay) as a ledger entry against the liability and cash. Stays open on failure, with the
 * server's message beside the field it names.
 */
export function PayDialog({
  liability,
  onClose,
  onPay,
}: {
  liability: Liability | null;
  onClose: () => void;
  /** Resolves once recorded; throws the server's refusal. */
  onPay: (request: PaymentRequest) => Promise<void>;
}) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentRequest['method']>('ach');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setAmount(liability ? centsToDecimal(liability.amountCents) : '');
    setMethod('ach');
    setErrors({});
  }, [liability]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!liability) return;
    setPending(true);
    try {
      await onPay({
        liabilityId: liability.id,
        taxType: liability.type,
        amount: Number(amount),
        method,
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
      title="Process Tax Payment"
      description={
        liability
          ? `${liability.title}: ${formatUSD(liability.amountCents)} outstanding. Keel moves no money: pay at ${liability.payAt}, then record the payment here.`
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
        <Button type="submit" disabled={amount.trim() === '' || pending}>
          Process Payment
        </Button>
      </form>
    </Dialog>
  );
}
