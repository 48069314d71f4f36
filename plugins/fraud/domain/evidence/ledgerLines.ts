import type { JournalEntry } from '@keel/core/domain';
import type { BankLine } from './evidence';

/** An account of the chart as the scan needs it: whether it is a bank or cash account. */
export interface ChartAccount {
  id: string;
  name: string;
  cash: boolean;
}

/** Entries another plugin posts (payroll runs and voids): their own plugin checks them. */
const POSTED_BY_PLUGIN = /^payroll-/;

/** The Bookkeeping screen with the transaction (or entry) of this id opened. */
export const transactionLink = (entryId: string): string =>
  `/bookkeeping?tab=transactions&transaction=${encodeURIComponent(entryId)}`;

/**
 * The bank and cash lines of the books, from the ledger service's entries: one per line on a cash
 * account, signed (below zero paid out), against the entry's first other account. The ledger tells
 * the payee only by the description, and not who entered a line or when, nor whether it is
 * reconciled: those fields stay empty, and the rules that need them do not fire.
 */
export function ledgerBankLines(
  entries: readonly JournalEntry[],
  accounts: readonly ChartAccount[],
): BankLine[] {
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const lines: BankLine[] = [];
  for (const entry of entries) {
    const other = entry.lines.find((l) => !byId.get(l.accountId)?.cash);
    for (const [i, line] of entry.lines.entries()) {
      const bank = byId.get(line.accountId);
      if (!bank?.cash) continue;
      lines.push({
        id:
          entry.lines.filter((l) => byId.get(l.accountId)?.cash).length > 1
            ? `${entry.id}#${i}`
            : entry.id,
        date: entry.date,
        amount: line.debit - line.credit,
        bankAccountId: bank.id,
        bankAccountName: bank.name,
        accountId: other?.accountId ?? '',
        accountName: other ? (byId.get(other.accountId)?.name ?? other.accountId) : '',
        description: line.memo || entry.memo,
        reference: line.reference ?? entry.reference ?? '',
        vendorId: '',
        vendorName: '',
        source: POSTED_BY_PLUGIN.test(entry.id) ? 'ledger' : 'books',
        createdAt: entry.date,
        createdBy: '',
        pending: false,
        reconciled: false,
        link: transactionLink(entry.id),
      });
    }
  }
  return lines;
}
