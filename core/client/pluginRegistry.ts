import { discoverPlugins, type DiscoveredPlugin } from './plugins';

// Manifests are small data and eager; client code is split per plugin and loaded on demand.
// Adding a folder under plugins/ is the whole install step: these globs find it at build time.
const manifestModules = import.meta.glob<{ plugin?: unknown }>('../../plugins/*/plugin.ts', {
  eager: true,
});
const clientModules = import.meta.glob<{ clientPlugin?: unknown }>(
  '../../plugins/*/client/index.ts',
);

/** Every plugin of this build, found by glob over plugins/* at build time. */
export const installedPlugins: DiscoveredPlugin[] = discoverPlugins(manifestModules, clientModules);
