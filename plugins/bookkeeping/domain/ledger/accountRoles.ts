import type { Account } from '@keel/core/domain';
import { UNCATEGORIZED_EXPENSE, UNCATEGORIZED_INCOME } from '../books/uncategorized';
import type { AccountRole } from './ledgerSchemas';

/**
 * The standard chart's accounts that hold one role each, by id (an account's id never changes when
 * it is renamed, and an account a person adds takes its id from its name), with the type it must
 * have to hold it.
 */
const standardRoles: Readonly<Record<string, { role: AccountRole; type: Account['type'] }>> = {
  'accounts-receivable': { role: 'receivable', type: 'asset' },
  'accounts-payable': { role: 'payable', type: 'liability' },
  'credit-card': { role: 'credit-card', type: 'liability' },
  'payroll-liabilities': { role: 'payroll-liabilities', type: 'liability' },
  'sales-tax-payable': { role: 'sales-tax-payable', type: 'liability' },
  'payroll-wages': { role: 'payroll-expense', type: 'expense' },
  'payroll-taxes': { role: 'payroll-expense', type: 'expense' },
  [UNCATEGORIZED_INCOME]: { role: 'uncategorized-income', type: 'income' },
  [UNCATEGORIZED_EXPENSE]: { role: 'uncategorized-expense', type: 'expense' },
};

/**
 * What an account is for (plugins/bookkeeping/README.md, "Account roles"):
 * - cash: a bank or cash account (`isBank`, always a current asset);
 * - income, expense: by type (cost of goods sold is an expense too); cost-of-goods-sold and
 *   retained-earnings: by subtype;
 * - receivable, payable, credit-card, payroll-liabilities, sales-tax-payable, payroll-expense
 *   (wages and employer taxes), uncategorized-income and uncategorized-expense: the standard
 *   chart's account of that id, while it keeps the type the role needs.
 */
export function accountRolesOf(account: Account): AccountRole[] {
  const roles: AccountRole[] = [];
  if (account.isBank) roles.push('cash');
  const standard = Object.hasOwn(standardRoles, account.id) ? standardRoles[account.id] : undefined;
  if (standard && standard.type === account.type) roles.push(standard.role);
  if (account.type === 'income') roles.push('income');
  if (account.subtype === 'cost_of_goods_sold') roles.push('cost-of-goods-sold');
  if (account.type === 'expense') roles.push('expense');
  if (account.subtype === 'retained_earnings') roles.push('retained-earnings');
  return roles;
}
