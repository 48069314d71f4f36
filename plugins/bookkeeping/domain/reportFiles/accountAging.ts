import type { Account, JournalEntry } from '@keel/core/domain';
import { ageOpenBalance, type Aging, type AgingPosting } from './aging';
import { formatLongDate } from './reportDates';
import type { ReportDocument } from './reportDocument';

/** Which side of the books an aging report covers. */
export type AgingSide = 'receivable' | 'payable';

const sides = {
  receivable: {
    kind: 'accounts-receivable-aging',
    title: 'Accounts Receivable Aging',
    type: 'asset',
    id: 'accounts-receivable',
    name: /accounts receivable/i,
    emptyMessage: 'No open receivables',
    totalLabel: 'Total Open Receivables',
  },
  payable: {
    kind: 'accounts-payable-aging',
    title: 'Accounts Payable Aging',
    type: 'liability',
    id: 'accounts-payable',
    name: /accounts payable/i,
    emptyMessage: 'No open payables',
    totalLabel: 'Total Open Payables',
  },
} as const;

/** The chart's accounts receivable (or payable) accounts: the standard one and any named so. */
export function agingAccounts(accounts: readonly Account[], side: AgingSide): Account[] {
  const { type, id, name } = sides[side];
  return accounts.filter((a) => a.type === type && (a.id === id || name.test(a.name)));
}

/** The postings to some accounts, signed so that a charge (receivable) or a bill (payable) adds. */
export function agingPostings(
  entries: readonly JournalEntry[],
  accounts: readonly Account[],
  side: AgingSide,
): AgingPosting[] {
  const ids = new Set(accounts.map((account) => account.id));
  const postings: AgingPosting[] = [];
  for (const entry of entries) {
    for (const line of entry.lines) {
      if (!ids.has(line.accountId)) continue;
      const net = line.debit - line.credit;
      postings.push({ date: entry.date, amount: side === 'receivable' ? net : -net });
    }
  }
  return postings;
}

/** The aging of the receivables (or payables) in the books at a date. */
export function accountAging(
  accounts: readonly Account[],
  entries: readonly JournalEntry[],
  side: AgingSide,
  asOf: string,
): Aging {
  return ageOpenBalance(agingPostings(entries, agingAccounts(accounts, side), side), asOf);
}

/** An aging as a report. */
export function agingDocument(aging: Aging, side: AgingSide): ReportDocument {
  const { kind, title, emptyMessage, totalLabel } = sides[side];
  const base = {
    kind,
    title,
    period: `As of ${formatLongDate(aging.asOf)}`,
    emptyMessage,
    notes: [],
  };
  if (aging.total === 0) return { ...base, blocks: [], figures: [] };
  const figures = [
    { label: '0-30 days', amount: aging.current },
    { label: '31-60 days', amount: aging.days31to60 },
    { label: '60+ days', amount: aging.over60 },
    { label: totalLabel, amount: aging.total },
  ];
  return { ...base, blocks: [{ heading: 'Aging', rows: figures }], figures };
}
