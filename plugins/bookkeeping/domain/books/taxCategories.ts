import type { Account } from '@keel/core/domain';
import { taxDeductibleCategories, type TransactionCategory } from './categories';

/**
 * The tax category each expense account of the standard chart reports under in the Tax Summary
 * (spec 001 section 9's categories). Costs the spec has no category for (cost of sales, payroll)
 * fall under 'expense'; bank fees, software and interest under 'other'. An expense account that
 * is not here (one a person added, or Uncategorized Expense) is shown as not mapped.
 */
export const expenseAccountCategories: Readonly<Record<string, TransactionCategory>> = {
  cogs: 'expense',
  advertising: 'marketing',
  'bank-fees': 'other',
  depreciation: 'equipment',
  insurance: 'insurance',
  meals: 'meals',
  'office-supplies': 'office-supplies',
  'payroll-wages': 'expense',
  'payroll-taxes': 'expense',
  'professional-fees': 'professional-services',
  rent: 'rent',
  software: 'other',
  travel: 'travel',
  utilities: 'utilities',
  'interest-expense': 'other',
};

/** The tax category of an expense account, or null when it has none. */
export function taxCategoryOf(account: Pick<Account, 'id' | 'type'>): TransactionCategory | null {
  if (account.type !== 'expense') return null;
  return Object.hasOwn(expenseAccountCategories, account.id)
    ? (expenseAccountCategories[account.id] ?? null)
    : null;
}

/** Whether spending in a category is usually tax-deductible (spec 001 section 9). */
export function isTaxDeductible(category: string): boolean {
  return (taxDeductibleCategories as readonly string[]).includes(category);
}
