import type { AccountType, Cents } from '@keel/core/domain';
import { categoryLabel, taxDeductibleCategories } from '../books/categories';
import type { Transaction } from '../books/transactionRow';
import { formatPeriod, type ReportPeriod } from './reportDates';
import type { ReportDocument } from './reportDocument';

/** Income, expenses and deductible spending of the categorized transactions in a period (cents). */
export interface TaxSummary {
  income: Cents;
  expenses: Cents;
  /** Spending per tax-deductible category, in the categories' order. */
  deductible: { category: string; amount: Cents }[];
  totalDeductible: Cents;
  /** How many categorized income and expense transactions the figures come from. */
  count: number;
}

/**
 * The tax summary of the transactions dated in a period. Only categorized transactions count,
 * by the type of the account they were categorized to: transfers and balance sheet moves are
 * neither income nor expense. Refunds reduce the figure they belong to.
 */
export function taxSummary(
  transactions: readonly Transaction[],
  accountType: (accountId: string) => AccountType | undefined,
  { from, to }: ReportPeriod,
): TaxSummary {
  const byCategory = new Map<string, Cents>(taxDeductibleCategories.map((c) => [c, 0]));
  let income = 0;
  let expenses = 0;
  let count = 0;
  for (const transaction of transactions) {
    if (transaction.accountId === '' || transaction.date < from || transaction.date > to) continue;
    const type = accountType(transaction.accountId);
    if (type === 'income') income += transaction.amount;
    else if (type === 'expense') {
      expenses -= transaction.amount;
      const spent = byCategory.get(transaction.category);
      if (spent !== undefined) byCategory.set(transaction.category, spent - transaction.amount);
    } else continue;
    count += 1;
  }
  const deductible = [...byCategory].map(([category, amount]) => ({ category, amount }));
  const totalDeductible = deductible.reduce((sum, item) => sum + item.amount, 0);
  return { income, expenses, deductible, totalDeductible, count };
}

/** What the tax summary is, printed under it and on its card. */
export const taxSummaryNote = 'This is a summary for your accountant, not a tax return.';

/** The tax summary of a period as a report. */
export function taxSummaryDocument(summary: TaxSummary, period: ReportPeriod): ReportDocument {
  const base = {
    kind: 'tax-summary',
    title: 'Tax Summary',
    period: formatPeriod(period),
    emptyMessage: 'No categorized income or expenses in this period',
    notes: [taxSummaryNote],
  } as const;
  if (summary.count === 0) return { ...base, blocks: [], figures: [] };
  return {
    ...base,
    blocks: [
      {
        heading: 'Income and Expenses',
        rows: [
          { label: 'Income', amount: summary.income },
          { label: 'Expenses', amount: summary.expenses },
          { label: 'Net Income', amount: summary.income - summary.expenses },
        ],
      },
      {
        heading: 'Tax-Deductible Spending',
        rows: [
          ...summary.deductible.map(({ category, amount }) => ({
            label: categoryLabel(category),
            amount,
          })),
          { label: 'Total Tax-Deductible Spending', amount: summary.totalDeductible },
        ],
      },
    ],
    figures: [
      { label: 'Income', amount: summary.income },
      { label: 'Expenses', amount: summary.expenses },
      { label: 'Tax-deductible spending', amount: summary.totalDeductible },
    ],
  };
}
