import { coreManifest, type PluginManifest } from '@keel/core/domain';
import { discoverPlugins, type DiscoveredPlugin } from '@keel/core/client';

// The same globs as the app's registry: a new plugin folder shows up in Storybook with no edit here.
const manifestModules = import.meta.glob<{ plugin?: unknown }>('../../plugins/*/plugin.ts', {
  eager: true,
});
const clientModules = import.meta.glob<{ clientPlugin?: unknown }>(
  '../../plugins/*/client/index.ts',
);

/** Every plugin found under plugins/, validated, each with its lazy client half. */
export const installedPlugins: DiscoveredPlugin[] = discoverPlugins(manifestModules, clientModules);

/** The core's manifest and every installed plugin's: the stores a story's company document binds. */
export const installedManifests: PluginManifest[] = [
  coreManifest,
  ...installedPlugins.map((p) => p.manifest),
];
