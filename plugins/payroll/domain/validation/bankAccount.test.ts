import { describe, expect, it } from 'vitest';
import { MAX_ACCOUNT_NUMBER_DIGITS, accountNumberSchema, maskAccountNumber } from './accountNumber';
import { bankAccountErrors, bankAccountSchema } from './bankAccount';
import { checkPrintingProblem, directDepositProblem, type PayoutEmployee } from './payoutReadiness';

const account = {
  bankName: 'Chase',
  accountName: 'Payroll',
  accountType: 'savings',
  routingNumber: '021000021',
  accountNumber: '000123456789',
};

describe('company bank account (spec 000 sections 2.10, 3, 5)', () => {
  it('accepts a complete account and applies the defaults', () => {
    expect(bankAccountSchema.parse(account)).toEqual(account);
    const { accountName: _name, accountType: _type, ...rest } = account;
    expect(bankAccountSchema.parse(rest)).toMatchObject({
      accountName: 'Primary Payroll Account',
      accountType: 'checking',
    });
  });

  it('names each missing field the spec way', () => {
    expect(bankAccountErrors({})).toEqual({
      bankName: 'Bank name is required',
      routingNumber: 'Routing number is required',
      accountNumber: 'Account number is required',
    });
    expect(bankAccountErrors({ ...account, bankName: ' ', accountName: '' })).toEqual({
      bankName: 'Bank name is required',
      accountName: 'Account name is required',
    });
    expect(bankAccountErrors(account)).toEqual({});
  });

  it('checks the routing number and the account number', () => {
    expect(bankAccountErrors({ ...account, routingNumber: '021000020' })).toEqual({
      routingNumber: 'Routing number is not valid',
    });
    expect(bankAccountErrors({ ...account, accountNumber: '1234-5678' })).toEqual({
      accountNumber: 'Account number must contain digits only',
    });
  });
});

describe('account numbers (formats 1a, Record 6 field 5: 17 characters)', () => {
  it('keeps leading zeros and allows up to 17 digits', () => {
    expect(MAX_ACCOUNT_NUMBER_DIGITS).toBe(17);
    expect(accountNumberSchema.parse(' 00012345678901234 ')).toBe('00012345678901234');
    expect(accountNumberSchema.safeParse('1'.repeat(18)).error?.issues[0]?.message).toBe(
      'Account number must be at most 17 digits',
    );
  });

  it('masks all but the last four', () => {
    expect(maskAccountNumber('000123456789')).toBe('••••••••6789');
    expect(maskAccountNumber('123')).toBe('123');
  });
});

describe('payout readiness (spec 000 section 8 messages)', () => {
  const paidByDeposit: PayoutEmployee = {
    paymentMethod: 'direct_deposit',
    bankName: 'Chase',
    routingNumber: '021000021',
    accountNumber: '1234',
  };
  const paidByCheck: PayoutEmployee = { paymentMethod: 'check' };

  it('needs a company bank account', () => {
    expect(directDepositProblem(null, [paidByDeposit])).toEqual({
      title: 'Company Bank Account Required',
      description:
        'Please set up your company bank account in the setup step before processing direct deposits',
    });
  });

  it('counts direct-deposit employees without complete bank details', () => {
    const missing = [
      { ...paidByDeposit, bankName: '' },
      { ...paidByDeposit, routingNumber: '021000022' },
      { ...paidByDeposit, accountNumber: undefined },
    ];
    expect(directDepositProblem(account, [paidByDeposit, paidByCheck, ...missing])).toEqual({
      title: 'Missing Employee Bank Information',
      description: '3 employees need to complete their banking details in employee settings',
    });
    expect(directDepositProblem(account, [paidByDeposit, paidByCheck])).toBeNull();
  });

  it('needs an employee paid by check to print checks', () => {
    expect(checkPrintingProblem([paidByDeposit])).toEqual({
      title: 'No Checks to Print',
      description: 'All employees are set up for direct deposit',
    });
    expect(checkPrintingProblem([paidByDeposit, paidByCheck])).toBeNull();
  });
});
