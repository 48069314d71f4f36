import type { PluginManifest } from '@keel/core/domain';
import type {
  ClientPlugin,
  ClientServiceProvision,
  DashboardCard,
  PageLoader,
  PagePreview,
  SearchProvider,
} from './types';

/** The contributions a plugin's client/index.ts binds to its manifest. */
export interface ClientContributions<P extends string> {
  /** One lazy loader per page named in manifest.routes: the type checker insists on each. */
  pages: Record<P, PageLoader>;
  /** What a page shows while the live document loads (optional, per page). */
  previews?: Partial<Record<P, PagePreview>>;
  dashboardCards?: DashboardCard[];
  searchProviders?: SearchProvider[];
  /** The services this plugin provides in the browser: ids its manifest lists in `provides`. */
  services?: readonly ClientServiceProvision[];
}

/**
 * Binds a manifest's routes to lazy pages. Export the result as `clientPlugin` from
 * `plugins/<id>/client/index.ts`; the shell finds it, no core edit needed.
 */
export function defineClientPlugin<P extends string>(
  manifest: PluginManifest & { routes: { page: P }[] },
  contributions: ClientContributions<NoInfer<P>>,
): ClientPlugin<P> {
  const given: Partial<Record<string, PageLoader>> = contributions.pages;
  const missing = manifest.routes.map((r) => r.page).filter((p) => typeof given[p] !== 'function');
  if (missing.length)
    throw new Error(`Plugin ${manifest.id}: no page given for ${missing.join(', ')}`);
  const undeclared = (contributions.services ?? [])
    .map((provision) => provision.ref.id)
    .filter((id) => !manifest.provides.includes(id));
  if (undeclared.length)
    throw new Error(
      `Plugin ${manifest.id}: provides ${undeclared.join(', ')} without listing it in plugin.ts provides`,
    );
  return {
    manifest,
    pages: contributions.pages,
    previews: contributions.previews ?? {},
    dashboardCards: contributions.dashboardCards ?? [],
    searchProviders: contributions.searchProviders ?? [],
    services: contributions.services ?? [],
  };
}
