import type { Cents } from '../money/cents';
import type { Account } from './account';
import type { JournalEntry } from './journalEntry';
import {
  accountIndex,
  linesFor,
  scanNet,
  type DateRange,
  type NetByAccount,
  type ReportLine,
} from './ledgerTotals';

/** A report section: its account lines and their total. */
export interface ReportSection {
  lines: ReportLine[];
  total: Cents;
}

/** Profit and loss for a range: income, cost of goods sold, expenses and net income (cents). */
export interface ProfitAndLoss {
  range: DateRange;
  income: ReportSection;
  costOfGoodsSold: ReportSection;
  grossProfit: Cents;
  expenses: ReportSection;
  netIncome: Cents;
}

/** The profit and loss of the entries dated within a range. */
export function profitAndLoss(
  accounts: readonly Account[],
  entries: readonly JournalEntry[],
  range: DateRange = {},
): ProfitAndLoss {
  return profitAndLossFrom(accounts, scanNet(accountIndex(accounts), entries), range);
}

/** The profit and loss of a range, from the net totals of the ledger (profitAndLoss). */
export function profitAndLossFrom(
  accounts: readonly Account[],
  netOf: NetByAccount,
  range: DateRange = {},
): ProfitAndLoss {
  const index = accountIndex(accounts);
  const net = netOf(range);
  const income = linesFor(index, net, (a) => a.type === 'income', 'credit');
  const costOfGoodsSold = linesFor(index, net, (a) => a.subtype === 'cost_of_goods_sold', 'debit');
  const expenses = linesFor(
    index,
    net,
    (a) => a.type === 'expense' && a.subtype !== 'cost_of_goods_sold',
    'debit',
  );
  const grossProfit = income.total - costOfGoodsSold.total;
  return {
    range,
    income,
    costOfGoodsSold,
    grossProfit,
    expenses,
    netIncome: grossProfit - expenses.total,
  };
}

/** Net income (income minus expenses, in cents) of some net totals by account. */
export function netIncome(
  accounts: ReadonlyMap<string, Account>,
  net: ReadonlyMap<string, Cents>,
): Cents {
  let total = 0;
  for (const [accountId, value] of net) {
    const type = accounts.get(accountId)?.type;
    if (type === 'income' || type === 'expense') total -= value;
  }
  return total;
}
