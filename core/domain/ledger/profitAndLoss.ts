import type { Cents } from '../money/cents';
import type { Account } from './account';
import type { JournalEntry } from './journalEntry';
import {
  accountIndex,
  linesFor,
  netByAccount,
  type DateRange,
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
  const index = accountIndex(accounts);
  const net = netByAccount(index, entries, range);
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

/** Net income (income minus expenses, in cents) of the entries dated within a range. */
export function netIncome(
  accounts: ReadonlyMap<string, Account>,
  entries: readonly JournalEntry[],
  range: DateRange,
): Cents {
  let total = 0;
  for (const [accountId, value] of netByAccount(accounts, entries, range)) {
    const type = accounts.get(accountId)?.type;
    if (type === 'income' || type === 'expense') total -= value;
  }
  return total;
}
