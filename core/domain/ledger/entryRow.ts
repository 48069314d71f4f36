import { z } from 'zod';
import type { Account } from './account';
import type { JournalEntry } from './journalEntry';
import { validateEntry, type EntryValidation } from './validateEntry';

/** The TinyBase table that holds journal entries, one row per entry. */
export const ENTRIES_TABLE = 'entries';

/**
 * One entry as a flat TinyBase row. The lines are one JSON cell, so the binding to Yjs merges an
 * entry's lines as a unit: two people editing the same entry at once end with one whole line set
 * (last writer wins), which always balances, never a mix of both.
 */
export const entryRowSchema = z.object({
  date: z.string(),
  memo: z.string(),
  reference: z.string(),
  lines: z.string(),
});

/** An entry as stored in the `entries` table (the entry id is the row id). */
export type EntryRow = z.output<typeof entryRowSchema>;

/** The row of an entry; lines keep a fixed key order so equal entries give equal cells. */
export function entryToRow(entry: JournalEntry): EntryRow {
  const lines = entry.lines.map(({ accountId, debit, credit, memo }) =>
    memo === undefined ? { accountId, debit, credit } : { accountId, debit, credit, memo },
  );
  return {
    date: entry.date,
    memo: entry.memo,
    reference: entry.reference ?? '',
    lines: JSON.stringify(lines),
  };
}

/**
 * The entry a stored row holds, validated like a new entry (balance, shape and, when given,
 * known accounts); a row whose cells are missing or whose lines do not parse or balance is
 * reported with the reason, never used.
 */
export function rowToEntry(
  rowId: string,
  row: Readonly<Record<string, unknown>>,
  accounts?: readonly Account[],
): EntryValidation {
  const cells = entryRowSchema.safeParse(row);
  if (!cells.success) {
    return {
      ok: false,
      errors: cells.error.issues.map((i) => `entries.${rowId}.${i.path.join('.')}: ${i.message}`),
    };
  }
  let lines: unknown;
  try {
    lines = JSON.parse(cells.data.lines);
  } catch {
    return { ok: false, errors: [`entries.${rowId}.lines: Lines are not valid JSON`] };
  }
  const { reference, ...rest } = cells.data;
  const entry = { id: rowId, ...rest, ...(reference === '' ? {} : { reference }), lines };
  const result = validateEntry(entry, accounts ?? null);
  return result.ok
    ? result
    : { ok: false, errors: result.errors.map((error) => `entries.${rowId}.${error}`) };
}
