import type { ComponentType } from 'react';
import type { PluginManifest } from '@keel/core/domain';
import type { Store } from 'tinybase';

/** Loads one page module; React.lazy needs its default export. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** A card a plugin adds to the dashboard; loaded lazily like a page. */
export interface DashboardCard {
  id: string;
  title: string;
  order?: number;
  load: PageLoader;
}

/** One hit of a search provider: a record the command palette can open. */
export interface SearchResult {
  id: string;
  label: string;
  description?: string;
  path: string;
}

/** What a search provider may read: the company's plugin stores. */
export interface SearchContext {
  getStore: (pluginId: string) => Store | undefined;
}

/** Searches a plugin's records for the command palette. */
export interface SearchProvider {
  id: string;
  label: string;
  search: (query: string, ctx: SearchContext) => SearchResult[] | Promise<SearchResult[]>;
}

/** The client half of a plugin: its manifest and typed contributions. */
export interface ClientPlugin<P extends string = string> {
  manifest: PluginManifest;
  pages: Record<P, PageLoader>;
  dashboardCards: DashboardCard[];
  searchProviders: SearchProvider[];
}

/** A plugin found at build time: the validated manifest and, if it has one, its lazy client. */
export interface DiscoveredPlugin {
  manifest: PluginManifest;
  loadClient: (() => Promise<ClientPlugin | null>) | null;
}
