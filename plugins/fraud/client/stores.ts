import { pluginStores } from '@keel/core/client';
import { plugin } from '../plugin';

/** Fraud Detection's own store, its table and cell ids typed from plugin.ts (never a typed-in id). */
export const { useTable: useFraudTable, storeIn: fraudStoreIn } = pluginStores(plugin);
