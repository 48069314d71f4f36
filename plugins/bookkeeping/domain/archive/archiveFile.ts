import { z } from 'zod';
import { isoDateSchema, type Account, type JournalEntry } from '@keel/core/domain';
import { packLegacyRows } from '../books/packLegacyRows';
import { rowToTransaction, type Transaction } from '../books/transactionRow';
import type { ArchivedLedger } from './spanArchives';
import { rowToEntry } from '../ledger/entryRow';

/** The `format` of a fiscal year's archive file. */
export const ARCHIVE_FORMAT = 'keel-books-year-archive';

const cellSchema = z.union([z.string(), z.number(), z.boolean()]);
/** Rows of one table as stored: rowId -> cellId -> cell. */
const rowsSchema = z.record(z.string(), z.record(z.string(), cellSchema));
/** Stored rows of one table. */
export type StoredRows = z.output<typeof rowsSchema>;

/**
 * A fiscal year's archive, as one JSON file on the server: the rows the year's archiving moved out
 * of the live books, exactly as they were stored, and the carry-forward entry it wrote. Version 1
 * files hold transactions and entries one cell per field (bookkeeping schema 0); they are read
 * into version 2's one record cell per row.
 */
export const archiveFileSchema = z
  .object({
    format: z.literal(ARCHIVE_FORMAT),
    version: z.union([z.literal(1), z.literal(2)]),
    year: z.number().int(),
    from: isoDateSchema,
    to: isoDateSchema,
    fiscalYearStartMonth: z.number().int().min(1).max(12),
    archivedAt: z.string(),
    archivedBy: z.string(),
    entries: rowsSchema,
    transactions: rowsSchema,
    reconciliations: rowsSchema,
    /** The carry-forward entries (of earlier years) this archiving took out of the live books. */
    opening: rowsSchema,
    /** The carry-forward entry it wrote ({} when every balance was zero). */
    carryForward: rowsSchema,
  })
  .transform((file) =>
    file.version === 2
      ? { ...file, version: 2 as const }
      : {
          ...file,
          version: 2 as const,
          entries: packLegacyRows.entries(file.entries),
          opening: packLegacyRows.entries(file.opening),
          carryForward: packLegacyRows.entries(file.carryForward),
          transactions: packLegacyRows.transactions(file.transactions),
        },
  );
/** A fiscal year's archive file. */
export type ArchiveFile = z.output<typeof archiveFileSchema>;

/** An archived year as the archive list shows it. */
export const archiveSummarySchema = z.object({
  year: z.number().int(),
  from: z.string(),
  to: z.string(),
  entries: z.number().int(),
  transactions: z.number().int(),
  archivedAt: z.string(),
  archivedBy: z.string(),
});
/** An archived year as the archive list shows it. */
export type ArchiveSummary = z.output<typeof archiveSummarySchema>;

/** The answer of GET /api/companies/{id}/archive. */
export const archiveListSchema = z.object({ years: z.array(archiveSummarySchema) });

/** The list entry of an archive file. */
export function archiveSummary(file: ArchiveFile): ArchiveSummary {
  return {
    year: file.year,
    from: file.from,
    to: file.to,
    entries: Object.keys(file.entries).length,
    transactions: Object.keys(file.transactions).length,
    archivedAt: file.archivedAt,
    archivedBy: file.archivedBy,
  };
}

/** An archive read for reports: its entries checked against the chart, its transactions. */
export interface ArchivedYear extends ArchivedLedger<Transaction> {
  rows: readonly Transaction[];
  /** Rows that could not be read ('table.rowId: reason'); like broken live rows, in no report. */
  invalid: readonly string[];
}

function readEntries(rows: StoredRows, accounts: ReadonlySet<string>, invalid: string[]) {
  const entries: JournalEntry[] = [];
  for (const [id, row] of Object.entries(rows)) {
    const read = rowToEntry(id, row, accounts);
    if (read.ok) entries.push(read.entry);
    else invalid.push(...read.errors);
  }
  return entries;
}

/** The entries and transactions of an archive file, read against today's chart of accounts. */
export function readArchive(file: ArchiveFile, accounts: readonly Account[]): ArchivedYear {
  const invalid: string[] = [];
  const known = new Set(accounts.map((account) => account.id));
  const entries = readEntries(file.entries, known, invalid);
  const opening = readEntries(file.opening, known, invalid);
  const rows: Transaction[] = [];
  for (const [id, row] of Object.entries(file.transactions)) {
    const transaction = rowToTransaction(id, row);
    if (transaction) rows.push(transaction);
    else invalid.push(`transactions.${id}: not a transaction row`);
  }
  return { year: file.year, to: file.to, entries, opening, rows, invalid };
}
