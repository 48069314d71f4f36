import type { Cents } from '../money/cents';
import type { Account } from './account';
import { fiscalYearStart } from './fiscalYear';
import type { JournalEntry } from './journalEntry';
import { accountIndex, dayBefore, linesFor, scanNet, type NetByAccount } from './ledgerTotals';
import { netIncome, type ReportSection } from './profitAndLoss';

/** The balance sheet at a date; totalAssets always equals totalLiabilitiesAndEquity. */
export interface BalanceSheet {
  asOf: string;
  fiscalYearStart: string;
  currentAssets: ReportSection;
  fixedAssets: ReportSection;
  otherAssets: ReportSection;
  totalAssets: Cents;
  currentLiabilities: ReportSection;
  longTermLiabilities: ReportSection;
  totalLiabilities: Cents;
  /** Equity accounts other than retained earnings. */
  equity: ReportSection;
  /** Retained earnings accounts plus the net income of every earlier fiscal year. */
  retainedEarnings: Cents;
  /** Net income from the fiscal year's start to the date. */
  currentYearEarnings: Cents;
  totalEquity: Cents;
  totalLiabilitiesAndEquity: Cents;
}

/** The balance sheet at the end of a date, from every entry dated on or before it. */
export function balanceSheet(
  accounts: readonly Account[],
  entries: readonly JournalEntry[],
  asOf: string,
  fiscalYearStartMonth = 1,
): BalanceSheet {
  return balanceSheetFrom(
    accounts,
    scanNet(accountIndex(accounts), entries),
    asOf,
    fiscalYearStartMonth,
  );
}

/** The balance sheet at the end of a date, from the net totals of the ledger (balanceSheet). */
export function balanceSheetFrom(
  accounts: readonly Account[],
  netOf: NetByAccount,
  asOf: string,
  fiscalYearStartMonth = 1,
): BalanceSheet {
  const index = accountIndex(accounts);
  const net = netOf({ to: asOf });
  const yearStart = fiscalYearStart(asOf, fiscalYearStartMonth);
  const section = (subtype: Account['subtype'], side: 'debit' | 'credit') =>
    linesFor(index, net, (a) => a.subtype === subtype, side);
  const currentAssets = section('current_asset', 'debit');
  const fixedAssets = section('fixed_asset', 'debit');
  const otherAssets = section('other_asset', 'debit');
  const currentLiabilities = section('current_liability', 'credit');
  const longTermLiabilities = section('long_term_liability', 'credit');
  const equity = section('equity', 'credit');
  // Prior years' income and expense close into retained earnings; this year's show apart.
  const retainedEarnings =
    section('retained_earnings', 'credit').total +
    netIncome(index, netOf({ to: dayBefore(yearStart) }));
  const currentYearEarnings = netIncome(index, netOf({ from: yearStart, to: asOf }));
  const totalLiabilities = currentLiabilities.total + longTermLiabilities.total;
  const totalEquity = equity.total + retainedEarnings + currentYearEarnings;
  return {
    asOf,
    fiscalYearStart: yearStart,
    currentAssets,
    fixedAssets,
    otherAssets,
    totalAssets: currentAssets.total + fixedAssets.total + otherAssets.total,
    currentLiabilities,
    longTermLiabilities,
    totalLiabilities,
    equity,
    retainedEarnings,
    currentYearEarnings,
    totalEquity,
    totalLiabilitiesAndEquity: totalLiabilities + totalEquity,
  };
}
