import { pluginStores } from '@keel/core/client';
import { plugin } from '../plugin';

/** Bookkeeping's own store, its table and cell ids typed from plugin.ts. */
export const {
  useStore: useBookkeepingStore,
  useTable: useBookkeepingTable,
  storeIn: bookkeepingStoreIn,
} = pluginStores(plugin);
