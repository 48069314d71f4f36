import type * as Y from 'yjs';
import type { Cell, Row, Store } from 'tinybase';
import { yMapNameFor } from '../docIds';
import { cellKey, sameCell, splitCellKey, toCell } from './cellKeys';
import { trimDecodedCell } from './trimDecodedCell';

export { cellKey } from './cellKeys';

/** Row ids per table id. */
type RowSet = Map<string, Set<string>>;

/** Changed rows per table, as TinyBase's transaction changes give them (undefined: deleted). */
type ChangedTables = Record<
  string,
  Record<string, Record<string, unknown> | null | undefined> | null | undefined
>;

/** The rows a load rebuilt, as it left them: tableId -> rowId -> row. */
type LoadedRows = Map<string, Map<string, Row>>;

interface BoundTable {
  map: Y.Map<unknown>;
  /**
   * rowId -> ids of the cells the document holds for that row, so a row is rebuilt without a scan.
   * A row of one cell (most rows: one `record` cell) holds its cell id alone, not a Set of one: a
   * Set per row was 15 MiB of a server with 100,000 rows open (docs/benchmarks.md, "Storage").
   */
  cells: Map<string, string | Set<string>>;
}

function addRow(rows: RowSet, tableId: string, rowId: string): void {
  const ids = rows.get(tableId);
  if (ids) ids.add(rowId);
  else rows.set(tableId, new Set([rowId]));
}

function indexCell(table: BoundTable, rowId: string, cellId: string, present: boolean): void {
  const ids = table.cells.get(rowId);
  if (present) {
    if (ids === undefined) table.cells.set(rowId, cellId);
    else if (typeof ids !== 'string') ids.add(cellId);
    else if (ids !== cellId) table.cells.set(rowId, new Set([ids, cellId]));
  } else if (typeof ids === 'string') {
    if (ids === cellId) table.cells.delete(rowId);
  } else if (ids) {
    ids.delete(cellId);
    if (ids.size === 0) table.cells.delete(rowId);
  }
}

/** The ids of the cells the document holds for a row. */
function cellIdsOf(table: BoundTable, rowId: string): readonly string[] {
  const ids = table.cells.get(rowId);
  if (ids === undefined) return [];
  return typeof ids === 'string' ? [ids] : [...ids];
}

/**
 * Binds one plugin's TinyBase store to its tables in a Yjs document, both ways.
 *
 * Each table is one top-level Y.Map (top-level types merge by name and are never replaced) whose
 * keys are single cells, so concurrent writes to the same row merge cell by cell and nothing is
 * ever overwritten wholesale. Local changes are written as diffs from TinyBase's transaction changes
 * inside one `doc.transact`; every transaction reaches the document, bursts included. Whatever the
 * store already holds is written to the document first, then the document is loaded into the store.
 * A row the document changes is rebuilt from the document's cells, so a store always equals a
 * store freshly loaded from the same document (cells its schema rejects are left out of both).
 * Returns a function that undoes the binding.
 */
