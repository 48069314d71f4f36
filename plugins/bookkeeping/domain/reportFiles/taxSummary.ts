import {
  profitAndLoss,
  type Account,
  type Cents,
  type JournalEntry,
  type ReportLine,
  type ReportSection,
} from '@keel/core/domain';
import {
  categoryLabel,
  transactionCategories,
  type TransactionCategory,
} from '../books/categories';
import { isTaxDeductible, taxCategoryOf } from '../books/taxCategories';
import { formatPeriod, type ReportPeriod } from './reportDates';
import type { ReportBlock, ReportDocument } from './reportDocument';
import { accountRows } from './sectionRows';

/** The expense accounts of one tax category and their total in a period. */
export interface TaxCategoryTotal {
  category: TransactionCategory;
  deductible: boolean;
  accounts: ReportLine[];
  amount: Cents;
}

/**
 * The tax summary of a period, from the ledger (cents): the P&L's income, expenses (cost of
 * sales included) and net income, and the expenses by tax category.
 */
export interface TaxSummary {
  income: Cents;
  expenses: Cents;
  netIncome: Cents;
  /** The categories with expense accounts in the period, in the spec's order. */
  categories: TaxCategoryTotal[];
  /** Each tax-deductible category, in the spec's order, zero when nothing was spent. */
  deductible: { category: TransactionCategory; amount: Cents }[];
  totalDeductible: Cents;
  /** Expense accounts without a tax category (added by a person, or Uncategorized Expense). */
  unmapped: ReportSection;
  /** Whether the P&L has any income or expense line in the period. */
  empty: boolean;
}

/**
 * The tax summary of the entries dated in a period, computed from the P&L's account lines: each
 * expense account counts under its tax category (taxCategoryOf), or as not mapped. Its income,
 * expenses and net income are the P&L's, so the two reports always agree.
 */
export function taxSummary(
  accounts: readonly Account[],
  entries: readonly JournalEntry[],
  period: ReportPeriod,
): TaxSummary {
  const pl = profitAndLoss(accounts, entries, period);
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const byCategory = new Map<TransactionCategory, ReportLine[]>();
  const unmapped: ReportLine[] = [];
  for (const line of [...pl.costOfGoodsSold.lines, ...pl.expenses.lines]) {
    const account = byId.get(line.accountId);
    const category = account ? taxCategoryOf(account) : null;
    if (category === null) unmapped.push(line);
    else byCategory.set(category, [...(byCategory.get(category) ?? []), line]);
  }
  const total = (lines: readonly ReportLine[]) => lines.reduce((sum, l) => sum + l.amount, 0);
  const categories = transactionCategories
    .filter((category) => byCategory.has(category))
    .map((category) => {
      const lines = byCategory.get(category) ?? [];
      return {
        category,
        deductible: isTaxDeductible(category),
        accounts: lines,
        amount: total(lines),
      };
    });
  const deductible = transactionCategories.filter(isTaxDeductible).map((category) => ({
    category,
    amount: categories.find((c) => c.category === category)?.amount ?? 0,
  }));
  return {
    income: pl.income.total,
    expenses: pl.costOfGoodsSold.total + pl.expenses.total,
    netIncome: pl.netIncome,
    categories,
    deductible,
    totalDeductible: deductible.reduce((sum, d) => sum + d.amount, 0),
    unmapped: { lines: unmapped, total: total(unmapped) },
    empty:
      pl.income.lines.length === 0 &&
      pl.costOfGoodsSold.lines.length === 0 &&
      pl.expenses.lines.length === 0,
  };
}

/** What the tax summary is, printed under it and on its card. */
export const taxSummaryNote = 'This is a summary for your accountant, not a tax return.';

/** The note when expense accounts have no tax category. */
export const unmappedNote =
  'Accounts not mapped to a tax category are listed apart: their spending is in Expenses, not in a category.';

/** The tax summary of a period as a report. */
export function taxSummaryDocument(summary: TaxSummary, period: ReportPeriod): ReportDocument {
  const hasUnmapped = summary.unmapped.lines.length > 0;
  const base = {
    kind: 'tax-summary',
    title: 'Tax Summary',
    period: formatPeriod(period),
    emptyMessage: 'No income or expenses in this period',
    notes: hasUnmapped ? [unmappedNote, taxSummaryNote] : [taxSummaryNote],
  } as const;
  if (summary.empty) return { ...base, notes: [taxSummaryNote], blocks: [], figures: [] };
  const others = summary.categories.filter((c) => !c.deductible);
  const blocks: ReportBlock[] = [
    {
      heading: 'Income and Expenses',
      rows: [
        { label: 'Income', amount: summary.income },
        { label: 'Expenses', amount: summary.expenses },
        { label: 'Net Income', amount: summary.netIncome },
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
  ];
  if (others.length > 0)
    blocks.push({
      heading: 'Other Expenses by Category',
      rows: [
        ...others.map(({ category, amount }) => ({ label: categoryLabel(category), amount })),
        {
          label: 'Total Other Expenses',
          amount: others.reduce((sum, c) => sum + c.amount, 0),
        },
      ],
    });
  if (hasUnmapped)
    blocks.push({
      heading: 'Not Mapped to a Tax Category',
      rows: [
        ...accountRows(summary.unmapped),
        { label: 'Total Not Mapped', amount: summary.unmapped.total },
      ],
    });
  return {
    ...base,
    blocks,
    figures: [
      { label: 'Income', amount: summary.income },
      { label: 'Expenses', amount: summary.expenses },
      { label: 'Net Income', amount: summary.netIncome },
      { label: 'Tax-deductible spending', amount: summary.totalDeductible },
      ...(hasUnmapped
        ? [{ label: 'Not mapped to a tax category', amount: summary.unmapped.total }]
        : []),
    ],
  };
}
