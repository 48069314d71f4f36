import {
  createContext,
  lazy,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { navGroups, type NavItem, type PluginRoute } from '@keel/core/domain';
import { matchPath } from 'react-router-dom';
import type { ClientPlugin, DashboardSlot, DiscoveredPlugin } from './types';

/** A nav item with the id of the plugin that declared it. */
export type PluginNavItem = NavItem & { pluginId: string };
/** A route with the plugin that serves it. */
export type PluginRouteEntry = PluginRoute & { pluginId: string };

/** What the shell knows about the installed plugins. */
export interface PluginsValue {
  plugins: DiscoveredPlugin[];
  navItems: PluginNavItem[];
  routes: PluginRouteEntry[];
  /** Client halves loaded so far (for dashboard cards and search providers). */
  clientPlugins: ClientPlugin[];
  /** One plugin's client half, loaded once (the same promise every time). */
  clientOf: (pluginId: string) => Promise<ClientPlugin | null>;
  /** The client half if it has loaded (null: the plugin has none), undefined while it loads. */
  loadedClient: (pluginId: string) => ClientPlugin | null | undefined;
  /** A lazy component for one page of one plugin. */
  pageComponent: (pluginId: string, page: string) => LazyExoticComponent<ComponentType>;
  /**
   * Runs the preview of the plugin page at `pathname`, if it has one, once its plugin's client half
   * has loaded; resolves when the preview does (at once for any other path).
   */
  previewRoute: (pathname: string, companyId: string) => Promise<unknown>;
}

const PluginsContext = createContext<PluginsValue | null>(null);

const missingPage = (what: string): { default: ComponentType } => ({
  default: () => {
    throw new Error(`${what} is not available`);
  },
});

/** Provides the discovered plugins; loads every client half once the shell is up. */
export function PluginsProvider({
  plugins,
  children,
}: {
  plugins: DiscoveredPlugin[];
  children: ReactNode;
}) {
  const [clientPlugins, setClientPlugins] = useState<ClientPlugin[]>([]);
  const { clientOf, loadedClient } = useMemo(() => {
    const loads = new Map<string, Promise<ClientPlugin | null>>();
    const loaded = new Map<string, ClientPlugin | null>();
    const byId = new Map(plugins.map((p) => [p.manifest.id, p]));
    return {
      clientOf(pluginId: string) {
        let load = loads.get(pluginId);
        if (!load) {
          load = (byId.get(pluginId)?.loadClient?.() ?? Promise.resolve(null)).then((client) => {
            loaded.set(pluginId, client);
            return client;
          });
          loads.set(pluginId, load);
        }
        return load;
      },
      loadedClient: (pluginId: string) => loaded.get(pluginId),
    };
  }, [plugins]);

  useEffect(() => {
    let live = true;
    void Promise.all(plugins.map((p) => clientOf(p.manifest.id))).then((loaded) => {
      if (live) setClientPlugins(loaded.filter((c): c is ClientPlugin => c !== null));
    });
    return () => {
      live = false;
    };
  }, [plugins, clientOf]);

  const value = useMemo<PluginsValue>(() => {
    const cache = new Map<string, LazyExoticComponent<ComponentType>>();
    const navItems = plugins
      .flatMap((p) => p.manifest.nav.map((n) => ({ ...n, pluginId: p.manifest.id })))
      .sort((a, b) => navGroups.indexOf(a.group) - navGroups.indexOf(b.group) || a.order - b.order);
    const routes = plugins.flatMap((p) =>
      p.manifest.routes.map((r) => ({ ...r, pluginId: p.manifest.id })),
    );
    return {
      plugins,
      navItems,
      routes,
      clientPlugins,
      clientOf,
      loadedClient,
      pageComponent(pluginId, page) {
        const key = `${pluginId}/${page}`;
        let component = cache.get(key);
        if (!component) {
          component = lazy(async () => {
            const client = await clientOf(pluginId);
            const loader = client?.pages[page];
            return loader ? loader() : missingPage(key);
          });
          cache.set(key, component);
        }
        return component;
      },
      async previewRoute(pathname, companyId) {
        const route = routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
        if (!route) return;
        const client = await clientOf(route.pluginId);
        await client?.previews[route.page]?.({ companyId });
      },
    };
  }, [plugins, clientPlugins, clientOf, loadedClient]);
  return <PluginsContext.Provider value={value}>{children}</PluginsContext.Provider>;
}

/** The installed plugins, their nav items, routes and loaded clients. */
export function usePlugins(): PluginsValue {
  const v = useContext(PluginsContext);
  if (!v) throw new Error('usePlugins needs a <PluginsProvider> above it');
  return v;
}

/** What plugins add to one place of the dashboard (cards by default), ordered. */
export function useDashboardCards(slot: DashboardSlot = 'card') {
  const { clientPlugins } = usePlugins();
  return clientPlugins
    .flatMap((c) => c.dashboardCards.map((card) => ({ ...card, pluginId: c.manifest.id })))
    .filter((card) => (card.slot ?? 'card') === slot)
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
}
