import {
  balanceSheet,
  cashFlow,
  profitAndLoss,
  type Account,
  type JournalEntry,
} from '@keel/core/domain';
import { accountAging, agingDocument } from './accountAging';
import { balanceSheetDocument, laterEntriesNote } from './balanceSheetDocument';
import { cashFlowDocument } from './cashFlowDocument';
import { profitAndLossDocument } from './profitAndLossDocument';
import type { ReportPeriod } from './reportDates';
import type { ReportDocument, ReportKind } from './reportDocument';
import { taxSummary, taxSummaryDocument } from './taxSummary';

/** What the reports are computed from. */
export interface ReportSource {
  accounts: readonly Account[];
  entries: readonly JournalEntry[];
  fiscalYearStartMonth: number;
}

/**
 * Every report of the Reports tab for a period, by kind; balances and aging as of its To date.
 * When that is `today`, the balance sheet says how many entries dated later it leaves out.
 */
export function buildReports(
  { accounts, entries, fiscalYearStartMonth }: ReportSource,
  period: ReportPeriod,
  today?: string,
): Record<ReportKind, ReportDocument> {
  const later = period.to === today ? entries.filter((entry) => entry.date > today).length : 0;
  const laterNote = laterEntriesNote(later);
  return {
    'profit-and-loss': profitAndLossDocument(profitAndLoss(accounts, entries, period), period),
    'balance-sheet': balanceSheetDocument(
      balanceSheet(accounts, entries, period.to, fiscalYearStartMonth),
      laterNote ? [laterNote] : [],
    ),
    'cash-flow': cashFlowDocument(cashFlow(accounts, entries, period), period),
    'tax-summary': taxSummaryDocument(taxSummary(accounts, entries, period), period),
    'accounts-receivable-aging': agingDocument(
      accountAging(accounts, entries, 'receivable', period.to),
      'receivable',
    ),
    'accounts-payable-aging': agingDocument(
      accountAging(accounts, entries, 'payable', period.to),
      'payable',
    ),
  };
}
