import * as Y from 'yjs';
import type { Store } from 'tinybase';
import { yMapNameFor } from '../docIds';

/** A cell value as it travels through the document. */
type CellValue = string | number | boolean;

const SEPARATOR = '\u001f';

/** The key of one cell inside its table's Y.Map: `{rowId}\u001f{cellId}`. */
export function cellKey(rowId: string, cellId: string): string {
  return `${rowId}${SEPARATOR}${cellId}`;
}

function splitCellKey(key: string): [string, string] | null {
  const at = key.indexOf(SEPARATOR);
  return at < 0 ? null : [key.slice(0, at), key.slice(at + 1)];
}

/**
 * Binds one plugin's TinyBase store to its tables in a Yjs document, both ways.
 *
 * Each table is one top-level Y.Map (top-level types merge by name and are never replaced) whose
 * keys are single cells, so concurrent writes to the same row merge cell by cell and nothing is
 * ever overwritten wholesale. Local changes are written as diffs from TinyBase's transaction log
 * inside one `doc.transact`; every transaction reaches the document, bursts included. Whatever the
 * store already holds is written to the document first, then the document is loaded into the store.
 * Returns a function that undoes the binding.
 */
export function bindStoreToDoc(
  store: Store,
  doc: Y.Doc,
  pluginId: string,
  tableIds: readonly string[],
): () => void {
  const origin = { binding: pluginId };
  const maps = new Map<string, Y.Map<CellValue>>();
  const tableOfMap = new Map<Y.AbstractType<unknown>, string>();
  for (const tableId of tableIds) {
    const map = doc.getMap<CellValue>(yMapNameFor(pluginId, tableId));
    maps.set(tableId, map);
    tableOfMap.set(map as Y.AbstractType<unknown>, tableId);
  }
  let applyingRemote = false;

  const writeLocal = (changedCells: Record<string, Record<string, Record<string, [unknown, unknown]>>>) => {
    doc.transact(() => {
      for (const [tableId, rows] of Object.entries(changedCells)) {
        const map = maps.get(tableId);
        if (!map) continue;
        for (const [rowId, cells] of Object.entries(rows)) {
          for (const [cellId, [, next]] of Object.entries(cells)) {
            const key = cellKey(rowId, cellId);
            if (next === undefined || next === null) map.delete(key);
            else if (map.get(key) !== next) map.set(key, next as CellValue);
          }
        }
      }
    }, origin);
  };

  // What the store holds before binding (edits made before the first sync) goes to the doc first.
  const initialCells: Record<string, Record<string, Record<string, [unknown, unknown]>>> = {};
  for (const tableId of tableIds) {
    const table = store.getTable(tableId);
    for (const [rowId, row] of Object.entries(table)) {
      for (const [cellId, value] of Object.entries(row)) {
        ((initialCells[tableId] ??= {})[rowId] ??= {})[cellId] = [undefined, value];
      }
    }
  }
  writeLocal(initialCells);

  applyingRemote = true;
  store.transaction(() => {
    for (const [tableId, map] of maps) {
      map.forEach((value, key) => {
        const ids = splitCellKey(key);
        if (ids) store.setCell(tableId, ids[0], ids[1], value);
      });
    }
  });
  applyingRemote = false;

  const listenerId = store.addDidFinishTransactionListener(() => {
    if (applyingRemote) return;
    const [, , changedCells] = store.getTransactionLog();
    writeLocal(changedCells as Record<string, Record<string, Record<string, [unknown, unknown]>>>);
  });

  const onAfterTransaction = (transaction: Y.Transaction) => {
    if (transaction.origin === origin) return;
    const touched: [string, Y.Map<CellValue>, Set<string | null>][] = [];
    transaction.changed.forEach((keys, type) => {
      const tableId = tableOfMap.get(type as Y.AbstractType<unknown>);
      if (tableId) touched.push([tableId, maps.get(tableId) as Y.Map<CellValue>, keys]);
    });
    if (touched.length === 0) return;
    applyingRemote = true;
    try {
      store.transaction(() => {
        for (const [tableId, map, keys] of touched) {
          for (const key of keys) {
            if (key === null) continue;
            const ids = splitCellKey(key);
            if (!ids) continue;
            const value = map.get(key);
            if (value === undefined) store.delCell(tableId, ids[0], ids[1], true);
            else store.setCell(tableId, ids[0], ids[1], value);
          }
        }
      });
    } finally {
      applyingRemote = false;
    }
  };
  doc.on('afterTransaction', onAfterTransaction);

  return () => {
    store.delListener(listenerId);
    doc.off('afterTransaction', onAfterTransaction);
  };
}
