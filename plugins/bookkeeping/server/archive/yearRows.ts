import type { Row, Store } from 'tinybase';
import { isCarryForwardId, splitAtYearEnd, type StoredRows } from '../../domain/archive';
import { RECONCILIATIONS_TABLE } from '../../domain/books/reconciliation';
import { TRANSACTIONS_TABLE } from '../../domain/books/transactionRow';
import { ENTRIES_TABLE, recordDate } from '../../domain/ledger/entryRow';

/** The stored rows a fiscal year's archiving moves out of the live books. */
export interface YearRows {
  /** Entries dated on or before the year's end, carry-forward entries left out. */
  entries: StoredRows;
  /** Carry-forward entries dated on or before the year's end (of the years before). */
  opening: StoredRows;
  transactions: StoredRows;
  /** Reconciliations whose statement date is on or before the year's end. */
  reconciliations: StoredRows;
}

/** A row's date: in its record cell (entries, transactions, `recordDate`) or in a cell of its own. */
type DateOf = (row: Row) => unknown;

function dated(store: Store, tableId: string, dateOf: DateOf) {
  const rows: { id: string; date: string; row: Row }[] = [];
  store.forEachRow(tableId, (id) => {
    const row = store.getRow(tableId, id);
    const date = dateOf(row);
    if (typeof date === 'string' && date !== '') rows.push({ id, date, row });
  });
  return rows;
}

/** A row's cells as stored in an archive (the books' tables hold strings, numbers and booleans). */
const cellsOf = (row: Row): StoredRows[string] => {
  const cells: StoredRows[string] = {};
  for (const [cellId, cell] of Object.entries(row))
    if (typeof cell === 'string' || typeof cell === 'number' || typeof cell === 'boolean')
      cells[cellId] = cell;
  return cells;
};

const byId = (rows: readonly { id: string; row: Row }[]): StoredRows =>
  Object.fromEntries(rows.map(({ id, row }) => [id, cellsOf(row)]));

/** The rows of the live store dated on or before `to` (the same rows on every call until they change). */
export function yearRows(store: Store, to: string): YearRows {
  const entries = splitAtYearEnd(dated(store, ENTRIES_TABLE, recordDate), to);
  const transactions = dated(store, TRANSACTIONS_TABLE, recordDate).filter((r) => r.date <= to);
  const reconciliations = dated(store, RECONCILIATIONS_TABLE, (row) => row.statementDate).filter(
    (r) => r.date <= to,
  );
  return {
    entries: byId(entries.archived),
    opening: byId(entries.opening),
    transactions: byId(transactions),
    reconciliations: byId(reconciliations),
  };
}

/** The dates of the live entries and transactions, carry-forward entries left out. */
export function liveDates(store: Store): string[] {
  return [
    ...dated(store, ENTRIES_TABLE, recordDate)
      .filter((e) => !isCarryForwardId(e.id))
      .map((e) => e.date),
    ...dated(store, TRANSACTIONS_TABLE, recordDate).map((t) => t.date),
  ];
}
