import type { ProfitAndLoss } from '@keel/core/domain';
import { formatPeriod, type ReportPeriod } from './reportDates';
import type { ReportBlock, ReportDocument } from './reportDocument';
import { sectionBlock, summaryBlock } from './sectionRows';

/** The profit and loss of a period as a report. */
export function profitAndLossDocument(pl: ProfitAndLoss, period: ReportPeriod): ReportDocument {
  const base = {
    kind: 'profit-and-loss',
    title: 'Profit and Loss',
    period: formatPeriod(period),
    emptyMessage: 'No income or expenses in this period',
    notes: [],
  } as const;
  const hasCostOfSales = pl.costOfGoodsSold.lines.length > 0;
  if (pl.income.lines.length === 0 && !hasCostOfSales && pl.expenses.lines.length === 0) {
    return { ...base, blocks: [], figures: [] };
  }
  const blocks: ReportBlock[] = [sectionBlock('Income', pl.income)];
  if (hasCostOfSales) {
    blocks.push(sectionBlock('Cost of Goods Sold', pl.costOfGoodsSold));
    blocks.push(summaryBlock({ label: 'Gross Profit', amount: pl.grossProfit }));
  }
  blocks.push(sectionBlock('Expenses', pl.expenses));
  blocks.push(summaryBlock({ label: 'Net Income', amount: pl.netIncome }));
  return {
    ...base,
    blocks,
    figures: [
      { label: 'Income', amount: pl.income.total },
      ...(hasCostOfSales
        ? [{ label: 'Cost of Goods Sold', amount: pl.costOfGoodsSold.total }]
        : []),
      { label: 'Expenses', amount: pl.expenses.total },
      { label: 'Net Income', amount: pl.netIncome },
    ],
  };
}
