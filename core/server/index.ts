export { defineServerPlugin } from './defineServerPlugin';
export { loadPlugins } from './loadPlugins';
export { FileTooLargeError } from './fileTooLargeError';
export type { LoadPluginsResult } from './loadPlugins';
export type {
  LogFn,
  LogLevel,
  MemberContext,
  NewFileMeta,
  OpenedFile,
  PluginFilesService,
  PluginDataService,
  PluginAuthService,
  SecretBox,
  StoredFile,
  ServerPluginContext,
  ServerPlugin,
  DemoCompany,
  GuardedStore,
  LedgerService,
  PostingResult,
  LoadedPlugin,
} from './types';
export { satisfiesCaret } from './loadPlugins';
