// The server as plain JavaScript for `npm start`: the sync server's entry and every plugin's
// plugin.ts and server/index.ts bundled by esbuild into sync-server/dist, so production does not
// compile TypeScript in the process through tsx (74 MiB of the server's RSS at start,
// docs/benchmarks.md, "Storage"). Packages from node_modules stay outside the bundle and load
// from where the source resolves them; Keel's own workspaces (@keel/*) are bundled, once each.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const SKIP = new Set(['node_modules', 'dist', '.turbo', 'storybook-static']);

function listSources(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listSources(path, out);
    else if (/\.(ts|tsx|sql|json)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name))
      out.push(path);
  }
  return out;
}

/** A fingerprint of everything the server bundle is built from (paths, sizes, mtimes). */
function serverSourceFingerprint(root) {
  const files = ['core', 'plugins', 'sync-server']
    .flatMap((dir) => listSources(join(root, dir), []))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${relative(root, file)}:${size}:${mtimeMs}\n`);
  }
  hash.update(readFileSync(join(root, 'package-lock.json')));
  return hash.digest('hex');
}

/** Where the built server's entry is, and the folder of its plugins. */
export function serverBuildPaths(root) {
  const outdir = join(root, 'sync-server', 'dist');
  return { outdir, main: join(outdir, 'main.js'), pluginsDir: join(outdir, 'plugins') };
}

/**
 * Keeps each source file's own location where it asks for it (`import.meta.dirname`/`url`:
 * main.ts finds the repository from it, the PostgreSQL migrations their SQL files), and leaves
 * every package but Keel's own out of the bundle, imported by the absolute path the source
 * resolves it to (a plugin's own node_modules included).
 */
function keepSourcePlaces(root) {
  return {
    name: 'keel-source-places',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith('@keel/') || args.path.startsWith('node:')) return undefined;
        if (args.pluginData === 'resolving') return undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'resolving',
        });
        if (found.errors.length > 0 || !found.path.includes('node_modules')) return undefined;
        return { path: pathToFileURL(found.path).href, external: true };
      });
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes('node_modules') || !args.path.startsWith(root)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.')) return undefined;
        const contents = source
          .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * Bundles `main` (the server's entry) and every plugin into `outdir`: `outdir/main.js`, and
 * `outdir/plugins/{id}/plugin.js` and `server/index.js` for PLUGINS_DIR.
 */
export async function buildServer(root, outdir, main) {
  const { build } = await import('esbuild');
  const entryPoints = { main };
  for (const id of readdirSync(join(root, 'plugins')).sort()) {
    const dir = join(root, 'plugins', id);
    if (existsSync(join(dir, 'plugin.ts')))
      entryPoints[`plugins/${id}/plugin`] = join(dir, 'plugin.ts');
    if (existsSync(join(dir, 'server', 'index.ts')))
      entryPoints[`plugins/${id}/server/index`] = join(dir, 'server', 'index.ts');
  }
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [keepSourcePlaces(root)],
  });
  writeFileSync(join(outdir, 'package.json'), '{ "type": "module" }\n');
}

/** Bundles the server unless sync-server/dist was built from the same sources. */
export async function ensureServerBuild(root) {
  const { outdir } = serverBuildPaths(root);
  const stamp = join(outdir, '.build-stamp');
  const fingerprint = serverSourceFingerprint(root);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return false;
  console.log('Building the server...');
  await buildServer(root, outdir, join(root, 'sync-server', 'src', 'main.ts'));
  writeFileSync(stamp, fingerprint);
  return true;
}
