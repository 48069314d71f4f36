export { defineServerPlugin } from './defineServerPlugin';
export { loadPlugins } from './loadPlugins';
export type { LoadPluginsResult } from './loadPlugins';
export type {
  LogFn,
  LogLevel,
  MemberContext,
  PluginDataService,
  PluginAuthService,
  SecretBox,
  ServerPluginContext,
  ServerPlugin,
  LoadedPlugin,
} from './types';
export { satisfiesCaret } from './loadPlugins';
