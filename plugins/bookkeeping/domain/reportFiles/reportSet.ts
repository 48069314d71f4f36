import {
  balanceSheet,
  cashFlow,
  profitAndLoss,
  type Account,
  type JournalEntry,
} from '@keel/core/domain';
import { accountAging, agingDocument } from './accountAging';
import { balanceSheetDocument } from './balanceSheetDocument';
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

/** Every report of the Reports tab for a period, by kind; balances and aging as of its To date. */
export function buildReports(
  { accounts, entries, fiscalYearStartMonth }: ReportSource,
  period: ReportPeriod,
): Record<ReportKind, ReportDocument> {
  return {
    'profit-and-loss': profitAndLossDocument(profitAndLoss(accounts, entries, period), period),
    'balance-sheet': balanceSheetDocument(
      balanceSheet(accounts, entries, period.to, fiscalYearStartMonth),
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
