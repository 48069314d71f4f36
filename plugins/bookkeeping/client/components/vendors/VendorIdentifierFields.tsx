import { Input } from '@keel/core/client';
import type { VendorIdentifierRow } from '../../../domain/books';

/** What the vendor form takes for its tax id and payment account: typed text, '' when left alone. */
export interface VendorNumbers {
  taxId: string;
  routingNumber: string;
  accountNumber: string;
}

export const noNumbers: VendorNumbers = { taxId: '', routingNumber: '', accountNumber: '' };

/** The fields of the numbers that were typed, as PUT identifiers takes them; null when none was. */
export function typedNumbers(numbers: VendorNumbers): Partial<VendorNumbers> | null {
  const body: Partial<VendorNumbers> = {};
  if (numbers.taxId.trim() !== '') body.taxId = numbers.taxId;
  if (numbers.routingNumber.trim() !== '' || numbers.accountNumber.trim() !== '') {
    body.routingNumber = numbers.routingNumber;
    body.accountNumber = numbers.accountNumber;
  }
  return Object.keys(body).length === 0 ? null : body;
}

/**
 * A vendor's tax id and payment bank account, sent to the server, which keeps only a fingerprint
 * (to find vendors sharing one) and the last four digits.
 */
export function VendorIdentifierFields({
  numbers,
  onChange,
  onFile,
  errors,
}: {
  numbers: VendorNumbers;
  onChange: (patch: Partial<VendorNumbers>) => void;
  onFile: VendorIdentifierRow | undefined;
  errors: Record<string, string | undefined>;
}) {
  const kept = (last4: string | undefined) =>
    last4 ? { hint: `On file: ···${last4}. Type a new one to replace it.` } : {};
  return (
    <fieldset className="bk-fieldset">
      <legend>Tax ID and payment account</legend>
      <p className="k-hint">
        Keel keeps only the last four digits, and a fingerprint that finds two vendors sharing a
        number, never the number itself.
      </p>
      <Input
        label="Tax ID (EIN or SSN)"
        autoComplete="off"
        {...kept(onFile?.taxIdLast4)}
        value={numbers.taxId}
        onChange={(e) => onChange({ taxId: e.target.value })}
        error={errors.taxId}
      />
      <div className="k-form-row">
        <Input
          label="Routing number"
          inputMode="numeric"
          autoComplete="off"
          value={numbers.routingNumber}
          onChange={(e) => onChange({ routingNumber: e.target.value })}
          error={errors.routingNumber}
        />
        <Input
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          {...kept(onFile?.bankAccountLast4)}
          value={numbers.accountNumber}
          onChange={(e) => onChange({ accountNumber: e.target.value })}
          error={errors.accountNumber}
        />
      </div>
    </fieldset>
  );
}
