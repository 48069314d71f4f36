import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { corePages, isAppPage, type PluginManifest } from '@keel/core/domain';
import { manualTabs, parseMarkup } from '@keel/plugin-manual/domain/public';

// Issue 19: the user manual says how to do things in Keel as it is. Every screen it links, every
// button, tab, field or heading it names in bold, and every setting it names must exist, so a
// label renamed or a screen gone fails here instead of misleading a reader.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pluginsDir = join(root, 'plugins');

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

/** The text of every source file a person's screen is made from: no tests, no stories. */
async function sourceOf(dir: string): Promise<string> {
  const texts: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const name = entry.name;
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(name) || /\.(test|stories)\.tsx?$/.test(name))
      continue;
    const path = join(entry.parentPath, name);
    if (path.includes('node_modules') || path.includes(`${join('/', 'dist', '/')}`)) continue;
    texts.push(await readFile(path, 'utf8'));
  }
  return texts.join('\n');
}

/** Where an area's labels live: the core's client and domain, or a plugin's client and domain. */
async function areaSource(area: string): Promise<string> {
  const base = area === 'core' ? join(root, 'core') : join(pluginsDir, area);
  return (await Promise.all([sourceOf(join(base, 'client')), sourceOf(join(base, 'domain'))])).join(
    '\n',
  );
}

/** The READMEs that document the server's settings. */
async function settingsDocs(): Promise<string> {
  const readmes = [join(root, 'README.md'), join(root, 'sync-server', 'README.md')];
  for (const entry of await readdir(pluginsDir, { withFileTypes: true }))
    if (entry.isDirectory()) readmes.push(join(pluginsDir, entry.name, 'README.md'));
  const texts = await Promise.all(readmes.map((p) => readFile(p, 'utf8').catch(() => '')));
  return texts.join('\n');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the source shows `label` whole: as a JSX text, a string or an attribute, not as part of
 * a longer label ("Reconcile" is not found in "Reconciliations").
 */
function shownIn(source: string, label: string): boolean {
  return new RegExp(`(?:^|[>'"\`\\s])${escaped(label)}(?:$|[<'"\`\\n])`, 'm').test(source);
}

const sections = manualTabs.flatMap((tab) =>
  tab.sections.map((section) => ({
    at: `${tab.id}/${section.id}`,
    where: section.where,
    parts: [...section.paragraphs, ...section.steps].flatMap(parseMarkup),
  })),
);

describe('the user manual', () => {
  it('has the 8 tabs progress is counted over, each with sections', () => {
    expect(manualTabs).toHaveLength(8);
    expect(manualTabs.slice(0, 4).map((t) => t.label)).toEqual([
      'Quick Start',
      'AI Features',
      'Workflows',
      'Video Training',
    ]);
    expect(manualTabs.at(-1)?.label).toBe('Support');
  });

  it('links only to screens that exist, under the title they are shown with', async () => {
    const manifests = await installedManifests();
    const core = await areaSource('core');
    const titleOf = (path: string) =>
      manifests.flatMap((m) => m.routes).find((r) => r.path === path)?.title;
    const links = sections.flatMap(({ at, parts }) =>
      parts.flatMap((p) => (p.kind === 'link' ? [{ at, ...p }] : [])),
    );
    expect(links.length).toBeGreaterThan(20);
    for (const { at, path, text } of links) {
      expect(isAppPage(path, manifests), `${at}: ${path}`).toBe(true);
      if (Object.values<string>(corePages).includes(path))
        expect(core.includes(text), `${at}: core page ${path} called "${text}"`).toBe(true);
      else expect(titleOf(path), `${at}: ${path}`).toBe(text);
    }
  });

  it('names only buttons, tabs, fields and headings that exist where it says', async () => {
    const manifests = await installedManifests();
    const areas = new Set(['core', ...manifests.map((m) => m.id)]);
    const sources = new Map<string, string>();
    for (const area of areas) sources.set(area, await areaSource(area));
    let named = 0;
    const missing: string[] = [];
    for (const { at, where, parts } of sections) {
      for (const area of where) expect(areas.has(area), `${at}: unknown area ${area}`).toBe(true);
      for (const part of parts) {
        if (part.kind !== 'label') continue;
        named += 1;
        if (!where.some((area) => shownIn(sources.get(area) ?? '', part.text)))
          missing.push(`${at}: "${part.text}" is not in ${where.join(', ')}`);
      }
    }
    expect(missing).toEqual([]);
    expect(named).toBeGreaterThan(100);
  });

  it('names only settings the READMEs document, and commands the README gives', async () => {
    const docs = await settingsDocs();
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    const codes = sections.flatMap(({ at, parts }) =>
      parts.flatMap((p) => (p.kind === 'code' ? [{ at, text: p.text }] : [])),
    );
    expect(codes.length).toBeGreaterThan(5);
    for (const { at, text } of codes)
      if (/^[A-Z][A-Z0-9_]+$/.test(text))
        expect(docs.includes(`\`${text}\``), `${at}: setting ${text}`).toBe(true);
      else expect(readme.includes(text), `${at}: command ${text}`).toBe(true);
  });
});
