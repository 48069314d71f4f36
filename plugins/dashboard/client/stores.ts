import { pluginStores } from '@keel/core/client';
import { plugin } from '../plugin';

/** The dashboard's own store, its table and cell ids typed from plugin.ts. */
export const { useStore: useDashboardStore, useTable: useDashboardTable } = pluginStores(plugin);
