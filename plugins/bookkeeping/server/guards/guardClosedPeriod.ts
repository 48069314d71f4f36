import { isLocked } from '@keel/core/domain';
import type { GuardedStore, LogFn } from '@keel/core/server';
import type { ChangedCells, Row, Store } from 'tinybase';
import { TRANSACTIONS_TABLE } from '../../domain/books/transactionRow';
import { storeLockDate } from '../../domain/books/writeTransaction';
import { SETTINGS_ROW, SETTINGS_TABLE } from '../../domain/schema';
import { closedPeriodWritesAllowed } from './closedPeriodWrites';
import { deferredRewrites, type DeferredRewrites } from './deferredRewrites';
import { rowBefore } from './rowBefore';
import { ENTRIES_TABLE, recordDate } from '../../domain/ledger/entryRow';

/** The tables whose rows carry a `date` (in their record cell) that the lock date closes. */
const GUARDED_TABLES = [ENTRIES_TABLE, TRANSACTIONS_TABLE] as const;

/** tableId -> rowId -> row. */
type Rows = Map<string, Map<string, Row>>;

function dateOf(row: Row | null | undefined): string | null {
  const date = recordDate(row);
  return date !== undefined && date !== '' ? date : null;
}

const closed = (row: Row | null | undefined, lockDate: string): boolean => {
  const date = dateOf(row);
  return date !== null && isLocked(date, lockDate);
};

/**
 * Keeps the closed period closed against sync writes: any change to an `entries` or `transactions`
 * row whose old or new date is on or before the lock date is reverted (a closed row is put back
 * from a shadow copy, a row moved into the period gets its old cells back, a new row is removed)
 * and logged as a warning naming the row. A synced change of the lock date itself is reverted
 * too: only the server's own writes (withClosedPeriodWritesAllowed) move it, and re-take the
 * shadow.
 * The revert runs right after the transaction (deferredRewrites). Returns a function that stops
 * the guard.
 */
export function guardClosedPeriod(
  store: Store,
  log: LogFn,
  asServer: GuardedStore['asServer'] = (fn) => fn(),
): () => void {
  let lockDate = storeLockDate(store);
  const restores = deferredRewrites(store, asServer);
  let shadow = takeShadow(store, lockDate, restores);

  const refuse = (tableId: string, rowId: string, back: Row | null, date: string | null) => {
    // Several refused writes in one burst: the state before the first one is the one to keep.
    restores.queue(tableId, rowId, back);
    log(
      'warn',
      `Reverted a write into the closed period (up to ${lockDate}): ${tableId}/${rowId}`,
      {
        table: tableId,
        rowId,
        date,
        lockDate,
      },
    );
  };

  // The server's own job (withClosedPeriodWritesAllowed): its changes stand, and the shadow follows them.
  const accept = (changed: ChangedCells) => {
    for (const tableId of GUARDED_TABLES)
      for (const rowId of Object.keys(changed[tableId] ?? {})) restores.forget(tableId, rowId);
    lockDate = storeLockDate(store);
    shadow = takeShadow(store, lockDate, restores);
  };

  const onFinish = () => {
    if (restores.rewriting) return;
    const changed: ChangedCells = store.getTransactionLog()[2];
    if (closedPeriodWritesAllowed(store)) {
      accept(changed);
      return;
    }
    for (const tableId of GUARDED_TABLES) {
      for (const [rowId, cells] of Object.entries(changed[tableId] ?? {})) {
        const now = store.hasRow(tableId, rowId) ? store.getRow(tableId, rowId) : null;
        const shadowed = shadow.get(tableId)?.get(rowId);
        if (!shadowed && !closed(now, lockDate)) continue;
        const back = shadowed ?? rowBefore(now ?? {}, cells);
        refuse(tableId, rowId, back, dateOf(now) ?? dateOf(back));
      }
    }
    // The lock date moves only through the server (PUT settings/lock-date checks the role): a
    // synced change would let any member who can write the books reopen a closed period.
    const settingsChange = changed[SETTINGS_TABLE]?.[SETTINGS_ROW];
    if (settingsChange?.lockDate && storeLockDate(store) !== lockDate) {
      const now = store.getRow(SETTINGS_TABLE, SETTINGS_ROW);
      refuse(SETTINGS_TABLE, SETTINGS_ROW, { ...now, lockDate }, null);
    }
  };

  const listenerId = store.addDidFinishTransactionListener(onFinish);
  return () => {
    restores.stop();
    store.delListener(listenerId);
  };
}

/** Copies of the guarded rows in the closed period, seen as they will be once `restores` are made. */
function takeShadow(store: Store, lockDate: string, restores: DeferredRewrites): Rows {
  const shadow: Rows = new Map();
  for (const tableId of GUARDED_TABLES) {
    const rows = new Map<string, Row>();
    shadow.set(tableId, rows);
    if (lockDate === '') continue;
    const undo = restores.queued(tableId);
    store.forEachRow(tableId, (rowId) => {
      if (undo?.has(rowId)) return;
      const row = store.getRow(tableId, rowId);
      if (closed(row, lockDate)) rows.set(rowId, row);
    });
    for (const [rowId, row] of undo ?? []) if (row && closed(row, lockDate)) rows.set(rowId, row);
  }
  return shadow;
}
