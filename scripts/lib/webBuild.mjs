import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { join, relative } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.turbo', 'storybook-static']);

function listSources(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listSources(path, out);
    else if (!/\.(test|stories)\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** A fingerprint of everything the web bundle is built from (paths, sizes, mtimes). */
export function webSourceFingerprint(root) {
  const files = [
    ...listSources(join(root, 'core'), []),
    ...listSources(join(root, 'plugins'), []),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${relative(root, file)}:${size}:${mtimeMs}\n`);
  }
  hash.update(readFileSync(join(root, 'package-lock.json')));
  return hash.digest('hex');
}

/** Builds the web app unless core/dist was built from the same sources. */
export function ensureWebBuild(root) {
  const stamp = join(root, 'core', 'dist', '.build-stamp');
  const fingerprint = webSourceFingerprint(root);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return false;
  console.log('Building the web app...');
  execSync('npx vite build', { cwd: join(root, 'core'), stdio: 'inherit' });
  writeFileSync(stamp, fingerprint);
  return true;
}
