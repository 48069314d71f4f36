import { z } from 'zod';
import {
  knownAccountIds,
  validateEntry,
  type Account,
  type EntryValidation,
  type JournalEntry,
} from '@keel/core/domain';
import { plainEntry } from './plainEntry';

/** The TinyBase table that holds journal entries, one row per entry. */
export const ENTRIES_TABLE = 'entries';

/**
 * One entry as a TinyBase row: the whole entry (date, memo, reference, lines) as one JSON cell, so
 * the document holds one Yjs item per entry and the binding merges an entry as a unit: two people
 * editing the same entry at once end with one whole entry (last writer wins), which always
 * balances, never a mix of both.
 */
export const entryRowSchema = z.object({ record: z.string() });

/** An entry as stored in the `entries` table (the entry id is the row id). */
export type EntryRow = z.output<typeof entryRowSchema>;

/** The row of an entry; fields and lines keep a fixed key order so equal entries give equal rows. */
export function entryToRow(entry: JournalEntry): EntryRow {
  const lines = entry.lines.map(({ accountId, debit, credit, memo, reference }) => ({
    accountId,
    debit,
    credit,
    ...(memo === undefined ? {} : { memo }),
    ...(reference === undefined ? {} : { reference }),
  }));
  return {
    record: JSON.stringify({
      date: entry.date,
      memo: entry.memo,
      reference: entry.reference ?? '',
      lines,
    }),
  };
}

/** The `date` in the record cell of a row (an entry or a transaction), unvalidated; undefined when unreadable. */
export function recordDate(
  row: Readonly<Record<string, unknown>> | null | undefined,
): string | undefined {
  const record = row?.record;
  if (typeof record !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(record);
    const date: unknown =
      typeof value === 'object' && value !== null ? (value as { date?: unknown }).date : undefined;
    return typeof date === 'string' ? date : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The entry a stored row holds, validated like a new entry (balance, shape and, when given,
 * known accounts); a row whose record is missing, does not parse or does not balance is
 * reported with the reason, never used.
 */
export function rowToEntry(
  rowId: string,
  row: Readonly<Record<string, unknown>>,
  accounts?: readonly Account[] | ReadonlySet<string>,
): EntryValidation {
  const record = row.record;
  if (typeof record !== 'string') {
    return { ok: false, errors: [`entries.${rowId}.record: Required`] };
  }
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return { ok: false, errors: [`entries.${rowId}.record: Not valid JSON`] };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, errors: [`entries.${rowId}.record: Not an entry`] };
  }
  const { reference, ...rest } = value as Record<string, unknown>;
  const entry = {
    id: rowId,
    ...rest,
    ...(reference === '' || reference === undefined ? {} : { reference }),
  };
  const known = knownAccountIds(accounts ?? null);
  const plain = plainEntry(entry, known);
  if (plain) return { ok: true, entry: plain };
  const result = validateEntry(entry, known);
  return result.ok
    ? result
    : { ok: false, errors: result.errors.map((error) => `entries.${rowId}.${error}`) };
}
