import type { GuardedStore, LogFn } from '@keel/core/server';
import type { ChangedCells, Row, Store } from 'tinybase';
import { CHECKS_TABLE, RUNS_TABLE } from '../../domain/schema';
import { asPayrollServer, isPayrollServerWriting } from './serverWrites';

const GUARDED = [RUNS_TABLE, CHECKS_TABLE] as const;

/** The row as it was before the transaction whose log holds `changed`; null when it had none. */
function rowBefore(now: Row, changed: ChangedCells[string][string]): Row | null {
  const before: Row = { ...now };
  for (const [cellId, [old]] of Object.entries(changed)) {
    if (old === undefined) delete before[cellId];
    else before[cellId] = old;
  }
  return Object.keys(before).length > 0 ? before : null;
}

/**
 * Payroll runs and the check register are written by the payroll routes only, which keep their
 * rules (one open run per pay period, approval posting to the books, check numbers never given
 * twice). Any other change to them, a browser's through sync, is put back. A store cannot be
 * written while a transaction finishes, so the rows are restored in a microtask of their own.
 */
export function guardRunTables(
  store: Store,
  where: Pick<GuardedStore, 'asServer'>,
  log: LogFn,
): () => void {
  let stopped = false;
  const listenerId = store.addDidFinishTransactionListener(() => {
    if (isPayrollServerWriting(store)) return;
    const changed = store.getTransactionLog()[2];
    const restore: [string, string, Row | null][] = [];
    for (const tableId of GUARDED)
      for (const [rowId, cells] of Object.entries(changed[tableId] ?? {})) {
        const now = store.hasRow(tableId, rowId) ? store.getRow(tableId, rowId) : {};
        restore.push([tableId, rowId, rowBefore(now, cells)]);
      }
    if (restore.length === 0) return;
    log('warn', 'Reverted a change to payroll runs made outside the payroll routes', {
      rows: restore.map(([tableId, rowId]) => `${tableId}/${rowId}`),
    });
    queueMicrotask(() => {
      if (stopped) return;
      where.asServer(() =>
        asPayrollServer(store, () =>
          store.transaction(() => {
            for (const [tableId, rowId, row] of restore)
              if (row) store.setRow(tableId, rowId, row);
              else store.delRow(tableId, rowId);
          }),
        ),
      );
    });
  });
  return () => {
    stopped = true;
    store.delListener(listenerId);
  };
}
