import type { FormEvent } from 'react';
import { Button, Input, NativeSelect } from '@keel/core/client';
import {
  bankAccountOptions,
  categoryAccountOptions,
  categoryOptions,
  vendorOptions,
} from './accountOptions';
import { DeleteTransaction } from './DeleteTransaction';
import { useTransactionForm, type TransactionFormOptions } from './useTransactionForm';

/**
 * The Add/Edit Transaction form (spec 001 sections 3 and 5): description, amount, account,
 * reference and category, plus the date, the bank account and an optional vendor. Edit also
 * offers Delete.
 */
export function TransactionForm(props: TransactionFormOptions & { onCancel: () => void }) {
  const { books, transaction, onCancel } = props;
  const form = useTransactionForm(props);
  const { values, errors, set } = form;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.save();
  };
  return (
    <form className="k-form" onSubmit={submit} noValidate aria-label="Transaction">
      <Input
        label="Description"
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
        autoComplete="off"
      />
      <div className="k-form-row">
        <Input
          label="Amount"
          type="number"
          step="0.01"
          inputMode="decimal"
          hint="positive for income, negative for expense"
          value={values.amount}
          onChange={(e) => {
            form.setAmountUnreadable(e.target.validity.badInput);
            set('amount', e.target.value);
          }}
          error={errors.amount}
        />
        <Input
          label="Date"
          type="date"
          value={values.date}
          onChange={(e) => set('date', e.target.value)}
          error={errors.date}
        />
      </div>
      <div className="k-form-row">
        <NativeSelect
          label="Account"
          options={categoryAccountOptions(books.accounts, transaction?.accountId)}
          value={values.accountId}
          onChange={(e) => set('accountId', e.target.value)}
          error={errors.accountId}
        />
        <NativeSelect
          label="Category"
          options={categoryOptions}
          value={values.category}
          onChange={(e) => set('category', e.target.value)}
          error={errors.category}
        />
      </div>
      <div className="k-form-row">
        <NativeSelect
          label="Bank account"
          options={bankAccountOptions(books.accounts)}
          value={values.bankAccountId}
          onChange={(e) => set('bankAccountId', e.target.value)}
          error={errors.bankAccountId}
        />
        <NativeSelect
          label="Vendor"
          options={vendorOptions(books.vendors)}
          value={values.vendorId}
          onChange={(e) => set('vendorId', e.target.value)}
          error={errors.vendorId}
        />
      </div>
      <Input
        label="Reference"
        value={values.reference}
        onChange={(e) => set('reference', e.target.value)}
        error={errors.reference}
        placeholder="Check number, invoice, memo (optional)"
        autoComplete="off"
      />
      {form.refusal && (
        <p className="k-form-error" role="alert">
          {form.refusal}
        </p>
      )}
      <div className="bk-dialog-actions">
        {transaction && (
          <DeleteTransaction description={transaction.description} onDelete={form.remove} />
        )}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{transaction ? 'Save Changes' : 'Add Transaction'}</Button>
      </div>
    </form>
  );
}
