import { pluginStores } from '@keel/core/client';
import { plugin } from '../plugin';

/** Payroll's own store (its restricted document's), its table and cell ids typed from plugin.ts. */
export const {
  useStore: usePayrollStore,
  useTable: usePayrollTable,
  storeIn: payrollStoreIn,
} = pluginStores(plugin);
