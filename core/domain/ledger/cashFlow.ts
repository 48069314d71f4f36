import type { Cents } from '../money/cents';
import type { Account } from './account';
import type { JournalEntry } from './journalEntry';
import {
  accountIndex,
  dayBefore,
  scanNet,
  type DateRange,
  type NetByAccount,
  type ReportLine,
} from './ledgerTotals';
import { netIncome, type ReportSection } from './profitAndLoss';

/** The cash flow statement for a range, indirect method; netChange = cashAtEnd - cashAtStart. */
export interface CashFlow {
  range: DateRange;
  operating: { netIncome: Cents; adjustments: ReportLine[]; total: Cents };
  investing: ReportSection;
  financing: ReportSection;
  netChange: Cents;
  cashAtStart: Cents;
  cashAtEnd: Cents;
}

type Activity = 'operating' | 'investing' | 'financing' | 'cash' | 'income';

/**
 * Where an account's change belongs. Working capital (current assets and liabilities) and
 * contra fixed assets (accumulated depreciation, added back) are operating; other fixed and
 * other assets are investing; long-term debt and equity are financing.
 */
function activityOf(account: Account): Activity {
  if (account.isBank) return 'cash';
  switch (account.subtype) {
    case 'current_asset':
    case 'current_liability':
      return 'operating';
    case 'fixed_asset':
      return account.contra ? 'operating' : 'investing';
    case 'other_asset':
      return 'investing';
    case 'long_term_liability':
    case 'equity':
    case 'retained_earnings':
      return 'financing';
    default:
      return 'income';
  }
}

/** The cash flow of the entries dated within a range (indirect method). */
export function cashFlow(
  accounts: readonly Account[],
  entries: readonly JournalEntry[],
  range: DateRange = {},
): CashFlow {
  return cashFlowFrom(accounts, scanNet(accountIndex(accounts), entries), range);
}

/** The cash flow of a range, from the net totals of the ledger (cashFlow). */
export function cashFlowFrom(
  accounts: readonly Account[],
  netOf: NetByAccount,
  range: DateRange = {},
): CashFlow {
  const index = accountIndex(accounts);
  const change = netOf(range);
  const sections: Record<'operating' | 'investing' | 'financing', ReportSection> = {
    operating: { lines: [], total: 0 },
    investing: { lines: [], total: 0 },
    financing: { lines: [], total: 0 },
  };
  for (const account of index.values()) {
    const activity = activityOf(account);
    const value = change.get(account.id) ?? 0;
    if (value === 0 || activity === 'cash' || activity === 'income') continue;
    // An asset that grows used cash; a liability or equity that grows brought cash in.
    const section = sections[activity];
    section.lines.push({
      accountId: account.id,
      number: account.number,
      name: account.name,
      amount: -value,
    });
    section.total -= value;
  }
  const income = netIncome(index, change);
  const cashBalance = (to: string | undefined) => {
    let total = 0;
    for (const [accountId, value] of netOf(to === undefined ? {} : { to })) {
      if (index.get(accountId)?.isBank) total += value;
    }
    return total;
  };
  const cashAtStart = range.from === undefined ? 0 : cashBalance(dayBefore(range.from));
  const cashAtEnd = cashBalance(range.to);
  const operatingTotal = income + sections.operating.total;
  return {
    range,
    operating: { netIncome: income, adjustments: sections.operating.lines, total: operatingTotal },
    investing: sections.investing,
    financing: sections.financing,
    netChange: operatingTotal + sections.investing.total + sections.financing.total,
    cashAtStart,
    cashAtEnd,
  };
}
