// Resolves an import to the file it names and says which workspace package and layer that file
// is in, the way the bundler and the type checker see it: relative paths, and @keel/* packages
// through their node_modules symlinks and package.json `exports`.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const extensions = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.json'];

const isFile = (path) => existsSync(path) && statSync(path).isFile();
const real = (path) => (existsSync(path) ? realpathSync(path) : path);

/** The file `base` names as a module path: itself, with an extension, or its index. */
function moduleFile(base) {
  if (isFile(base)) return base;
  for (const ext of extensions) if (isFile(base + ext)) return base + ext;
  for (const ext of extensions)
    if (isFile(join(base, `index${ext}`))) return join(base, `index${ext}`);
  return null;
}

const packageJsons = new Map();

/** The parsed package.json in `dir`, or null (cached: the lint reads each once per run). */
function packageJsonIn(dir) {
  if (!packageJsons.has(dir)) {
    const file = join(dir, 'package.json');
    packageJsons.set(dir, isFile(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  }
  return packageJsons.get(dir);
}

/** The nearest directory at or above `dir` holding a package.json, or null. */
function packageDirOf(dir) {
  for (let at = dir; ; at = dirname(at)) {
    if (packageJsonIn(at)) return at;
    if (dirname(at) === at) return null;
  }
}

/** `@scope/name/sub/path` -> ['@scope/name', 'sub/path']; `name/sub` -> ['name', 'sub']. */
function splitBare(specifier) {
  const parts = specifier.split('/');
  const size = specifier.startsWith('@') ? 2 : 1;
  return [parts.slice(0, size).join('/'), parts.slice(size).join('/')];
}

const installed = new Map();

/** Where the package `name` is installed as seen from `fromDir`, through node_modules. */
function installedPackageDir(name, fromDir) {
  const key = `${fromDir}\0${name}`;
  if (!installed.has(key)) {
    let found = null;
    for (let at = fromDir; ; at = dirname(at)) {
      const candidate = join(at, 'node_modules', name);
      if (existsSync(candidate)) {
        found = realpathSync(candidate);
        break;
      }
      if (dirname(at) === at) break;
    }
    installed.set(key, found);
  }
  return installed.get(key);
}

/** The target of an `exports` entry: a string, or the first string of a conditions object. */
function exportTarget(entry) {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object')
    for (const value of Object.values(entry)) {
      const target = exportTarget(value);
      if (target) return target;
    }
  return null;
}

/**
 * The entry files a package declares in `exports` (absolute), or null when it declares none (then
 * any file of it can be named by path).
 */
export function packageEntries(pkgDir) {
  const exportsField = packageJsonIn(pkgDir)?.exports;
  if (!exportsField) return null;
  const map = typeof exportsField === 'string' ? { '.': exportsField } : exportsField;
  return new Map(
    Object.entries(map)
      .map(([key, entry]) => [key, exportTarget(entry)])
      .filter(([, target]) => target)
      .map(([key, target]) => [key, resolve(pkgDir, target)]),
  );
}

/**
 * What an import names. `file` is the absolute file (the path it would have when no such file
 * exists, so a wrong import is still placed in its package and layer); `external` is a package
 * outside the workspace (react, zod, node:fs...), left alone.
 * @returns {{ file: string, exists: boolean } | { external: string }}
 */
export function resolveImport(specifier, fromFile) {
  const fromDir = dirname(fromFile);
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const base = resolve(fromDir, specifier);
    const found = moduleFile(base);
    return { file: real(found ?? base), exists: found !== null };
  }
  const [name, sub] = splitBare(specifier);
  const pkgDir = installedPackageDir(name, fromDir);
  if (!pkgDir || pkgDir.split(sep).includes('node_modules')) return { external: name };
  const entries = packageEntries(pkgDir);
  const exported = entries?.get(sub ? `./${sub}` : '.');
  if (exported) return { file: real(exported), exists: isFile(exported) };
  const base = join(pkgDir, sub);
  // A package with `exports` does not let this path be imported: place it for the report anyway.
  const found = entries ? null : moduleFile(base);
  return { file: real(found ?? base), exists: found !== null };
}

/**
 * Which workspace package a file is in and its place there: `kind` core | plugin | sync-server |
 * other, `pluginId` for a plugin, `path` inside the package (posix), `layer` its first folder
 * (domain, client, server, testing...; plugin.ts counts as domain), or null outside any package.
 */
export function placeOf(file) {
  const pkgDir = packageDirOf(dirname(file));
  if (!pkgDir) return null;
  const name = String(packageJsonIn(pkgDir).name ?? '');
  const path = relative(pkgDir, file).split(sep).join('/');
  const first = path.split('/')[0];
  const plugin = /^@keel\/plugin-(.+)$/.exec(name);
  return {
    pkgDir,
    name,
    kind: plugin
      ? 'plugin'
      : name === '@keel/core'
        ? 'core'
        : name === '@keel/sync-server'
          ? 'sync-server'
          : 'other',
    pluginId: plugin ? plugin[1] : null,
    path,
    layer: /^plugin\.[mc]?tsx?$/.test(path) ? 'domain' : path.includes('/') ? first : null,
  };
}
