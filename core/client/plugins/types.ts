import type { ComponentType } from 'react';
import type { PluginManifest, ServiceRef } from '@keel/core/domain';
import type { Store } from 'tinybase';

/** One service a plugin provides in the browser: a hook, called by `useService` in the user's component. */
export interface ClientServiceProvision<T = unknown> {
  ref: ServiceRef<unknown, T>;
  /** A React hook answering the service for the open company; keep its result stable (memoized). */
  use: () => T;
}

/** Loads one page module; React.lazy needs its default export. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** A card a plugin adds to the dashboard; loaded lazily like a page. */
export interface DashboardCard {
  id: string;
  title: string;
  order?: number;
  /**
   * Where on the dashboard it goes (spec 000 section 2.5): 'card' (default) a card of its own;
   * 'tile' one of the small clickable figures in the row at the top; 'action' a button of the AI
   * Operations Center. The component renders the whole card, tile or button.
   */
  slot?: DashboardSlot;
  load: PageLoader;
}

/** The places on the dashboard a plugin can fill. */
export type DashboardSlot = 'card' | 'tile' | 'action';

/** One hit of a search provider: a record the command palette can open. */
export interface SearchResult {
  /** Unique among the provider's hits. */
  id: string;
  label: string;
  /** What kind of record it is and what tells it apart, e.g. "Invoice · Net 30". */
  description?: string;
  /** The plugin's screen with this record opened, e.g. `/invoices?invoice=in-7`. */
  path: string;
}

/** What a search provider may read: the plugin stores of the document it searches. */
export interface SearchContext {
  getStore: (pluginId: string) => Store | undefined;
}

/**
 * Searches a plugin's records for the Ctrl/Cmd-K palette. It is asked on every change of the
 * query while the palette is open, so it reads the stores it is given (no requests).
 */
export interface SearchProvider {
  id: string;
  label: string;
  /**
   * The restricted scope (one of the manifest's `scopes`) whose document holds the records. The
   * palette opens that document only while it is open and only for members whose role may read
   * the scope, and asks this provider for no one else. Without it: the company document.
   */
  scope?: string;
  search: (query: string, ctx: SearchContext) => SearchResult[] | Promise<SearchResult[]>;
}

/** What a page's preview is told. */
export interface PreviewContext {
  companyId: string;
}

/**
 * Fetches what a page shows while the company's live document loads, when the document is opened
 * with the page's route on screen (a sign-in, a reload, a company switch). Resolves once that is
 * on screen, or once there is nothing to show: the document's load waits for it (at most
 * BEFORE_LOAD_MAX_MS), because loading a large document holds the main thread for seconds.
 */
export type PagePreview = (context: PreviewContext) => Promise<unknown>;

/** The client half of a plugin: its manifest and typed contributions. */
export interface ClientPlugin<P extends string = string> {
  manifest: PluginManifest;
  pages: Record<P, PageLoader>;
  previews: Partial<Record<P, PagePreview>>;
  dashboardCards: DashboardCard[];
  searchProviders: SearchProvider[];
  /** The services this plugin provides in the browser. */
  services: readonly ClientServiceProvision[];
}

/** A plugin found at build time: the validated manifest and, if it has one, its lazy client. */
export interface DiscoveredPlugin {
  manifest: PluginManifest;
  loadClient: (() => Promise<ClientPlugin | null>) | null;
}
