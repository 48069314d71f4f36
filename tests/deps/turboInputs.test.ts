import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const plugins = readdirSync(join(root, 'plugins'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

interface DryTask {
  taskId: string;
  directory: string;
  inputs: Record<string, string>;
}

/** What turbo would hash for each task, without running any (paths relative to the root). */
function plannedInputs(): { tasks: Map<string, Set<string>>; global: Set<string> } {
  const json = execFileSync(
    join(root, 'node_modules', '.bin', 'turbo'),
    ['run', 'test', 'typecheck', 'lint', '--dry=json'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    },
  );
  const plan = JSON.parse(json) as {
    tasks: DryTask[];
    globalCacheInputs: { files: Record<string, string> };
  };
  const tasks = new Map(
    plan.tasks.map((task) => [
      task.taskId,
      new Set(
        Object.keys(task.inputs).map((file) => relative(root, resolve(root, task.directory, file))),
      ),
    ]),
  );
  return { tasks, global: new Set(Object.keys(plan.globalCacheInputs.files)) };
}

const { tasks, global } = plannedInputs();
const reads = (taskId: string, folder: string) =>
  [...(tasks.get(taskId) ?? [])].some((file) => file.startsWith(`${folder}/`));

/** The suites that load real plugins: the server harness starts every one of plugins/. */
const suitesLoadingPlugins = [
  '@keel/sync-server#test',
  '@keel/storybook#test',
  '@keel/tests#test',
  ...plugins.map((id) => `@keel/plugin-${id}#test`),
];

describe("turbo's cache keys cover what each suite loads, so a cached pass hides no break", () => {
  it.each(suitesLoadingPlugins)('%s is keyed on every plugin', (taskId) => {
    expect(tasks.has(taskId), taskId).toBe(true);
    for (const id of plugins) expect(reads(taskId, `plugins/${id}`), `plugins/${id}`).toBe(true);
  });

  it.each(suitesLoadingPlugins.filter((id) => id !== '@keel/storybook#test'))(
    '%s is keyed on the core and the sync server it runs on',
    (taskId) => {
      expect(reads(taskId, 'core')).toBe(true);
      expect(reads(taskId, 'sync-server')).toBe(true);
    },
  );

  it('type checks are keyed on the core (and the packages) they check against', () => {
    for (const taskId of [...tasks.keys()].filter(
      (id) => id.endsWith('#typecheck') && id !== '@keel/core#typecheck',
    )) {
      expect(reads(taskId, 'core'), taskId).toBe(true);
      for (const id of plugins) expect(reads(taskId, `plugins/${id}`), taskId).toBe(true);
    }
  });

  it('every task is keyed on the shared TypeScript, Vitest and ESLint settings', () => {
    for (const file of [
      'tsconfig.json',
      'vitest.shared.ts',
      'vitest.setup.ts',
      'eslint.config.js',
      'eslint-rules/boundaries.js',
    ])
      expect(global.has(file), file).toBe(true);
  });
});
