import type { Cents } from '../money/cents';
import type { Account } from './account';
import type { JournalEntry } from './journalEntry';
import {
  accountIndex,
  dayBefore,
  inRange,
  netByAccount,
  onNormalSide,
  type DateRange,
} from './ledgerTotals';

/** One posting in an account's ledger, with the running balance on the account's normal side. */
export interface GeneralLedgerLine {
  date: string;
  entryId: string;
  memo: string;
  reference?: string;
  debit: Cents;
  credit: Cents;
  balance: Cents;
}

/** One account's ledger for a range: opening balance, postings, closing balance. */
export interface GeneralLedgerAccount {
  accountId: string;
  number: string;
  name: string;
  openingBalance: Cents;
  lines: GeneralLedgerLine[];
  closingBalance: Cents;
}

/** The general ledger: every account with an opening balance or postings in the range. */
export function generalLedger(
  accounts: readonly Account[],
  entries: readonly JournalEntry[],
  range: DateRange = {},
): GeneralLedgerAccount[] {
  const index = accountIndex(accounts);
  const opening =
    range.from === undefined
      ? new Map<string, Cents>()
      : netByAccount(index, entries, { to: dayBefore(range.from) });
  netByAccount(index, entries, range); // refuses unknown accounts before any work
  const inPeriod = entries
    .filter((entry) => inRange(entry.date, range))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const postings = new Map<
    string,
    { entry: JournalEntry; debit: Cents; credit: Cents; memo?: string }[]
  >();
  for (const entry of inPeriod) {
    for (const line of entry.lines) {
      const list = postings.get(line.accountId) ?? [];
      list.push({ entry, debit: line.debit, credit: line.credit, memo: line.memo });
      postings.set(line.accountId, list);
    }
  }
  const result: GeneralLedgerAccount[] = [];
  for (const account of index.values()) {
    const openingBalance = onNormalSide(account, opening.get(account.id) ?? 0);
    const list = postings.get(account.id) ?? [];
    if (openingBalance === 0 && list.length === 0) continue;
    let balance = openingBalance;
    const lines = list.map(({ entry, debit, credit, memo }) => {
      balance += onNormalSide(account, debit - credit);
      return {
        date: entry.date,
        entryId: entry.id,
        memo: memo ?? entry.memo,
        ...(entry.reference === undefined ? {} : { reference: entry.reference }),
        debit,
        credit,
        balance,
      };
    });
    result.push({
      accountId: account.id,
      number: account.number,
      name: account.name,
      openingBalance,
      lines,
      closingBalance: balance,
    });
  }
  return result;
}
