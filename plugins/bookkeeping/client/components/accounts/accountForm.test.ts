import { describe, expect, it } from 'vitest';
import { standardChartOfAccounts, type Account } from '@keel/core/domain';
import { checkAccountForm, subtypesOf, type AccountFormValues } from './accountForm';

const accounts = standardChartOfAccounts();
const rent = accounts.find((a) => a.id === 'rent') as Account;
const checking = accounts.find((a) => a.id === 'checking') as Account;
const adding = { accounts, editing: null, hasEntries: false, holdsBankLines: false };
const moneyMarket: AccountFormValues = {
  number: '1020',
  name: 'Money Market',
  type: 'asset',
  subtype: 'current_asset',
  isBank: true,
};

describe('checkAccountForm', () => {
  it('gives a new account an id from its name', () => {
    expect(checkAccountForm(moneyMarket, adding)).toEqual({
      ok: true,
      account: { ...moneyMarket, id: 'money-market', contra: false },
    });
  });

  it('refuses a number another account uses, naming it', () => {
    expect(checkAccountForm({ ...moneyMarket, number: '1000' }, adding)).toEqual({
      ok: false,
      errors: { number: 'Account number 1000 is already used by Business Checking' },
    });
  });

  it('refuses a subtype that is not of the type', () => {
    const result = checkAccountForm({ ...moneyMarket, type: 'liability', isBank: false }, adding);
    expect(result).toEqual({
      ok: false,
      errors: { subtype: 'Current asset is not a subtype of Liability' },
    });
  });

  it('names the number and the name when they are malformed or missing', () => {
    const result = checkAccountForm({ ...moneyMarket, number: '10-20', name: ' ' }, adding);
    expect(result.ok === false && result.errors).toEqual({
      number: 'Account number must be 1-10 digits',
      name: 'Account name is required',
    });
  });

  it('keeps the type of an account that has entries, and says why', () => {
    const values = { ...rent, type: 'expense', subtype: 'other_expense' };
    const editing = { accounts, editing: rent, hasEntries: true, holdsBankLines: false };
    expect(checkAccountForm(values, editing).ok).toBe(true);
    const result = checkAccountForm({ ...rent, type: 'asset', subtype: 'fixed_asset' }, editing);
    expect(result.ok === false && result.errors.type).toMatch(
      /^The type cannot change: entries are posted to this account/,
    );
  });

  it('keeps a bank account that holds bank lines a bank account', () => {
    const editing = { accounts, editing: checking, hasEntries: true, holdsBankLines: true };
    const result = checkAccountForm({ ...checking, isBank: false }, editing);
    expect(result.ok === false && result.errors.isBank).toBe(
      'Bank transactions are recorded in this account, so it stays a bank or cash account',
    );
  });

  it('lists only the subtypes of a type', () => {
    expect(subtypesOf('liability')).toEqual(['current_liability', 'long_term_liability']);
  });
});
