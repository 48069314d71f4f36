import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CORE_VERSION, coreServiceIds, manifestSchema, resolveServices } from '../domain';
import type { LoadedPlugin, LogFn, ServerPlugin } from './types';

/** What `loadPlugins` found: the plugins that loaded and, per skipped folder, why. */
export interface LoadPluginsResult {
  plugins: LoadedPlugin[];
  failures: { dir: string; error: string }[];
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

function isServerPlugin(value: unknown): value is ServerPlugin {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { init?: unknown }).init === 'function'
  );
}

/** Whether a version satisfies a caret range of the manifest (`^0.1`: 0.1.x; `^1.2`: >=1.2 <2). */
export function satisfiesCaret(version: string, range: string): boolean {
  const [major, minor] = version.split('.').map(Number);
  const [wantMajor, wantMinor] = range.replace('^', '').split('.').map(Number);
  if (major !== wantMajor || minor === undefined || wantMinor === undefined) return false;
  return major === 0 ? minor === wantMinor : minor >= wantMinor;
}

/** `{name}.ts`, or else the built `{name}.js` (the bundled server, scripts/lib/serverBuild.mjs). */
async function sourceOf(dir: string, name: string): Promise<string | null> {
  for (const file of [`${name}.ts`, `${name}.js`])
    if (await exists(join(dir, file))) return join(dir, file);
  return null;
}

async function loadOne(dir: string): Promise<LoadedPlugin | null> {
  const manifestFile = await sourceOf(dir, 'plugin');
  if (!manifestFile) return null;
  const mod = (await import(pathToFileURL(manifestFile).href)) as { plugin?: unknown };
  const parsed = manifestSchema.safeParse(mod.plugin);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `invalid manifest: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'missing export plugin'}`,
    );
  }
  const manifest = parsed.data;
  if (!satisfiesCaret(CORE_VERSION, manifest.coreRange))
    throw new Error(`needs core ${manifest.coreRange}, this is core ${CORE_VERSION}`);
  let server: ServerPlugin | null = null;
  const serverFile = await sourceOf(join(dir, 'server'), 'index');
  if (serverFile) {
    const serverMod = (await import(pathToFileURL(serverFile).href)) as { serverPlugin?: unknown };
    if (!isServerPlugin(serverMod.serverPlugin))
      throw new Error('server/index.ts does not export serverPlugin');
    if (serverMod.serverPlugin.id !== manifest.id)
      throw new Error(
        `serverPlugin id ${serverMod.serverPlugin.id} differs from manifest id ${manifest.id}`,
      );
    server = serverMod.serverPlugin;
    assertProvisionsMatch(manifest.provides, server);
  }
  return { manifest, server, dir };
}

/** The server half makes exactly the services its manifest says it provides, each once. */
function assertProvisionsMatch(provides: readonly string[], server: ServerPlugin): void {
  const made = (server.services ?? []).map((provision) => provision.ref.id);
  const twice = made.filter((id, i) => made.indexOf(id) !== i);
  if (twice.length > 0) throw new Error(`server/index.ts provides ${twice[0]} twice`);
  const undeclared = made.filter((id) => !provides.includes(id));
  if (undeclared.length > 0)
    throw new Error(
      `server/index.ts provides ${undeclared.join(', ')}, which plugin.ts does not list in provides`,
    );
}

/**
 * Discovers `plugins/*\/plugin.ts` (export `plugin`) and `plugins/*\/server/index.ts` (export
 * `serverPlugin`). Each folder is loaded on its own guard: a broken one is logged and skipped.
 */
export async function loadPlugins(
  pluginsDir: string,
  log: LogFn = () => {},
): Promise<LoadPluginsResult> {
  const result: LoadPluginsResult = { plugins: [], failures: [] };
  const entries = await readdir(pluginsDir, { withFileTypes: true }).catch(() => []);
  const seen = new Set<string>(['core']);
  for (const entry of entries
    .filter((e) => e.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = join(pluginsDir, entry.name);
    try {
      const loaded = await loadOne(dir);
      if (!loaded) continue;
      if (seen.has(loaded.manifest.id))
        throw new Error(`duplicate plugin id ${loaded.manifest.id}`);
      seen.add(loaded.manifest.id);
      result.plugins.push(loaded);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      result.failures.push({ dir, error: message });
      log('error', `Plugin in ${dir} skipped: ${message}`);
    }
  }
  return withServicesResolved(result, log);
}

/** Leaves out, with the reason logged, every plugin that uses a service nobody running provides. */
function withServicesResolved(found: LoadPluginsResult, log: LogFn): LoadPluginsResult {
  const { refused } = resolveServices(
    found.plugins.map((p) => p.manifest),
    coreServiceIds,
  );
  if (refused.length === 0) return found;
  const reasons = new Map(refused.map((r) => [r.pluginId, r.reason]));
  for (const { reason } of refused) log('error', reason);
  return {
    plugins: found.plugins.filter((p) => !reasons.has(p.manifest.id)),
    failures: [
      ...found.failures,
      ...found.plugins.flatMap((p) => {
        const reason = reasons.get(p.manifest.id);
        return reason ? [{ dir: p.dir, error: reason }] : [];
      }),
    ],
  };
}
