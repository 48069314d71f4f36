import { type JournalEntry } from '@keel/core/domain';
import type { PluginFilesService } from '@keel/core/server';
import type { Store } from 'tinybase';
import {
  ARCHIVE_FORMAT,
  archiveSummary,
  carryForwardEntry,
  closeYearProblem,
  fiscalYearRange,
  retainedEarningsAccount,
  type ArchiveFile,
  type ArchiveSummary,
} from '../../domain/archive';
import type { LedgerCache } from '../../domain/books/ledgerCache';
import { RECONCILIATIONS_TABLE } from '../../domain/books/reconciliation';
import { TRANSACTIONS_TABLE } from '../../domain/books/transactionRow';
import { SETTINGS_ROW, SETTINGS_TABLE, rowToSettings } from '../../domain/schema';
import { withClosedPeriodWritesAllowed } from '../guards';
import { archiveOwnerKey, type ArchiveLibrary } from './archiveLibrary';
import { liveDates, yearRows } from './yearRows';
import { ENTRIES_TABLE, entryToRow } from '../../domain/ledger/entryRow';

/** The largest archive file written (the whole year's rows as JSON). */
const MAX_ARCHIVE_BYTES = 2 * 1024 * 1024 * 1024;

/** What archiving a year needs: the company's live books and where archives go. */
export interface CloseYearContext {
  companyId: string;
  store: Store;
  ledger: LedgerCache;
  files: PluginFilesService;
  library: ArchiveLibrary;
  /** Saves the company's documents to disk. */
  commit: () => Promise<void>;
}

/** The archived year, or why it was refused. */
export type CloseYearOutcome =
  { ok: true; archive: ArchiveSummary } | { ok: false; status: 409; error: string };

const refused = (error: string): CloseYearOutcome => ({ ok: false, status: 409, error });

/** The archive file of a year as the live books hold it now, or why the year cannot be archived. */
async function planArchive(
  context: CloseYearContext,
  year: number,
  who: { by: string; at: string },
): Promise<{ file: ArchiveFile; carryForward: JournalEntry | null } | string> {
  const { store, ledger, library, companyId } = context;
  const settings = rowToSettings(store.getRow(SETTINGS_TABLE, SETTINGS_ROW));
  const archivedYears = (await library.archives(companyId, store)).map((a) => a.file.year);
  const problem = closeYearProblem(
    { ...settings, archivedYears, liveDates: liveDates(store) },
    year,
  );
  if (problem) return problem;
  const { accounts, entries } = ledger.snapshot();
  const retained = retainedEarningsAccount(accounts);
  if (!retained) return 'Add a retained earnings account to the chart before closing a year';
  const range = fiscalYearRange(year, settings.fiscalYearStartMonth);
  const rows = yearRows(store, range.to);
  const carryForward = carryForwardEntry(accounts, entries, range, retained);
  const file: ArchiveFile = {
    format: ARCHIVE_FORMAT,
    version: 2,
    ...range,
    fiscalYearStartMonth: settings.fiscalYearStartMonth,
    archivedAt: who.at,
    archivedBy: who.by,
    ...rows,
    carryForward: carryForward ? { [carryForward.id]: entryToRow(carryForward) } : {},
  };
  return { file, carryForward };
}

/** The rows and carry-forward of a plan, to see whether the books changed since it was made. */
const contentOf = (file: ArchiveFile) =>
  JSON.stringify([
    file.entries,
    file.opening,
    file.transactions,
    file.reconciliations,
    file.carryForward,
  ]);

/**
 * Archives a closed fiscal year: writes its rows (entries, transactions, reconciliations, dated up
 * to the year's end) as one JSON file, then in one store transaction takes them out of the live
 * books and writes the year's carry-forward entry, then commits. Refused (409) by the closing
 * rules, or when the books changed while the file was written (nothing changes then).
 */
export function closeFiscalYear(
  context: CloseYearContext,
  year: number,
  who: { by: string; at: string },
): Promise<CloseYearOutcome> {
  const { companyId, store, files, library } = context;
  return library.exclusive(companyId, async () => {
    const plan = await planArchive(context, year, who);
    if (typeof plan === 'string') return refused(plan);
    // Files of an archiving that stopped before the books changed (a crash) are replaced.
    for (const stale of await library.stored(companyId, year))
      await files.remove(companyId, stale.id);
    library.invalidate(companyId);
    const meta = await files.put(
      companyId,
      {
        name: `books-${year}.json`,
        type: 'application/json',
        createdBy: who.by,
        ownerKey: archiveOwnerKey(year),
      },
      new TextEncoder().encode(JSON.stringify(plan.file)),
      MAX_ARCHIVE_BYTES,
    );
    const now = await planArchive(context, year, who);
    if (typeof now === 'string' || contentOf(now.file) !== contentOf(plan.file)) {
      await files.remove(companyId, meta.id);
      library.invalidate(companyId);
      return refused(
        typeof now === 'string'
          ? now
          : 'The books changed while the year was being archived; try again',
      );
    }
    const { file, carryForward } = plan;
    withClosedPeriodWritesAllowed(store, () =>
      store.transaction(() => {
        for (const id of [...Object.keys(file.entries), ...Object.keys(file.opening)])
          store.delRow(ENTRIES_TABLE, id);
        for (const id of Object.keys(file.transactions)) store.delRow(TRANSACTIONS_TABLE, id);
        for (const id of Object.keys(file.reconciliations)) store.delRow(RECONCILIATIONS_TABLE, id);
        if (carryForward) store.setRow(ENTRIES_TABLE, carryForward.id, entryToRow(carryForward));
      }),
    );
    library.invalidate(companyId);
    await context.commit();
    return { ok: true, archive: archiveSummary(file) };
  });
}
