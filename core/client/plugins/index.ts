export { defineClientPlugin } from './defineClientPlugin';
export type { ClientContributions } from './defineClientPlugin';
export type {
  ClientPlugin,
  ClientServiceProvision,
  DashboardCard,
  DashboardSlot,
  DiscoveredPlugin,
  PageLoader,
  PagePreview,
  PreviewContext,
  SearchContext,
  SearchProvider,
  SearchResult,
} from './types';
export { discoverPlugins } from './discover';
export { PluginsProvider, usePlugins, useDashboardCards } from './PluginsContext';
export type { PluginsValue, PluginNavItem, PluginRouteEntry } from './PluginsContext';
export { PluginPage } from './PluginPage';
export { PluginErrorBoundary } from './PluginErrorBoundary';
export { provideClientService, useService, useOptionalService, RenderingPlugin } from './services';
export { PluginIcon } from './icons';
