import {
  coreServiceIds,
  manifestSchema,
  resolveServices,
  type PluginManifest,
} from '@keel/core/domain';
import type { ClientPlugin, DiscoveredPlugin } from './types';

type ManifestModules = Record<string, { plugin?: unknown }>;
type ClientModules = Record<string, () => Promise<{ clientPlugin?: unknown }>>;

const folderOf = (path: string) => /plugins\/([^/]+)\//.exec(path)?.[1] ?? path;

function isClientPlugin(value: unknown): value is ClientPlugin {
  return !!value && typeof value === 'object' && 'manifest' in value && 'pages' in value;
}

/**
 * Validates globbed plugin manifests and pairs each with its lazy client module.
 * A broken manifest is logged and skipped: one bad plugin never takes the shell down.
 */
export function discoverPlugins(
  manifests: ManifestModules,
  clients: ClientModules,
  log: (msg: string) => void = console.error,
): DiscoveredPlugin[] {
  const clientByFolder = new Map(
    Object.entries(clients).map(([path, load]) => [folderOf(path), load]),
  );
  const found: DiscoveredPlugin[] = [];
  const seen = new Set<string>();
  for (const [path, mod] of Object.entries(manifests)) {
    const parsed = manifestSchema.safeParse(mod.plugin);
    if (!parsed.success) {
      log(
        `Plugin at ${path} skipped: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? 'invalid manifest'}`,
      );
      continue;
    }
    // Keep the original object: it carries the zod table schemas with their types.
    const manifest = mod.plugin as PluginManifest;
    if (seen.has(manifest.id)) {
      log(`Plugin ${manifest.id} at ${path} skipped: duplicate id`);
      continue;
    }
    seen.add(manifest.id);
    const load = clientByFolder.get(folderOf(path));
    found.push({
      manifest,
      loadClient: load
        ? async () => {
            try {
              const { clientPlugin } = await load();
              if (isClientPlugin(clientPlugin) && clientPlugin.manifest.id === manifest.id)
                return clientPlugin;
              log(`Plugin ${manifest.id}: client/index.ts has no valid clientPlugin export`);
            } catch (e) {
              log(`Plugin ${manifest.id}: client failed to load: ${String(e)}`);
            }
            return null;
          }
        : null,
    });
  }
  // A plugin whose used service nobody provides is left out, as the server leaves it out.
  const { enabled, refused } = resolveServices(
    found.map((p) => p.manifest),
    coreServiceIds,
  );
  for (const { reason } of refused) log(reason);
  return found.filter((p) => enabled.includes(p.manifest.id));
}
