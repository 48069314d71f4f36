import type { JournalEntry } from '@keel/core/domain';
import type { ArchivedYear } from '../archive/archiveFile';
import { carryForwardId } from '../archive/carryForward';
import { archivesNeeded } from '../archive/spanArchives';
import type { Transaction } from '../books/transactionRow';
import { LedgerIndex } from './ledgerIndex';
import type { LedgerPart } from './ledgerView';

/** An archived fiscal year indexed for reads: its entries, the carry-forwards it replaced, its transactions. */
export interface IndexedYear {
  year: number;
  to: string;
  entries: LedgerIndex;
  opening: LedgerIndex;
  transaction: (id: string) => Transaction | undefined;
}

const indexed = new WeakMap<ArchivedYear, IndexedYear>();

/** An archived year's index, built once per read of the archive (archives never change). */
export function indexedYear(year: ArchivedYear): IndexedYear {
  let found = indexed.get(year);
  if (!found) {
    const transactions = new Map(year.rows.map((row) => [row.id, row]));
    found = {
      year: year.year,
      to: year.to,
      entries: new LedgerIndex(year.entries),
      opening: new LedgerIndex(year.opening),
      transaction: (id) => transactions.get(id),
    };
    indexed.set(year, found);
  }
  return found;
}

/** The live books as a part of the ledger. */
export interface LiveLedger {
  index: LedgerIndex;
  transaction: (id: string) => Transaction | undefined;
}

/**
 * The parts whose entries give the same reads as the books before any year was archived, for
 * ranges starting on or after `from` (undefined: every range, balances since the books began):
 * the live books less the carry-forward entries of the archives needed, those archives, and the
 * carry-forward entries the earliest of them replaced (as entriesSpanningArchives).
 */
export function ledgerParts(
  live: LiveLedger,
  archives: readonly IndexedYear[],
  from: string | undefined,
): LedgerPart[] {
  const needed = archivesNeeded(archives, from);
  if (needed.length === 0) return [{ index: live.index, transaction: live.transaction }];
  const replaced: JournalEntry[] = [];
  for (const archive of needed) {
    const carried = live.index.get(carryForwardId(archive.year), archive.to);
    if (carried) replaced.push(carried);
  }
  return [
    { index: needed[0]!.opening },
    ...needed.map((archive) => ({ index: archive.entries, transaction: archive.transaction })),
    { index: live.index, without: replaced, transaction: live.transaction },
  ];
}
