import { z } from 'zod';
import { type JournalEntry } from '@keel/core/domain';
import { rowToEntry } from '../ledger/entryRow';

/** The TinyBase table of the audit trail of posted entries: one row per change or deletion, never edited. */
export const ENTRY_AUDIT_TABLE = 'entryAudit';

/** One change to a posted entry: who, when, and the entry row before and after (JSON, '' when absent). */
export const entryAuditRowSchema = z.object({
  entryId: z.string(),
  at: z.string(),
  by: z.string(),
  /** 'changed' or 'deleted'. */
  action: z.string(),
  before: z.string(),
  after: z.string(),
});

/** A change to a posted entry as stored. */
export type EntryAuditRow = z.output<typeof entryAuditRowSchema>;

/** The action a change is, from the rows before and after. */
export function auditAction(before: string, after: string): 'created' | 'changed' | 'deleted' {
  if (before === '') return 'created';
  return after === '' ? 'deleted' : 'changed';
}

/**
 * A new audit row's id. Random, not TinyBase's addRow counter: two people's browsers would both
 * add row "7", and the document would merge their two records into one.
 */
export function newAuditRowId(): string {
  return `audit-${crypto.randomUUID()}`;
}

/** The entry row an audit text holds (JSON, '' when absent); null when it is not a JSON object. */
function auditRow(rowText: string): Record<string, unknown> | null {
  if (rowText === '') return null;
  try {
    const row: unknown = JSON.parse(rowText);
    return typeof row === 'object' && row !== null && !Array.isArray(row)
      ? (row as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The entry one side of a recorded change holds; null when absent or not a readable entry. */
export function auditTextEntry(rowText: string): JournalEntry | null {
  const row = auditRow(rowText);
  const read = row && rowToEntry('audit', row);
  return read?.ok ? read.entry : null;
}

/**
 * One side of a recorded change as the API gives it: the entry (date, memo, reference, lines),
 * null when absent, or the stored row as it was when it does not read as an entry.
 */
export function auditedEntry(rowText: string): JournalEntry | Record<string, unknown> | null {
  if (rowText === '') return null;
  const entry = auditTextEntry(rowText);
  if (!entry) return auditRow(rowText) ?? { text: rowText };
  const { id: _id, ...fields } = entry;
  return fields as JournalEntry;
}
