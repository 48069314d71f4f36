import { describe, expect, it } from 'vitest';
import { standardChartOfAccounts } from '@keel/core/domain';
import { accountRolesOf } from './accountRoles';

const chart = standardChartOfAccounts();
const holding = (role: string) =>
  chart.filter((account) => accountRolesOf(account).includes(role as never)).map((a) => a.id);

describe('accountRolesOf', () => {
  it('finds each role of the standard chart', () => {
    expect(holding('cash')).toEqual(['checking', 'savings', 'petty-cash']);
    expect(holding('payroll-liabilities')).toEqual(['payroll-liabilities']);
    expect(holding('sales-tax-payable')).toEqual(['sales-tax-payable']);
    expect(holding('payroll-expense')).toEqual(['payroll-wages', 'payroll-taxes']);
    expect(holding('uncategorized-income')).toEqual(['uncategorized-income']);
    expect(holding('uncategorized-expense')).toEqual(['uncategorized-expense']);
    expect(holding('cost-of-goods-sold')).toEqual(['cogs']);
    expect(holding('retained-earnings')).toEqual(['retained-earnings']);
    expect(holding('income')).toEqual(chart.filter((a) => a.type === 'income').map((a) => a.id));
    expect(holding('expense')).toEqual(chart.filter((a) => a.type === 'expense').map((a) => a.id));
  });

  it('gives a standard id its role only while the account keeps the type the role needs', () => {
    const renamed = { ...chart.find((a) => a.id === 'sales-tax-payable')!, name: 'State Tax' };
    expect(accountRolesOf(renamed)).toEqual(['sales-tax-payable']);
    const retyped = {
      ...renamed,
      type: 'asset' as const,
      subtype: 'current_asset' as const,
    };
    expect(accountRolesOf(retyped)).toEqual([]);
  });
});
