import { type TablesContent } from '@keel/core/domain';
import { ENTRY_AUDIT_TABLE } from './entryAudit';
import { TRANSACTIONS_TABLE, transactionFieldsSchema } from './transactionRow';
import { ENTRIES_TABLE } from '../ledger/entryRow';

/** A stored row: cellId -> cell. */
type Cells = TablesContent[string][string];

/**
 * A transaction row of schema version 0 (one cell per field) as one record cell. Fields keep the
 * schema's order; a missing field stays missing, so a broken row stays broken, never guessed.
 */
export function packLegacyTransactionRow(cells: Readonly<Cells>): Cells {
  if (typeof cells.record === 'string') return { ...cells };
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(transactionFieldsSchema.shape))
    if (key in cells) fields[key] = cells[key];
  return { record: JSON.stringify(fields) };
}

/**
 * An entry row of schema version 0 (date, memo, reference and the lines as a JSON cell) as one
 * record cell. Lines that do not parse are kept as the text they were, for the ledger to report.
 */
export function packLegacyEntryRow(cells: Readonly<Cells>): Cells {
  if (typeof cells.record === 'string') return { ...cells };
  let lines: unknown = cells.lines;
  if (typeof lines === 'string') {
    try {
      lines = JSON.parse(lines);
    } catch {
      // left as text: rowToEntry names it
    }
  }
  const record: Record<string, unknown> = {};
  for (const key of ['date', 'memo', 'reference'] as const)
    if (key in cells) record[key] = cells[key];
  if (lines !== undefined) record.lines = lines;
  return { record: JSON.stringify(record) };
}

/** An audit trail's row text (JSON of an entry row, '' when absent) in the record shape. */
function packAuditText(
  text: string | number | boolean | undefined,
): string | number | boolean | undefined {
  if (typeof text !== 'string' || text === '') return text;
  try {
    const row: unknown = JSON.parse(text);
    if (typeof row !== 'object' || row === null || Array.isArray(row)) return text;
    return JSON.stringify(packLegacyEntryRow(row as Cells));
  } catch {
    return text;
  }
}

function mapRows(
  rows: Readonly<Record<string, Cells>> | undefined,
  pack: (cells: Readonly<Cells>) => Cells,
): Record<string, Cells> {
  // fromEntries, so a row id of '__proto__' stays a row.
  return Object.fromEntries(Object.entries(rows ?? {}).map(([id, cells]) => [id, pack(cells)]));
}

/** Rows of archived or live tables of schema version 0 in the record shape. */
export const packLegacyRows = {
  entries: (rows: Readonly<Record<string, Cells>> | undefined) => mapRows(rows, packLegacyEntryRow),
  transactions: (rows: Readonly<Record<string, Cells>> | undefined) =>
    mapRows(rows, packLegacyTransactionRow),
};

/**
 * Bookkeeping migration 1: transactions and entries from one cell per field to one record cell
 * each (and the audit trail's copies of entry rows with them).
 */
export function packTransactionsAndEntries(tables: TablesContent): TablesContent {
  const next: TablesContent = { ...tables };
  if (tables[ENTRIES_TABLE]) next[ENTRIES_TABLE] = packLegacyRows.entries(tables[ENTRIES_TABLE]);
  if (tables[TRANSACTIONS_TABLE])
    next[TRANSACTIONS_TABLE] = packLegacyRows.transactions(tables[TRANSACTIONS_TABLE]);
  const audit = tables[ENTRY_AUDIT_TABLE];
  if (audit) {
    next[ENTRY_AUDIT_TABLE] = Object.fromEntries(
      Object.entries(audit).map(([id, cells]) => {
        const row: Cells = { ...cells };
        for (const side of ['before', 'after'] as const) {
          const text = packAuditText(cells[side]);
          if (text !== undefined) row[side] = text;
        }
        return [id, row];
      }),
    );
  }
  return next;
}
