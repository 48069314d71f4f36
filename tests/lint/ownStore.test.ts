import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

/** The keel/own-store messages ESLint gives `source` as if it were `file`. */
async function storeReads(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'keel/own-store')
    .map((m) => m.message);
}

const otherStore = (id: string) =>
  `A plugin never reads another plugin's store ('${id}'): use the service that plugin provides`;
const untyped = (call: string) =>
  `Read this plugin's store through the hooks typed from its manifest (pluginStores(plugin)), not ${call} with an id typed in`;

describe('a plugin reads only its own store, through hooks typed from its manifest', () => {
  it.each(['usePluginStore', 'useTable', 'useRow', 'useCell'])(
    "%s of another plugin's id is an error, in app code and in tests",
    async (hook) => {
      const source = [
        `import { ${hook} } from '@keel/core/client';`,
        `export const useIt = () => ${hook}('bookkeeping', 'transactions', 'r1', 'amount');`,
        '',
      ].join('\n');
      for (const file of ['plugins/dashboard/client/x.tsx', 'plugins/dashboard/client/x.test.tsx'])
        expect(await storeReads(file, source), file).toEqual([otherStore('bookkeeping')]);
    },
  );

  it('the hooks renamed on import are still found', async () => {
    const source = [
      "import { useTable as useAnyTable } from '@keel/core/client';",
      "export const useIt = () => useAnyTable('payroll', 'employees');",
      '',
    ].join('\n');
    expect(await storeReads('plugins/dashboard/client/x.tsx', source)).toEqual([
      otherStore('payroll'),
    ]);
  });

  it("a search provider's getStore of another plugin is an error", async () => {
    const source = [
      "import type { SearchProvider } from '@keel/core/client';",
      'export const provider: SearchProvider = {',
      "  id: 'x', label: 'X',",
      "  search: (query, { getStore }) => (getStore('payroll') ? [] : []),",
      '};',
      '',
    ].join('\n');
    expect(await storeReads('plugins/dashboard/client/search/x.ts', source)).toEqual([
      otherStore('payroll'),
    ]);
  });

  it('app code may not name a store by an id it types in or computes, even its own', async () => {
    const source = [
      "import { usePluginStore, useTable } from '@keel/core/client';",
      "export const useOwn = () => usePluginStore('dashboard');",
      'export const useAny = (id: string) => useTable(id, "tasks");',
      '',
    ].join('\n');
    expect(await storeReads('plugins/dashboard/client/x.tsx', source)).toEqual([
      untyped('usePluginStore(...)'),
      untyped('useTable(...)'),
    ]);
  });

  it("the typed hooks pass, and a test may open its own plugin's store by id", async () => {
    const typed = [
      "import { pluginStores } from '@keel/core/client';",
      "import { plugin } from '../plugin';",
      'export const { useStore: useDashboardStore, useTable: useDashboardTable } = pluginStores(plugin);',
      "export const useTasks = () => useDashboardTable('tasks');",
      '',
    ].join('\n');
    expect(await storeReads('plugins/dashboard/client/stores.ts', typed)).toEqual([]);
    const test =
      "export const read = (sync: { getStore(id: string): unknown }) => sync.getStore('dashboard');\n";
    expect(await storeReads('plugins/dashboard/client/x.test.tsx', test)).toEqual([]);
  });

  it("outside plugins (the core's own shell) the rule does not apply", async () => {
    const source = [
      "import { usePluginStore } from '../sync';",
      'export const useAny = (id: string) => usePluginStore(id);',
      '',
    ].join('\n');
    expect(await storeReads('core/client/shell/x.tsx', source)).toEqual([]);
  });
});
