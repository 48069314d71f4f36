import type * as Y from 'yjs';
import { createStore, type Store } from 'tinybase';
import { bindStoreToDoc, tinybaseSchemaFor, type PluginManifest } from '@keel/core/domain';

/** Stores bound to a document, and how to unbind them all. */
export interface BoundStores {
  stores: Map<string, Store>;
  unbind(): void;
}

/**
 * One TinyBase store per plugin with tables in `scope` (all tables when no scope), each with the
 * schema of those tables and bound to their maps in `doc`.
 */
export function bindPluginStores(
  doc: Y.Doc,
  plugins: readonly PluginManifest[],
  scope?: string,
): BoundStores {
  const stores = new Map<string, Store>();
  const unbinds: (() => void)[] = [];
  for (const manifest of plugins) {
    const tableIds = Object.entries(manifest.tables)
      .filter(([, table]) => scope === undefined || table.scope === scope)
      .map(([tableId]) => tableId);
    if (tableIds.length === 0) continue;
    const store = createStore().setTablesSchema(tinybaseSchemaFor(manifest, scope));
    unbinds.push(bindStoreToDoc(store, doc, manifest.id, tableIds));
    stores.set(manifest.id, store);
  }
  return { stores, unbind: () => unbinds.forEach((unbind) => unbind()) };
}
