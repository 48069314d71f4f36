import type { Account } from '@keel/core/domain';
import type { SelectOption } from '@keel/core/client';
import { categoryLabel, transactionCategories, type Vendor } from '../../../domain/books';

const label = (account: Account) => `${account.number} · ${account.name}`;

/** The category accounts: the chart without its bank and cash accounts (plus `keep`, if it is one). */
export function categoryAccountOptions(accounts: readonly Account[], keep = ''): SelectOption[] {
  return [
    { value: '', label: 'Choose an account' },
    ...accounts
      .filter((account) => !account.isBank || account.id === keep)
      .map((account) => ({ value: account.id, label: label(account) })),
  ];
}

/** The chart's bank and cash accounts. */
export function bankAccountOptions(accounts: readonly Account[]): SelectOption[] {
  const banks = accounts.filter((account) => account.isBank);
  return banks.length === 0
    ? [{ value: '', label: 'No bank or cash account in the chart' }]
    : banks.map((account) => ({ value: account.id, label: label(account) }));
}

/** The spec's transaction categories, in its order. */
export const categoryOptions: SelectOption[] = transactionCategories.map((value) => ({
  value,
  label: categoryLabel(value),
}));

/** The company's vendors, after a 'No vendor' choice. */
export function vendorOptions(vendors: readonly Vendor[]): SelectOption[] {
  return [
    { value: '', label: 'No vendor' },
    ...vendors.map((vendor) => ({ value: vendor.id, label: vendor.name })),
  ];
}
