export { defineServerPlugin } from './defineServerPlugin';
export { loadPlugins } from './loadPlugins';
export { provideService } from './provideService';
export { FileTooLargeError } from './fileTooLargeError';
export { CompanyListeners } from './companyListeners';
export { SealedCompanyFile } from './sealedCompanyFile';
export type { SealedFileShape } from './sealedCompanyFile';
export type { LoadPluginsResult } from './loadPlugins';
export type {
  LogFn,
  LogLevel,
  MemberContext,
  NewFileMeta,
  OpenedFile,
  PluginFilesService,
  PluginDataService,
  KeptSummary,
  StoreSummary,
  PluginAuthService,
  PluginRecordsService,
  SignedInUser,
  SecretBox,
  StoredFile,
  ServerPluginContext,
  ServerPlugin,
  PluginServices,
  ServiceProvision,
  DemoCompany,
  GuardedStore,
  LoadedPlugin,
} from './types';
export { satisfiesCaret } from './loadPlugins';
