import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const storybookDir = import.meta.dirname;
const repoRoot = resolve(storybookDir, '..');
const run = promisify(execFile);

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  importPath: string;
}

/** Every *.stories.tsx below `dir`, as repo-relative paths with forward slashes. */
function storyFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx') && !file.split(sep).includes('node_modules'))
    .map((file) => relative(repoRoot, join(dir, file)).split(sep).join('/'));
}

/** Plugin folder names that have a client/ half (so they must show at least one story). */
function pluginsWithClient(): string[] {
  return readdirSync(join(repoRoot, 'plugins'), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(repoRoot, 'plugins', entry.name, 'client')),
    )
    .map((entry) => entry.name);
}

/** The storybook CLI's script, run with this Node so no shell or npx sits in between. */
function storybookBin(): string {
  const pkgPath = createRequire(import.meta.url).resolve('storybook/package.json');
  const { bin } = JSON.parse(readFileSync(pkgPath, 'utf8')) as {
    bin: string | Record<string, string>;
  };
  return join(dirname(pkgPath), typeof bin === 'string' ? bin : (bin.storybook ?? ''));
}

describe('Storybook', () => {
  let outDir = '';
  let stories: IndexEntry[] = [];

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'keel-storybook-'));
    try {
      await run(process.execPath, [storybookBin(), 'build', '-o', outDir, '--quiet'], {
        cwd: storybookDir,
        env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
        timeout: 180_000,
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      // The build's own output names the story file that broke it; keep it in the failure.
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`storybook build failed:\n${`${stdout}\n${stderr}`.slice(-4000)}`, {
        cause: error,
      });
    }
    const index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    };
    stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  });

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  const importedFiles = () =>
    new Set(
      stories.map((s) =>
        relative(repoRoot, resolve(storybookDir, s.importPath)).split(sep).join('/'),
      ),
    );

  it('indexes every story file of the core and of every plugin', () => {
    const onDisk = [
      ...storyFilesUnder(join(repoRoot, 'core', 'client')),
      ...pluginsWithClient().flatMap((name) =>
        storyFilesUnder(join(repoRoot, 'plugins', name, 'client')),
      ),
    ];
    expect(onDisk.length).toBeGreaterThan(0);
    const indexed = importedFiles();
    expect(onDisk.filter((file) => !indexed.has(file))).toEqual([]);
  });

  it('shows at least one story for every plugin with a client', () => {
    const indexed = [...importedFiles()];
    const without = pluginsWithClient().filter(
      (name) => !indexed.some((file) => file.startsWith(`plugins/${name}/client/`)),
    );
    expect(without).toEqual([]);
  });
});
