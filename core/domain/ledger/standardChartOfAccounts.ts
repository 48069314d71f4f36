import { accountSchema, type Account, type AccountInput, type AccountSubtype } from './account';
import { subtypeTypes } from './account';

type Row = [
  id: string,
  number: string,
  name: string,
  subtype: AccountSubtype,
  flag?: 'bank' | 'contra',
];

// Numbered by the usual convention: 1000s assets, 2000s liabilities, 3000s equity,
// 4000s income, 5000s cost of goods sold, 6000s expenses, 7000s other income and expense.
const rows: Row[] = [
  ['checking', '1000', 'Business Checking', 'current_asset', 'bank'],
  ['savings', '1010', 'Business Savings', 'current_asset', 'bank'],
  ['petty-cash', '1050', 'Petty Cash', 'current_asset', 'bank'],
  ['undeposited-funds', '1100', 'Undeposited Funds', 'current_asset'],
  ['accounts-receivable', '1200', 'Accounts Receivable', 'current_asset'],
  ['inventory', '1300', 'Inventory', 'current_asset'],
  ['prepaid-expenses', '1400', 'Prepaid Expenses', 'current_asset'],
  ['equipment', '1500', 'Equipment', 'fixed_asset'],
  ['furniture', '1510', 'Furniture and Fixtures', 'fixed_asset'],
  ['vehicles', '1520', 'Vehicles', 'fixed_asset'],
  ['accumulated-depreciation', '1590', 'Accumulated Depreciation', 'fixed_asset', 'contra'],
  ['security-deposits', '1800', 'Security Deposits', 'other_asset'],
  ['accounts-payable', '2000', 'Accounts Payable', 'current_liability'],
  ['credit-card', '2100', 'Business Credit Card', 'current_liability'],
  ['payroll-liabilities', '2200', 'Payroll Liabilities', 'current_liability'],
  ['sales-tax-payable', '2300', 'Sales Tax Payable', 'current_liability'],
  ['accrued-liabilities', '2400', 'Accrued Liabilities', 'current_liability'],
  ['loan-payable', '2700', 'Loan Payable', 'long_term_liability'],
  ['owners-capital', '3000', "Owner's Capital", 'equity'],
  ['owners-draw', '3100', "Owner's Draw", 'equity', 'contra'],
  ['retained-earnings', '3900', 'Retained Earnings', 'retained_earnings'],
  ['sales', '4000', 'Sales', 'operating_income'],
  ['service-revenue', '4100', 'Service Revenue', 'operating_income'],
  ['discounts-given', '4900', 'Discounts Given', 'operating_income', 'contra'],
  // Where a bank line waits until it is categorized (money in / money out).
  ['uncategorized-income', '4990', 'Uncategorized Income', 'operating_income'],
  ['cogs', '5000', 'Cost of Goods Sold', 'cost_of_goods_sold'],
  ['advertising', '6000', 'Advertising and Marketing', 'operating_expense'],
  ['bank-fees', '6050', 'Bank Fees', 'operating_expense'],
  ['depreciation', '6100', 'Depreciation Expense', 'operating_expense'],
  ['insurance', '6200', 'Insurance', 'operating_expense'],
  ['meals', '6300', 'Meals', 'operating_expense'],
  ['office-supplies', '6400', 'Office Supplies', 'operating_expense'],
  ['payroll-wages', '6500', 'Payroll Wages', 'operating_expense'],
  ['payroll-taxes', '6510', 'Payroll Taxes', 'operating_expense'],
  ['professional-fees', '6600', 'Professional Fees', 'operating_expense'],
  ['rent', '6700', 'Rent', 'operating_expense'],
  ['software', '6800', 'Software and Subscriptions', 'operating_expense'],
  ['travel', '6850', 'Travel', 'operating_expense'],
  ['utilities', '6900', 'Utilities', 'operating_expense'],
  ['uncategorized-expense', '6990', 'Uncategorized Expense', 'operating_expense'],
  ['interest-income', '7000', 'Interest Income', 'other_income'],
  ['interest-expense', '7100', 'Interest Expense', 'other_expense'],
];

/** A new company's chart of accounts: a standard small-business chart the user can edit. */
export function standardChartOfAccounts(): Account[] {
  return rows.map(([id, number, name, subtype, flag]) =>
    accountSchema.parse({
      id,
      number,
      name,
      type: subtypeTypes[subtype],
      subtype,
      isBank: flag === 'bank',
      contra: flag === 'contra',
    } satisfies AccountInput),
  );
}
