import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: the scaffold script is plain JavaScript with no type declarations
import { createPlugin } from '../../scripts/create-plugin.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

/** A throwaway copy of the workspace's shared files, so the scaffold never touches plugins/. */
function scratchWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'keel-scaffold-'));
  for (const file of ['tsconfig.json', 'eslint.config.js', 'node_modules', 'package.json']) {
    symlinkSync(join(root, file), join(dir, file));
  }
  for (const file of ['vitest.shared.ts', 'vitest.setup.ts'])
    copyFileSync(join(root, file), join(dir, file));
  mkdirSync(join(dir, 'plugins'));
  return dir;
}

let workspace: string;
let pluginDir: string;

beforeAll(() => {
  workspace = scratchWorkspace();
  pluginDir = createPlugin('field-notes', {
    pluginsDir: join(workspace, 'plugins'),
    install: false,
  }) as string;
});
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe('npm run create-plugin', () => {
  it('creates a plugin with a manifest, page, story, table, server route and tests', () => {
    for (const file of [
      'plugin.ts',
      'domain/schema.ts',
      'domain/routes.ts',
      'client/index.ts',
      'client/stores.ts',
      'client/pages/FieldNotesPage.tsx',
      'client/pages/FieldNotesPage.stories.tsx',
      'client/pages/FieldNotesPage.test.tsx',
      'server/index.ts',
      'server/routes/items.ts',
      'server/routes/items.test.ts',
    ]) {
      expect(existsSync(join(pluginDir, file)), file).toBe(true);
    }
  });

  it('shows the seam: store hooks and routes typed from the manifest, and a service it uses', () => {
    const read = (file: string) => readFileSync(join(pluginDir, file), 'utf8');
    expect(read('plugin.ts')).toContain('uses: [clockServiceRef.id]');
    expect(read('client/stores.ts')).toContain('pluginStores(plugin)');
    expect(read('client/pages/FieldNotesPage.tsx')).toContain('useService(clockServiceRef)');
    expect(read('server/routes/items.ts')).toContain('services.get(clockServiceRef)');
    // No typed-in plugin id or /api/ path in the page: both come from the manifest.
    expect(read('client/pages/FieldNotesPage.tsx')).not.toMatch(/'field-notes'|['"`]\/api\//);
  });

  it('refuses a bad or taken name, naming the problem', () => {
    expect(() =>
      createPlugin('Bad Name', { pluginsDir: join(workspace, 'plugins'), install: false }),
    ).toThrow(/name: use kebab-case/);
    expect(() =>
      createPlugin('field-notes', { pluginsDir: join(workspace, 'plugins'), install: false }),
    ).toThrow(/already exists/);
  });

  it('passes typecheck, lint and its own tests unchanged', () => {
    const run = (command: string, args: string[]) =>
      execFileSync(command, args, {
        cwd: pluginDir,
        encoding: 'utf8',
        stdio: 'pipe',
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      });
    run(bin('tsc'), ['--noEmit', '-p', '.']);
    run(bin('eslint'), ['.']);
    const output = run(bin('vitest'), ['run']);
    expect(output).toMatch(/Tests\s+\d+ passed/);
    expect(output).not.toMatch(/failed/);
  }, 180_000);
});
