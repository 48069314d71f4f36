import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

/** How many keel/no-api-paths errors ESLint gives `source` as if it were `file`. */
async function apiPaths(file: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(source, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'keel/no-api-paths').length;
}

const spelledOut = [
  "export const path = '/api/payroll/run';\n",
  'export const path = "/api/payroll/run";\n',
  'export const path = (id: string) => `/api/companies/${id}/archive`;\n',
  'export const path = `/api`;\n',
];

describe("plugin client and domain code spell out no '/api/...' path", () => {
  it.each([
    'plugins/payroll/client/x.ts',
    'plugins/bookkeeping/domain/x.ts',
    'plugins/dashboard/client/a/b.tsx',
  ])('%s: an /api/ string is an error', async (file) => {
    for (const source of spelledOut) expect(await apiPaths(file, source), source).toBe(1);
  });

  it('a path derived from the manifest and a declared route passes', async () => {
    const source = [
      "import { pluginApi } from '@keel/core/client';",
      "import { runStepRoute } from '../domain/routes';",
      "import { plugin } from '../plugin';",
      'export const post = (body: unknown) => pluginApi(plugin).call(runStepRoute, {}, body);',
      "export const other = '/payroll-ai';",
      '',
    ].join('\n');
    expect(await apiPaths('plugins/payroll/client/x.ts', source)).toBe(0);
  });

  it('tests, stories and server code may name the paths they call or serve', async () => {
    for (const file of [
      'plugins/payroll/client/x.test.tsx',
      'plugins/payroll/client/x.stories.tsx',
      'plugins/payroll/server/x.ts',
    ])
      expect(await apiPaths(file, spelledOut[0]!), file).toBe(0);
  });
});
