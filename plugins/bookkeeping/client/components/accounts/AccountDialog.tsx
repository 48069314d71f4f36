import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, Input, NativeSelect, useToast } from '@keel/core/client';
import { accountTypes, type Account, type AccountType } from '@keel/core/domain';
import { ACCOUNTS_TABLE, accountToRow } from '../../../domain/schema';
import type { Books } from '../../hooks/useBooks';
import {
  accountTypeLabel,
  checkAccountForm,
  subtypeLabel,
  subtypesOf,
  usualSubtype,
  type AccountFormValues,
} from './accountForm';

const typeOptions = accountTypes.map((type) => ({ value: type, label: accountTypeLabel(type) }));

/** Whether anything is posted to the account, and whether it holds bank lines. */
function accountUse(books: Books, accountId: string) {
  const hasEntries =
    books.entries.some((entry) => entry.lines.some((line) => line.accountId === accountId)) ||
    books.transactions.some((t) => t.accountId === accountId || t.bankAccountId === accountId);
  const holdsBankLines = books.transactions.some((t) => t.bankAccountId === accountId);
  return { hasEntries, holdsBankLines };
}

function initialValues(account: Account | null): AccountFormValues {
  if (!account)
    return { number: '', name: '', type: 'asset', subtype: 'current_asset', isBank: false };
  const { number, name, type, subtype, isBank } = account;
  return { number, name, type, subtype, isBank };
}

function AccountForm({
  books,
  account,
  onDone,
}: {
  books: Books;
  account: Account | null;
  onDone: () => void;
}) {
  const [values, setValues] = useState(() => initialValues(account));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { toast } = useToast();
  const use = account
    ? accountUse(books, account.id)
    : { hasEntries: false, holdsBankLines: false };
  const typeLocked = account !== null && use.hasEntries;
  const lockNoteId = useId();
  const set = (patch: Partial<AccountFormValues>) => setValues((v) => ({ ...v, ...patch }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = checkAccountForm(values, { accounts: books.accounts, editing: account, ...use });
    if (!result.ok) return setErrors(result.errors);
    books.store.setRow(ACCOUNTS_TABLE, result.account.id, accountToRow(result.account));
    const { number, name } = result.account;
    toast(
      account
        ? { title: 'Account Updated', description: `${number} · ${name} is saved` }
        : {
            title: 'Account Added',
            description: `${number} · ${name} is in the chart of accounts`,
          },
    );
    onDone();
  }

  const type = values.type as AccountType;
  return (
    <form className="k-form" onSubmit={submit} noValidate>
      <div className="k-form-row">
        <Input
          label="Account number"
          inputMode="numeric"
          hint="1-10 digits, unique in the chart"
          value={values.number}
          onChange={(e) => set({ number: e.target.value })}
          error={errors.number}
        />
        <Input
          label="Account name"
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
          error={errors.name}
        />
      </div>
      <div className="k-form-row">
        <NativeSelect
          label="Type"
          options={typeOptions}
          value={values.type}
          disabled={typeLocked}
          {...(typeLocked ? { 'aria-describedby': lockNoteId } : {})}
          onChange={(e) => {
            const next = e.target.value as AccountType;
            set({ type: next, subtype: usualSubtype(next) });
          }}
          error={errors.type}
        />
        <NativeSelect
          label="Subtype"
          options={subtypesOf(type).map((s) => ({ value: s, label: subtypeLabel(s) }))}
          value={values.subtype}
          onChange={(e) => set({ subtype: e.target.value })}
          error={errors.subtype}
        />
      </div>
      {typeLocked && (
        <p className="k-hint" id={lockNoteId}>
          Entries are posted to this account, so its type cannot change: they would move to another
          part of the reports.
        </p>
      )}
      {values.subtype === 'current_asset' && (
        <label className="k-checkbox">
          <input
            type="checkbox"
            checked={values.isBank}
            onChange={(e) => set({ isBank: e.target.checked })}
          />
          Bank or cash account
        </label>
      )}
      {errors.isBank && (
        <p className="k-field-error" role="alert">
          {errors.isBank}
        </p>
      )}
      <div className="bk-dialog-actions">
        <Button type="submit">{account ? 'Save account' : 'Add account'}</Button>
      </div>
    </form>
  );
}

/** Adds an account to the chart, or edits one (null: add). */
export function AccountDialog({
  books,
  account,
  open,
  onOpenChange,
}: {
  books: Books;
  account: Account | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={account ? `Edit ${account.name}` : 'Add Account'}
      description={
        account
          ? 'Change the account in the chart of accounts.'
          : 'Add an account to the chart of accounts.'
      }
    >
      <AccountForm books={books} account={account} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
