import { describe, expect, it } from 'vitest';
import { standardChartOfAccounts } from '@keel/core/domain';
import { accountBalances, balancesAsOf, totalCash } from './balances';
import { isValidRoutingNumber, newAccountId, nextAccountNumber } from './bankAccounts';

const accounts = standardChartOfAccounts();
const entry = (lines: [string, number, number][], date = '2026-01-01') => ({
  date,
  lines: lines.map(([accountId, debit, credit]) => ({ accountId, debit, credit })),
});

describe('account balances', () => {
  it('puts each balance on the account’s normal side, contra accounts reversed', () => {
    const balances = accountBalances(accounts, [
      entry([
        ['checking', 50_000, 0],
        ['owners-capital', 0, 50_000],
      ]),
      entry([
        ['owners-draw', 7_500, 0],
        ['checking', 0, 7_500],
      ]),
      entry([
        ['depreciation', 1_000, 0],
        ['accumulated-depreciation', 0, 1_000],
      ]),
    ]);
    expect(balances.get('checking')).toBe(42_500);
    expect(balances.get('owners-capital')).toBe(50_000);
    expect(balances.get('owners-draw')).toBe(7_500);
    expect(balances.get('accumulated-depreciation')).toBe(1_000);
    expect(balances.get('rent')).toBe(0);
    expect(totalCash(accounts, balances)).toBe(42_500);
  });
});

describe('balances as of a day', () => {
  it('leave out the entries dated after it, and say what they would add', () => {
    const entries = [
      entry([
        ['checking', 1_000_000, 0],
        ['owners-capital', 0, 1_000_000],
      ]),
      // A payroll run dated 30 Nov, seen on 25 Nov.
      entry(
        [
          ['payroll-wages', 79_542, 0],
          ['checking', 0, 79_542],
        ],
        '2026-11-30',
      ),
      entry(
        [
          ['rent', 20_000, 0],
          ['checking', 0, 20_000],
        ],
        '2026-11-25',
      ),
    ];
    const { balances, later } = balancesAsOf(accounts, entries, '2026-11-25');
    expect(balances.get('checking')).toBe(980_000);
    expect(totalCash(accounts, balances)).toBe(980_000);
    expect(later).toEqual(
      new Map([
        ['payroll-wages', 79_542],
        ['checking', -79_542],
      ]),
    );
    expect(totalCash(accounts, later)).toBe(-79_542);
    const onPayday = balancesAsOf(accounts, entries, '2026-11-30');
    expect(onPayday.balances.get('checking')).toBe(900_458);
    expect(onPayday.later.size).toBe(0);
  });
});

describe('bank account helpers', () => {
  it('checks the ABA routing check digit', () => {
    expect(isValidRoutingNumber('021000021')).toBe(true);
    expect(isValidRoutingNumber('021000022')).toBe(false);
    expect(isValidRoutingNumber('02100002')).toBe(false);
  });

  it('finds the next free number and a fresh id', () => {
    expect(nextAccountNumber(accounts, 1000, 1099)).toBe('1001');
    expect(newAccountId('Business Checking', accounts)).toBe('business-checking');
    expect(newAccountId('Checking', accounts)).toBe('checking-2');
  });
});
