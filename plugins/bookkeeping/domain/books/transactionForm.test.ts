import { describe, expect, it } from 'vitest';
import { standardChartOfAccounts } from '@keel/core/domain';
import { checkTransactionForm, type TransactionFormValues } from './transactionForm';

const accounts = standardChartOfAccounts();
const valid: TransactionFormValues = {
  date: '2026-11-21',
  description: '  Client payment  ',
  amount: '1,250.50',
  accountId: 'service-revenue',
  bankAccountId: 'checking',
  reference: 'INV-1001',
  category: '',
  vendorId: '',
};

describe('checkTransactionForm', () => {
  it('gives exact signed cents, a trimmed description and the default category', () => {
    expect(checkTransactionForm(valid, accounts)).toEqual({
      ok: true,
      value: { ...valid, description: 'Client payment', amount: 125050, category: 'other' },
    });
    const out = checkTransactionForm({ ...valid, amount: '-0.10' }, accounts);
    expect(out.ok && out.value.amount).toBe(-10);
  });

  it.each([
    ['amount', '', 'Amount is required'],
    ['amount', 'abc', 'Amount "abc" is not a number'],
    ['amount', '12.345', 'Amount "12.345" has more than 2 decimal places'],
    ['amount', '0', 'Amount must not be zero'],
    ['description', '   ', 'Description is required'],
    ['accountId', '', 'Account is required'],
    ['accountId', 'no-such', 'Unknown account no-such'],
    ['accountId', 'checking', 'Choose an account other than the bank account'],
    ['bankAccountId', 'rent', 'Choose a bank or cash account'],
    ['date', '2026-02-30', 'Use a real date as YYYY-MM-DD'],
    ['category', 'gifts', 'Unknown category gifts'],
    ['vendorId', 'vendor-x', 'Unknown vendor'],
  ] as const)('names the field when %s is %j', (field, value, message) => {
    expect(checkTransactionForm({ ...valid, [field]: value }, accounts)).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });

  it('reports every wrong field at once', () => {
    const out = checkTransactionForm(
      { ...valid, description: '', amount: 'x', accountId: '' },
      accounts,
    );
    expect(out.ok ? [] : Object.keys(out.errors).sort()).toEqual([
      'accountId',
      'amount',
      'description',
    ]);
  });
});
