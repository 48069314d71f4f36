import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Sums passed / failed tests from every package's vitest JSON report. */
export function collectVitestReports(root, packageDirs) {
  const suites = [];
  for (const dir of packageDirs) {
    const file = join(root, dir, '.vitest-report.json');
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    suites.push({
      name: dir,
      passed: report.numPassedTests,
      failed: report.numFailedTests || report.numFailedTestSuites,
    });
  }
  return suites;
}

/** Reads turbo's run summary: one check per non-test task (lint, typecheck), passed or failed. */
export function collectTurboChecks(root) {
  const runs = join(root, '.turbo', 'runs');
  if (!existsSync(runs)) return [];
  const latest = readdirSync(runs)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .at(-1);
  if (!latest) return [];
  const summary = JSON.parse(readFileSync(join(runs, latest), 'utf8'));
  return summary.tasks
    .filter(
      (task) => task.task !== 'test' && task.task !== 'build' && task.command !== '<NONEXISTENT>',
    )
    .map((task) => ({ name: task.taskId, ok: task.execution?.exitCode === 0 }));
}

/** Every workspace directory that may hold a vitest report. */
export function workspaceDirs(root) {
  const plugins = readdirSync(join(root, 'plugins')).map((name) => `plugins/${name}`);
  return ['core', 'sync-server', 'tests', 'storybook', ...plugins];
}
