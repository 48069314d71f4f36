export { openCompanySync } from './openCompanySync';
export { bindPluginStores } from './bindPluginStores';
export type { BoundStores } from './bindPluginStores';
export {
  CompanySyncProvider,
  useCompanySync,
  useSyncState,
  usePluginStore,
  useTable,
  useRow,
  useCell,
} from './hooks';
export { pluginStores } from './pluginStores';
export type { PluginStores, StoredManifest, TableIdOf, CellIdOf } from './pluginStores';
export type { CompanySync, OpenCompanySyncOptions, SyncState, SyncStatus } from './types';
export { deleteOfflineCopies, listOfflineCopies, offlineCopyName } from './offlineCopies';
