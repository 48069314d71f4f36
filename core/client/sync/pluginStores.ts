import type { z } from 'zod';
import type { CellOrUndefined, Row, Store, Table } from 'tinybase';
import type { SearchContext } from '../plugins/types';
import { useCell, usePluginStore, useRow, useTable } from './hooks';

/** What the typed hooks need of a manifest: its id and its tables (definePlugin keeps both typed). */
export interface StoredManifest {
  id: string;
  tables: Record<string, { schema: z.ZodObject }>;
}

/** The table ids a manifest declares. */
export type TableIdOf<M extends StoredManifest> = keyof M['tables'] & string;

/** The cell ids of one of a manifest's tables: its row schema's keys. */
export type CellIdOf<M extends StoredManifest, K extends TableIdOf<M>> = keyof z.output<
  M['tables'][K]['schema']
> &
  string;

/** A plugin's own store, read through hooks whose table and cell ids its manifest types. */
export interface PluginStores<M extends StoredManifest> {
  /** The store of the nearest company sync; undefined until the sync has bound it. */
  useStore(): Store | undefined;
  /** A live table: rowId -> row; empty until the store is bound. */
  useTable(tableId: TableIdOf<M>): Table;
  /** A live row; empty when absent. */
  useRow(tableId: TableIdOf<M>, rowId: string): Row;
  /** A live cell; undefined when absent. */
  useCell<K extends TableIdOf<M>>(
    tableId: K,
    rowId: string,
    cellId: CellIdOf<M, K>,
  ): CellOrUndefined;
  /** The store a search provider is handed (its `search(query, context)`). */
  storeIn(context: SearchContext): Store | undefined;
}

/**
 * The hooks through which a plugin reads its own store, typed from its manifest: export them once
 * from the plugin's client/stores.ts. No plugin id is typed in, and no other plugin's store can be
 * named (keel/own-store keeps the untyped hooks out of plugin code).
 */
export function pluginStores<M extends StoredManifest>(manifest: M): PluginStores<M> {
  const pluginId = manifest.id;
  return {
    useStore: function useStore() {
      return usePluginStore(pluginId);
    },
    useTable: function useStoreTable(tableId) {
      return useTable(pluginId, tableId);
    },
    useRow: function useStoreRow(tableId, rowId) {
      return useRow(pluginId, tableId, rowId);
    },
    useCell: function useStoreCell(tableId, rowId, cellId) {
      return useCell(pluginId, tableId, rowId, cellId);
    },
    storeIn: (context) => context.getStore(pluginId),
  };
}
