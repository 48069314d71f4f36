import { z } from 'zod';
import type { Store } from 'tinybase';

/**
 * The TinyBase table of who created each vendor, reconciliation, bank line entered by hand and
 * journal entry of its own (one not made from a bank line): one row per record, written by the
 * server alone from the member the change came from (`guardRecordAuthors`). The row id is
 * `<table>:<record id>`.
 */
export const RECORD_AUTHORS_TABLE = 'recordAuthors';

/** The tables whose new rows get an author. */
export const authoredTables = ['vendors', 'reconciliations', 'entries', 'transactions'] as const;
export type AuthoredTable = (typeof authoredTables)[number];

/** Who created a record and when, as the server saw it. */
export const recordAuthorRowSchema = z.object({
  table: z.enum(authoredTables),
  recordId: z.string(),
  /** 'First Last <email>' of the member, or 'Keel server' for the server's own jobs. */
  by: z.string(),
  at: z.string(),
});
export type RecordAuthorRow = z.output<typeof recordAuthorRowSchema>;

/** The row id of a record's author. */
export const recordAuthorId = (table: AuthoredTable, recordId: string): string =>
  `${table}:${recordId}`;

/** The authors table, beside the books' (`bookkeepingTables`): written by the server alone. */
export const recordAuthorTables = {
  [RECORD_AUTHORS_TABLE]: { schema: recordAuthorRowSchema, writtenBy: 'server' },
} as const;

/** Every readable author row of a store, by table then record id. */
export function readRecordAuthors(store: Store): Map<string, RecordAuthorRow> {
  const authors = new Map<string, RecordAuthorRow>();
  for (const [id, row] of Object.entries(store.getTable(RECORD_AUTHORS_TABLE))) {
    const parsed = recordAuthorRowSchema.safeParse(row);
    if (parsed.success) authors.set(id, parsed.data);
  }
  return authors;
}
