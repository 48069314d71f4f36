import type { BankLine, Reconciliation } from './evidence';

/**
 * Who did what in the books, as the ledger service's `activity` gives it (this plugin's own copy of
 * the fields it reads: domain code imports no other plugin).
 */
export interface BooksActivity {
  bankLines: {
    date: string;
    bankAccountId: string;
    vendorId: string;
    vendorName: string;
    source: string;
    createdAt: string;
    createdBy: string;
    pending: boolean;
    reconciliationId: string;
    entryId: string;
  }[];
  entries: { entryId: string; via: 'books' | 'ledger'; createdAt: string; createdBy: string }[];
  reconciliations: Reconciliation[];
}

/** The entry id a bank line of `ledgerBankLines` belongs to ('<entry id>#<line>' for entries with two bank lines). */
const entryOf = (line: BankLine) => line.id.replace(/#\d+$/, '');

/**
 * The bank lines of the ledger's entries with what the activity adds: the vendor, who entered the
 * line and when, how (by hand, imported, synced from the bank, posted by a plugin), whether it is
 * pending or reconciled. A journal entry written by hand is 'manual', with its author; a line the
 * activity does not know (an archived year) keeps what the entries alone say.
 */
export function withActivity(lines: readonly BankLine[], activity: BooksActivity): BankLine[] {
  const byEntry = new Map<string, BooksActivity['bankLines'][number]>();
  for (const line of activity.bankLines) byEntry.set(`${line.entryId} ${line.bankAccountId}`, line);
  const entries = new Map(activity.entries.map((e) => [e.entryId, e]));
  return lines.map((line) => {
    const entryId = entryOf(line);
    const bank = byEntry.get(`${entryId} ${line.bankAccountId}`);
    if (bank)
      return {
        ...line,
        vendorId: bank.vendorId,
        vendorName: bank.vendorName,
        source: bank.source === 'ledger' || line.source === 'ledger' ? 'ledger' : bank.source,
        createdAt: bank.createdAt,
        createdBy: bank.createdBy,
        pending: bank.pending,
        reconciled: bank.reconciliationId !== '',
      };
    const entry = entries.get(entryId);
    if (entry)
      return {
        ...line,
        source: entry.via === 'ledger' ? 'ledger' : 'manual',
        createdAt: entry.createdAt,
        createdBy: entry.createdBy,
      };
    return line;
  });
}
