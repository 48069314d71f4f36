import { pluginStores } from '@keel/core/client';
import { plugin } from '../plugin';

/** Tax Optimization's own store, its table and cell ids typed from plugin.ts. */
export const { useTable: useTaxTable, useStore: useTaxStore } = pluginStores(plugin);
