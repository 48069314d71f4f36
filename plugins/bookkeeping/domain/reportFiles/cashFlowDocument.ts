import type { CashFlow } from '@keel/core/domain';
import { formatPeriod, type ReportPeriod } from './reportDates';
import type { ReportDocument } from './reportDocument';
import { accountRows, summaryBlock } from './sectionRows';

/** The cash flow of a period (indirect method) as a report. */
export function cashFlowDocument(flow: CashFlow, period: ReportPeriod): ReportDocument {
  const base = {
    kind: 'cash-flow',
    title: 'Cash Flow',
    period: formatPeriod(period),
    emptyMessage: 'No cash activity in this period',
    notes: [],
  } as const;
  const quiet =
    flow.operating.netIncome === 0 &&
    flow.operating.adjustments.length === 0 &&
    flow.investing.lines.length === 0 &&
    flow.financing.lines.length === 0 &&
    flow.cashAtStart === 0 &&
    flow.cashAtEnd === 0;
  if (quiet) return { ...base, blocks: [], figures: [] };
  const operating = { lines: flow.operating.adjustments, total: flow.operating.total };
  return {
    ...base,
    blocks: [
      {
        heading: 'Operating Activities',
        rows: [
          { label: 'Net Income', amount: flow.operating.netIncome },
          ...accountRows(operating),
          { label: 'Net Cash from Operating Activities', amount: flow.operating.total },
        ],
      },
      {
        heading: 'Investing Activities',
        rows: [
          ...accountRows(flow.investing),
          { label: 'Net Cash from Investing Activities', amount: flow.investing.total },
        ],
      },
      {
        heading: 'Financing Activities',
        rows: [
          ...accountRows(flow.financing),
          { label: 'Net Cash from Financing Activities', amount: flow.financing.total },
        ],
      },
      summaryBlock(
        { label: 'Net Change in Cash', amount: flow.netChange },
        { label: 'Cash at Beginning of Period', amount: flow.cashAtStart },
        { label: 'Cash at End of Period', amount: flow.cashAtEnd },
      ),
    ],
    figures: [
      { label: 'Operating Activities', amount: flow.operating.total },
      { label: 'Investing Activities', amount: flow.investing.total },
      { label: 'Financing Activities', amount: flow.financing.total },
      { label: 'Net Change in Cash', amount: flow.netChange },
      { label: 'Cash at End of Period', amount: flow.cashAtEnd },
    ],
  };
}
