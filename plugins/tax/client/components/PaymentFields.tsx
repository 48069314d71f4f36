import { Input, NativeSelect } from '@keel/core/client';
import type { paymentMethods } from '../../domain/schema';

type PaymentMethod = (typeof paymentMethods)[number];

/** The spec's payment methods, as the dialogs offer them. */
const paymentMethodOptions: { value: PaymentMethod; label: string }[] = [
  { value: 'ach', label: 'ACH Bank Transfer' },
  { value: 'wire', label: 'Wire Transfer' },
  { value: 'check', label: 'Electronic Check' },
];

/** Amount and Payment Method, as Process Payment and Schedule Payment both ask them. */
export function PaymentFields({
  amount,
  method,
  errors,
  onAmount,
  onMethod,
}: {
  amount: string;
  method: PaymentMethod;
  /** The server's messages by field. */
  errors: Record<string, string>;
  onAmount: (amount: string) => void;
  onMethod: (method: PaymentMethod) => void;
}) {
  return (
    <>
      <Input
        label="Amount"
        inputMode="decimal"
        value={amount}
        error={errors.amount ?? errors.liabilityId ?? errors.taxType}
        onChange={(e) => onAmount(e.target.value)}
      />
      <NativeSelect
        label="Payment Method"
        value={method}
        options={paymentMethodOptions}
        error={errors.method}
        onChange={(e) => onMethod(e.target.value as PaymentMethod)}
      />
    </>
  );
}
