import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  companyApi,
  Input,
  NativeSelect,
  apiFieldErrors,
  isApiError,
  useToast,
  zodFieldErrors,
} from '@keel/core/client';
import { connectBankRequestSchema } from '../../domain/bankConnectionApi';
import { bankAccountTypes, bankChoices } from '../../domain/books';
import { bookkeepingRoutes } from '../../domain/routes';

const SIMPLEFIN_CREATE_URL = 'https://bridge.simplefin.org/simplefin/create';
const bankOptions = [
  { value: '', label: 'Choose a bank' },
  ...bankChoices.map((bank) => ({ value: bank, label: bank })),
];
const typeOptions = [
  { value: '', label: 'Choose an account type' },
  ...bankAccountTypes.map((type) => ({ value: type, label: type })),
];

const formFields = ['bankName', 'accountType', 'routingNumber', 'accountNumber', 'setupToken'];

function ConnectBankForm({ companyId, onDone }: { companyId: string; onDone: () => void }) {
  const { toast } = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const parsed = connectBankRequestSchema.safeParse({
      bankName: text('bankName'),
      accountType: text('accountType'),
      routingNumber: text('routingNumber'),
      accountNumber: text('accountNumber'),
      setupToken: text('setupToken'),
      companyId,
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setServerError('');
    setSending(true);
    try {
      const answer = await companyApi(companyId).call(
        bookkeepingRoutes.connectBank,
        {},
        parsed.data,
      );
      const live = answer.accounts.some((account) => account.live);
      toast({
        title: 'Bank Connected',
        description: live
          ? `Connected to ${answer.bankName}. Auto-sync is enabled.`
          : `${answer.bankName} added. Upload its statements to import transactions.`,
      });
      onDone();
    } catch (err) {
      setErrors(apiFieldErrors(err));
      setServerError(isApiError(err) && err.error ? err.error : '');
      toast({
        title: 'Connection Failed',
        description: 'Failed to connect to bank. Please check your credentials.',
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="k-form" onSubmit={submit} noValidate>
      <div className="k-form-row">
        <NativeSelect
          label="Bank Name"
          name="bankName"
          options={bankOptions}
          defaultValue=""
          error={errors.bankName}
        />
        <NativeSelect
          label="Account Type"
          name="accountType"
          options={typeOptions}
          defaultValue=""
          error={errors.accountType}
        />
      </div>
      <div className="k-form-row">
        <Input
          label="Routing Number"
          name="routingNumber"
          inputMode="numeric"
          autoComplete="off"
          placeholder="9-digit routing number"
          error={errors.routingNumber}
        />
        <Input
          label="Account Number"
          name="accountNumber"
          inputMode="numeric"
          autoComplete="off"
          error={errors.accountNumber}
        />
      </div>
      <Input
        label="SimpleFIN setup token"
        name="setupToken"
        type="password"
        autoComplete="off"
        hint="Optional: paste a setup token to sync this bank automatically; without one, upload its statements."
        error={errors.setupToken}
      />
      <p className="k-hint">
        Keel never asks for your bank password.{' '}
        <a href={SIMPLEFIN_CREATE_URL} target="_blank" rel="noreferrer">
          Create a setup token at SimpleFIN Bridge
        </a>
        .
      </p>
      {serverError && !formFields.some((field) => errors[field]) && (
        <p className="k-form-error" role="alert">
          {serverError}
        </p>
      )}
      <div className="bk-dialog-actions">
        <Button type="submit" disabled={sending}>
          {sending ? 'Connecting…' : 'Connect Bank'}
        </Button>
      </div>
    </form>
  );
}

/** Connect Bank (spec 001 section 2): adds a bank account, live through SimpleFIN or by statements. */
export function ConnectBankDialog({
  companyId,
  open,
  onOpenChange,
}: {
  companyId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Connect Bank"
      description="Add a bank account to the books. With a SimpleFIN setup token its transactions sync by themselves."
    >
      <ConnectBankForm companyId={companyId} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
