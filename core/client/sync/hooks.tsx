import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { CellOrUndefined, Row, Store, Table } from 'tinybase';
import type { CompanySync, SyncState } from './types';
import { useStoreSnapshot, type StoreSource } from './useStoreSnapshot';

const SyncContext = createContext<CompanySync | null>(null);
const NOT_OPEN: SyncState = { status: 'connecting', pendingChanges: 0 };
const EMPTY_TABLE: Table = {};
const EMPTY_ROW: Row = {};
const noSubscription = () => () => {};

/** Makes a company sync (or none yet) available to the hooks below. */
export function CompanySyncProvider({
  sync,
  children,
}: {
  sync: CompanySync | null;
  children?: ReactNode;
}) {
  return <SyncContext.Provider value={sync}>{children}</SyncContext.Provider>;
}

/** The company sync of the nearest provider; null outside one or before a company is open. */
export function useCompanySync(): CompanySync | null {
  return useContext(SyncContext);
}

/** The live sync state; 'connecting' while no company sync is open. */
export function useSyncState(): SyncState {
  const sync = useCompanySync();
  return useSyncExternalStore(
    sync?.subscribe ?? noSubscription,
    () => sync?.getState() ?? NOT_OPEN,
    () => sync?.getState() ?? NOT_OPEN,
  );
}

/** A plugin's store; undefined until the sync has bound it. */
export function usePluginStore(pluginId: string): Store | undefined {
  const sync = useCompanySync();
  const read = () => sync?.getStore(pluginId);
  return useSyncExternalStore(sync?.subscribe ?? noSubscription, read, read);
}

/** A live table of a plugin's store: rowId -> row; empty until the store is bound. */
export function useTable(pluginId: string, tableId: string): Table {
  const source = useMemo<StoreSource<Table>>(
    () => ({
      listen: (store, onChange) => store.addTableListener(tableId, onChange),
      read: (store) => store.getTable(tableId),
    }),
    [tableId],
  );
  return useStoreSnapshot(usePluginStore(pluginId), source, EMPTY_TABLE);
}

/** A live row of a plugin's table; empty when absent. */
export function useRow(pluginId: string, tableId: string, rowId: string): Row {
  const source = useMemo<StoreSource<Row>>(
    () => ({
      listen: (store, onChange) => store.addRowListener(tableId, rowId, onChange),
      read: (store) => store.getRow(tableId, rowId),
    }),
    [tableId, rowId],
  );
  return useStoreSnapshot(usePluginStore(pluginId), source, EMPTY_ROW);
}

/** A live cell of a plugin's table; undefined when absent. */
export function useCell(
  pluginId: string,
  tableId: string,
  rowId: string,
  cellId: string,
): CellOrUndefined {
  const source = useMemo<StoreSource<CellOrUndefined>>(
    () => ({
      listen: (store, onChange) => store.addCellListener(tableId, rowId, cellId, onChange),
      read: (store) => store.getCell(tableId, rowId, cellId),
    }),
    [tableId, rowId, cellId],
  );
  return useStoreSnapshot(usePluginStore(pluginId), source, undefined);
}
