import { Input, NativeSelect } from '@keel/core/client';
import type { BankAccount } from '../../../domain/books';
import { STATEMENT_ACCEPT, STATEMENT_FORMATS_TEXT } from './readStatement';

/** How the bank account select names an account: number, name and last digits when known. */
function bankLabel({ account, details }: BankAccount): string {
  const mask = details?.mask ? ` ···· ${details.mask}` : '';
  return `${account.number} · ${account.name}${mask}`;
}

/** The first step: the statement file and the bank or cash account its lines belong to. */
export function StatementChooser({
  bankAccounts,
  bankAccountId,
  onBankAccountChange,
  onFile,
  fileError,
  disabled,
}: {
  bankAccounts: readonly BankAccount[];
  bankAccountId: string;
  onBankAccountChange(id: string): void;
  onFile(file: File | undefined): void;
  fileError?: string;
  disabled: boolean;
}) {
  return (
    <>
      <div className="k-form-row">
        <Input
          label="Statement file"
          type="file"
          accept={STATEMENT_ACCEPT}
          error={fileError}
          disabled={disabled}
          onChange={(event) => onFile(event.currentTarget.files?.[0])}
        />
        <NativeSelect
          label="Bank account"
          value={bankAccountId}
          options={bankAccounts.map((bank) => ({ value: bank.account.id, label: bankLabel(bank) }))}
          disabled={disabled}
          onChange={(event) => onBankAccountChange(event.currentTarget.value)}
        />
      </div>
      <p className="k-hint">Accepted formats: {STATEMENT_FORMATS_TEXT}.</p>
    </>
  );
}
