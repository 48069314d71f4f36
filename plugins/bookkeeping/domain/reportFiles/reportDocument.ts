import type { Cents } from '@keel/core/domain';

/** The reports of the Reports tab, named as their files are. */
export const reportKinds = [
  'profit-and-loss',
  'balance-sheet',
  'cash-flow',
  'tax-summary',
  'accounts-receivable-aging',
  'accounts-payable-aging',
] as const;
/** One report of the Reports tab. */
export type ReportKind = (typeof reportKinds)[number];

/** One line of a report: an account (with its number) or a total. */
export interface ReportRow {
  label: string;
  number?: string;
  amount: Cents;
}

/** A titled group of lines; a block without a heading holds summary lines such as Net Income. */
export interface ReportBlock {
  heading?: string;
  rows: readonly ReportRow[];
}

/** A figure a report's card shows on screen. */
export interface ReportFigure {
  label: string;
  amount: Cents;
}

/**
 * A report ready to show and to write as text or CSV. `blocks` is empty when the books have
 * nothing to report for the period; `emptyMessage` then says so instead of a column of zeros.
 */
export interface ReportDocument {
  kind: ReportKind;
  title: string;
  /** The period or date the report covers, as a heading reads it. */
  period: string;
  blocks: readonly ReportBlock[];
  figures: readonly ReportFigure[];
  emptyMessage: string;
  /** Lines printed under the report, such as what it is not. */
  notes: readonly string[];
}

/** Whether a report has nothing to show. */
export function isEmptyReport(report: ReportDocument): boolean {
  return report.blocks.length === 0;
}