export function bindStoreToDoc(
  store: Store,
  doc: Y.Doc,
  pluginId: string,
  tableIds: readonly string[],
): () => void {
  const origin = { binding: pluginId };
  const tables = new Map<string, BoundTable>();
  const tableOfMap = new Map<unknown, string>();
  for (const tableId of new Set(tableIds)) {
    const table: BoundTable = {
      map: doc.getMap<unknown>(yMapNameFor(pluginId, tableId)),
      cells: new Map(),
    };
    table.map.forEach((_value, key) => {
      const ids = splitCellKey(key);
      if (ids) indexCell(table, ids[0], ids[1], true);
      trimDecodedCell(table.map._map.get(key));
    });
    tables.set(tableId, table);
    tableOfMap.set(table.map, tableId);
  }
  // Rows being loaded from the document: their changes are the document's, not to be echoed, unless
  // a mutator listener changed them again before the transaction finished.
  let loading: LoadedRows | null = null;
  let deferred: RowSet | null = null;
  let unbound = false;

  /** Writes the store's changed cells to the document; a row or table changed to undefined was deleted. */
  const writeStoreCells = (changed: ChangedTables) => {
    const writes: [BoundTable, string, string, Cell | undefined][] = [];
    for (const [tableId, rows] of Object.entries(changed)) {
      const table = tables.get(tableId);
      if (!table) continue;
      const loaded = loading?.get(tableId);
      const rowIds = rows ? Object.keys(rows) : [...table.cells.keys()];
      for (const rowId of rowIds) {
        const loadedRow = loaded?.get(rowId);
        const cells = rows?.[rowId];
        const cellIds = cells ? Object.keys(cells) : cellIdsOf(table, rowId);
        for (const cellId of cellIds) {
          const key = cellKey(rowId, cellId);
          const cell = store.getCell(tableId, rowId, cellId);
          if (loadedRow && sameCell(loadedRow[cellId], cell)) continue;
          const differs =
            cell === undefined ? table.map.has(key) : !sameCell(table.map.get(key), cell);
          if (differs) writes.push([table, rowId, cellId, cell]);
        }
      }
    }
    if (writes.length === 0) return;
    doc.transact(() => {
      for (const [table, rowId, cellId, cell] of writes) {
        const key = cellKey(rowId, cellId);
        if (cell === undefined) table.map.delete(key);
        else table.map.set(key, cell);
        indexCell(table, rowId, cellId, cell !== undefined);
      }
    }, origin);
  };

  const loadRow = (tableId: string, table: BoundTable, rowId: string) => {
    const docCellIds = cellIdsOf(table, rowId);
    // A row the store does not have yet (every row of a first load) is written whole: one setRow
    // applies the schema to each cell as the cell-by-cell path below does, at a fraction of the calls.
    if (!store.hasRow(tableId, rowId)) {
      const row: Row = Object.create(null);
      for (const cellId of docCellIds) {
        const cell = toCell(table.map.get(cellKey(rowId, cellId)));
        if (cell !== undefined) row[cellId] = cell;
      }
      store.setRow(tableId, rowId, row);
      // TinyBase drops a row whose every cell it rejects; cell by cell, defaults may still fill it.
      if (store.hasRow(tableId, rowId) || docCellIds.length === 0) return;
    }
    let rowExists = false;
    for (const cellId of docCellIds) {
      const cell = toCell(table.map.get(cellKey(rowId, cellId)));
      if (cell !== undefined) store.setCell(tableId, rowId, cellId, cell);
      // A cell the schema rejects becomes its default or nothing, as in a store loaded afresh.
      if (cell === undefined || !sameCell(store.getCell(tableId, rowId, cellId), cell)) {
        store.delCell(tableId, rowId, cellId);
      }
      rowExists ||= store.hasCell(tableId, rowId, cellId);
    }
    if (!rowExists) {
      store.delRow(tableId, rowId);
      return;
    }
    for (const cellId of store.getCellIds(tableId, rowId)) {
      if (!docCellIds.includes(cellId)) store.delCell(tableId, rowId, cellId);
    }
  };

  /** `remember`: keep each loaded row for the echo check of the did-finish listener, once it listens. */
  const loadRows = (rows: RowSet, remember = true) => {
    const loaded: LoadedRows = new Map();
    loading = loaded;
    try {
      const done = store.transaction(() => {
        for (const [tableId, rowIds] of rows) {
          const table = tables.get(tableId);
          if (!table) continue;
          const loadedRows = new Map<string, Row>();
          loaded.set(tableId, loadedRows);
          for (const rowId of rowIds) {
            loadRow(tableId, table, rowId);
            if (remember) loadedRows.set(rowId, store.getRow(tableId, rowId));
          }
        }
        return true;
      });
      // TinyBase ignores writes while it calls its did-finish listeners; catch up right after.
      if (done !== true) defer(rows);
    } finally {
      loading = null;
    }
  };

  const defer = (rows: RowSet) => {
    const first = deferred === null;
    deferred ??= new Map();
    for (const [tableId, rowIds] of rows)
      for (const rowId of rowIds) addRow(deferred, tableId, rowId);
    if (first)
      queueMicrotask(() => {
        const pending = deferred;
        deferred = null;
        if (pending && !unbound) loadRows(pending);
      });
  };

  const onAfterTransaction = (transaction: Y.Transaction) => {
    const remote = transaction.origin !== origin;
    let touched: RowSet | null = null;
    transaction.changed.forEach((keys, type) => {
      const tableId = tableOfMap.get(type);
      const table = tableId === undefined ? undefined : tables.get(tableId);
      if (tableId === undefined || !table) return;
      for (const key of keys) {
        const ids = key === null ? null : splitCellKey(key);
        if (!ids) continue;
        indexCell(table, ids[0], ids[1], table.map.has(key as string));
        if (remote) {
          addRow((touched ??= new Map()), tableId, ids[0]);
          trimDecodedCell(table.map._map.get(key as string));
        }
      }
    });
    if (touched) loadRows(touched);
  };
  doc.on('afterTransaction', onAfterTransaction);

  // Objects without a prototype: a row id of '__proto__' must be a row, not Object.prototype.
  const initial: Record<string, Record<string, Record<string, true>>> = Object.create(null);
  for (const tableId of tables.keys()) {
    store.forEachRow(tableId, (rowId) => {
      for (const cellId of store.getCellIds(tableId, rowId))
        ((initial[tableId] ??= Object.create(null))[rowId] ??= Object.create(null))[cellId] = true;
    });
  }
  writeStoreCells(initial);
  const everyRow: RowSet = new Map();
  for (const [tableId, table] of tables) everyRow.set(tableId, new Set(table.cells.keys()));
  // Nothing listens to the store's transactions yet, so nothing needs the loaded rows kept.
  loadRows(everyRow, false);

  // The net changes, not the transaction log: the log also copies every old value, which for a
  // first load of 100,000 rows cost more than half a second.
  const listenerId = store.addDidFinishTransactionListener(() =>
    writeStoreCells(store.getTransactionChanges()[0]),
  );

  return () => {
    unbound = true;
    store.delListener(listenerId);
    doc.off('afterTransaction', onAfterTransaction);
  };
}
