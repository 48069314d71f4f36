import type { Cents } from '../money/cents';
import type { Account } from './account';
import type { JournalEntry } from './journalEntry';
import {
  accountIndex,
  dayBefore,
  inRange,
  netByAccount,
  onNormalSide,
  scanNet,
  type DateRange,
  type NetByAccount,
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

/** What the general ledger reads of a ledger: net totals, and the entries of a range in order. */
export interface PostingSource {
  net: NetByAccount;
  /** The entries dated in the range, by date, then id (`localeCompare`). */
  entriesIn(range: DateRange): readonly JournalEntry[];
}

/** The order of the general ledger's postings: by date, then entry id. */
export function postingOrder(a: JournalEntry, b: JournalEntry): number {
  return a.date.localeCompare(b.date) || a.id.localeCompare(b.id);
}

/** The general ledger: every account with an opening balance or postings in the range. */
export function generalLedger(
  accounts: readonly Account[],
  entries: readonly JournalEntry[],
  range: DateRange = {},
): GeneralLedgerAccount[] {
  const index = accountIndex(accounts);
  netByAccount(index, entries, range); // refuses unknown accounts before any work
  return generalLedgerFrom(
    accounts,
    {
      net: scanNet(index, entries),
      entriesIn: (r) => entries.filter((entry) => inRange(entry.date, r)).sort(postingOrder),
    },
    range,
  );
}

/**
 * The general ledger of a range from a posting source (generalLedger); only the accounts in
 * `only`, when given.
 */
export function generalLedgerFrom(
  accounts: readonly Account[],
  source: PostingSource,
  range: DateRange = {},
  only?: ReadonlySet<string>,
): GeneralLedgerAccount[] {
  const index = accountIndex(accounts);
  const opening =
    range.from === undefined ? new Map<string, Cents>() : source.net({ to: dayBefore(range.from) });
  const postings = new Map<
    string,
    { entry: JournalEntry; debit: Cents; credit: Cents; memo?: string }[]
  >();
  for (const entry of source.entriesIn(range)) {
    for (const line of entry.lines) {
      if (only && !only.has(line.accountId)) continue;
      let list = postings.get(line.accountId);
      if (!list) postings.set(line.accountId, (list = []));
      list.push({ entry, debit: line.debit, credit: line.credit, memo: line.memo });
    }
  }
  const result: GeneralLedgerAccount[] = [];
  for (const account of index.values()) {
    if (only && !only.has(account.id)) continue;
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
