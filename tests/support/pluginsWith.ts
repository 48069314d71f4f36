import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const installed = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'plugins');

/** A plugins folder for a test server, and how to remove it. */
export interface PluginsFolder {
  dir: string;
  remove(): Promise<void>;
}

/**
 * A plugins folder holding every installed plugin and the given fixture plugin folders: each as a
 * folder whose plugin.ts and server/index.ts re-export the real ones, so the server loads them as
 * it loads the installed plugins.
 */
export async function pluginsWith(fixtures: readonly string[]): Promise<PluginsFolder> {
  const dir = await mkdtemp(join(tmpdir(), 'keel-plugins-'));
  const sources = [
    ...(await readdir(installed, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(installed, entry.name)),
    ...fixtures,
  ];
  for (const source of sources) {
    if (!existsSync(join(source, 'plugin.ts'))) continue;
    const into = join(dir, basename(source));
    await mkdir(join(into, 'server'), { recursive: true });
    await writeFile(
      join(into, 'plugin.ts'),
      `export { plugin } from '${join(source, 'plugin.ts')}';\n`,
    );
    const server = join(source, 'server', 'index.ts');
    if (existsSync(server))
      await writeFile(
        join(into, 'server', 'index.ts'),
        `export { serverPlugin } from '${server}';\n`,
      );
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
