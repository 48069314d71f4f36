import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { corePages, isAppPage, type PluginManifest } from '@keel/core/domain';
import { trainingModules } from '@keel/plugin-training/domain/public';

// Issue 19: the lessons name the Keel screen where their work is done; a screen renamed or gone
// must fail here, not mislead a learner.
const pluginsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'plugins');

async function installedManifests(): Promise<PluginManifest[]> {
  const manifests: PluginManifest[] = [];
  for (const entry of await readdir(pluginsDir, { withFileTypes: true }))
    if (entry.isDirectory()) {
      const loaded = (await import(join(pluginsDir, entry.name, 'plugin.ts'))) as {
        plugin: PluginManifest;
      };
      manifests.push(loaded.plugin);
    }
  return manifests;
}

describe("the screens the training's lessons name", () => {
  it('each exists, under the title it is shown with', async () => {
    const manifests = await installedManifests();
    const titleOf = (path: string) =>
      manifests.flatMap((m) => m.routes).find((r) => r.path === path)?.title;
    const named = trainingModules.flatMap((m) =>
      m.lessons.map((l) => ({ lesson: `${m.id}/${l.id}`, ...l.screen })),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const { lesson, path, label } of named) {
      expect(isAppPage(path, manifests), `${lesson}: ${path}`).toBe(true);
      if (!Object.values<string>(corePages).includes(path))
        expect(titleOf(path), `${lesson}: ${path}`).toBe(label);
    }
  });
});
