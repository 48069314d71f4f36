// `npm test`: installs what the tests need, then runs every suite through turbo (lint, typecheck,
// unit, server integration, browser, Storybook build) plus Prettier, and ends with one total line.
import { execSync, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/ensureInstalled.mjs';
import { ensureDebianPackages } from './lib/ensureDebianPackages.mjs';
import { collectTurboChecks, collectVitestReports, workspaceDirs } from './lib/summary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled(root);
ensureDebianPackages();

const dirs = workspaceDirs(root);
for (const dir of dirs) rmSync(join(root, dir, '.vitest-report.json'), { force: true });
rmSync(join(root, '.turbo', 'runs'), { recursive: true, force: true });

const turbo = spawnSync(
  'npx',
  [
    'turbo',
    'run',
    'lint',
    'typecheck',
    'test',
    '--continue',
    '--summarize',
    '--output-logs=errors-only',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
  },
);

let formatOk = true;
try {
  execSync('npx prettier --check . --log-level warn', { cwd: root, stdio: 'inherit' });
} catch {
  formatOk = false;
}

const suites = collectVitestReports(root, dirs);
const checks = [...collectTurboChecks(root), { name: 'prettier --check', ok: formatOk }];
let passed = 0;
let failed = 0;
console.log('\nSummary');
for (const suite of suites) {
  console.log(`  ${suite.name}: ${suite.passed} passed, ${suite.failed} failed`);
  passed += suite.passed;
  failed += suite.failed;
}
for (const check of checks) {
  console.log(`  ${check.name}: ${check.ok ? 'ok' : 'FAILED'}`);
  if (check.ok) passed += 1;
  else failed += 1;
}
if (turbo.status !== 0 && failed === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
