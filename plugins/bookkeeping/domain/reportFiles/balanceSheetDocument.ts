import type { BalanceSheet, ReportSection } from '@keel/core/domain';
import { formatLongDate } from './reportDates';
import type { ReportBlock, ReportDocument, ReportRow } from './reportDocument';
import { accountRows, sectionBlock, summaryBlock } from './sectionRows';

/**
 * The balance sheet at a date as a report; sections without accounts are left out. `notes` are
 * printed under it (that it leaves out entries dated after today, say).
 */
export function balanceSheetDocument(
  sheet: BalanceSheet,
  notes: readonly string[] = [],
): ReportDocument {
  const asOf = formatLongDate(sheet.asOf);
  const base = {
    kind: 'balance-sheet',
    title: 'Balance Sheet',
    period: `As of ${asOf}`,
    emptyMessage: `No balances as of ${asOf}`,
    notes,
  } as const;
  const sections: [string, ReportSection][] = [
    ['Current Assets', sheet.currentAssets],
    ['Fixed Assets', sheet.fixedAssets],
    ['Other Assets', sheet.otherAssets],
    ['Current Liabilities', sheet.currentLiabilities],
    ['Long-term Liabilities', sheet.longTermLiabilities],
    ['Equity', sheet.equity],
  ];
  const anyLines = sections.some(([, section]) => section.lines.length > 0);
  if (!anyLines && sheet.retainedEarnings === 0 && sheet.currentYearEarnings === 0) {
    return { ...base, blocks: [], figures: [] };
  }
  const blocksOf = (names: string[]) =>
    sections
      .filter(([name, section]) => names.includes(name) && section.lines.length > 0)
      .map(([name, section]) => sectionBlock(name, section));
  const equityRows: ReportRow[] = [
    ...accountRows(sheet.equity),
    ...(sheet.retainedEarnings === 0
      ? []
      : [{ label: 'Retained Earnings', amount: sheet.retainedEarnings }]),
    ...(sheet.currentYearEarnings === 0
      ? []
      : [{ label: 'Current Year Earnings', amount: sheet.currentYearEarnings }]),
    { label: 'Total Equity', amount: sheet.totalEquity },
  ];
  const blocks: ReportBlock[] = [
    ...blocksOf(['Current Assets', 'Fixed Assets', 'Other Assets']),
    summaryBlock({ label: 'Total Assets', amount: sheet.totalAssets }),
    ...blocksOf(['Current Liabilities', 'Long-term Liabilities']),
    summaryBlock({ label: 'Total Liabilities', amount: sheet.totalLiabilities }),
    { heading: 'Equity', rows: equityRows },
    summaryBlock({
      label: 'Total Liabilities and Equity',
      amount: sheet.totalLiabilitiesAndEquity,
    }),
  ];
  return {
    ...base,
    blocks,
    figures: [
      { label: 'Total Assets', amount: sheet.totalAssets },
      { label: 'Total Liabilities', amount: sheet.totalLiabilities },
      { label: 'Total Equity', amount: sheet.totalEquity },
    ],
  };
}

/** The note of a balance sheet for today when entries are dated after it (a payroll run's pay date). */
export function laterEntriesNote(count: number): string | null {
  if (count === 0) return null;
  return `Leaves out ${count} ${count === 1 ? 'entry' : 'entries'} dated after today`;
}
