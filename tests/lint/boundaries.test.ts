import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

/** The boundary errors ESLint gives `source` as if it were `file`: package patterns and resolved files. */
async function restrictedImports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'keel/boundaries')
    .map((m) => m.message);
}

describe('plugin boundaries (ARCHITECTURE.md) are lint errors', () => {
  it('domain/ imports no React and no Node', async () => {
    expect(
      await restrictedImports(
        'plugins/dashboard/domain/x.ts',
        "import React from 'react';\nexport const a = React;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        'core/domain/x.ts',
        "import { readFile } from 'node:fs';\nexport const a = readFile;\n",
      ),
    ).toHaveLength(1);
  });

  it('client/ never imports server/ and server/ never imports client/', async () => {
    expect(
      await restrictedImports(
        'plugins/dashboard/client/x.ts',
        "import { a } from '../server/routes';\nexport const b = a;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        'plugins/dashboard/server/x.ts',
        "import { a } from '../client/pages';\nexport const b = a;\n",
      ),
    ).toHaveLength(1);
  });

  it('a plugin reaches other plugins only through domain/public.ts, and the core only by its entries', async () => {
    const file = 'plugins/dashboard/client/x.ts';
    expect(
      await restrictedImports(
        file,
        "import { a } from '@keel/plugin-payroll/domain/rules';\nexport const b = a;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        file,
        "import { a } from '@keel/core/client/ui/Button';\nexport const b = a;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        file,
        "import { a } from '@keel/plugin-payroll/domain/public';\nexport const b = a;\n",
      ),
    ).toHaveLength(0);
    expect(
      await restrictedImports(
        file,
        "import { a } from '@keel/core/client';\nexport const b = a;\n",
      ),
    ).toHaveLength(0);
  });

  it('the core never imports a plugin', async () => {
    expect(
      await restrictedImports(
        'core/client/shell/x.ts',
        "import { plugin } from '../../../plugins/dashboard/plugin';\nexport const p = plugin;\n",
      ),
    ).toHaveLength(1);
  });

  it('checks the file an import resolves to, not its spelling', async () => {
    // The core's own folder named plugins/ is not a plugin.
    expect(
      await restrictedImports(
        'core/client/x.ts',
        "import { usePlugins } from './plugins/PluginsContext';\nexport const u = usePlugins;\n",
      ),
    ).toEqual([]);
    // A path that wanders out of client/ and into server/ is still server code.
    expect(
      await restrictedImports(
        'plugins/payroll/client/x.ts',
        "import { serverPlugin } from '../client/../server';\nexport const s = serverPlugin;\n",
      ),
    ).toEqual(['client/ never imports server code (@keel/plugin-payroll server/index.ts)']);
  });

  it('a relative import into another plugin or into the core is an error', async () => {
    expect(
      await restrictedImports(
        'plugins/dashboard/client/x.ts',
        "import { a } from '../../bookkeeping/domain/public';\nexport const b = a;\n",
      ),
    ).toEqual([
      'domain/public.ts is in @keel/plugin-bookkeeping: import it by its package name and public entry, never by a relative path',
    ]);
    expect(
      await restrictedImports(
        'plugins/dashboard/server/x.ts',
        "import { Button } from '../../../core/client/ui/Button';\nexport const b = Button;\n",
      ),
    ).toEqual([
      'client/ui/Button.tsx is in @keel/core: import it by its package name and public entry, never by a relative path',
    ]);
  });

  it('the sync server never imports a plugin, by name or by path', async () => {
    for (const specifier of ['@keel/plugin-payroll/domain/public', '../../plugins/payroll/plugin'])
      expect(
        await restrictedImports(
          'sync-server/src/x.ts',
          `import { a } from '${specifier}';\nexport const b = a;\n`,
        ),
        specifier,
      ).toHaveLength(1);
    expect(
      await restrictedImports(
        'sync-server/src/x.ts',
        "import { definePlugin } from '@keel/core/domain';\nexport const d = definePlugin;\n",
      ),
    ).toEqual([]);
  });

  it('the core never imports a plugin by its package name either', async () => {
    for (const file of ['core/client/shell/x.ts', 'core/domain/x.ts', 'core/server/x.ts'])
      expect(
        await restrictedImports(
          file,
          "import { a } from '@keel/plugin-bookkeeping/domain/public';\nexport const b = a;\n",
        ),
        file,
      ).toEqual(['The core never imports a plugin (plugins are discovered): domain/public.ts']);
  });

  it('nothing outside the core imports past its four entries', async () => {
    expect(
      await restrictedImports(
        'sync-server/src/x.ts',
        "import { newRecordId } from '@keel/core/domain/recordId';\nexport const n = newRecordId;\n",
      ),
    ).toEqual([
      'The core is imported only through its entries (@keel/core/domain, /client, /server, /testing), not core/domain/recordId',
    ]);
    expect(
      await restrictedImports(
        'plugins/payroll/server/x.ts',
        "import { defineServerPlugin } from '@keel/core/server';\nexport const d = defineServerPlugin;\n",
      ),
    ).toEqual([]);
  });

  it('a plugin uses no sync-server code outside its tests', async () => {
    const source =
      "import { startKeel } from '@keel/sync-server/testing';\nexport const s = startKeel;\n";
    expect(await restrictedImports('plugins/payroll/server/x.ts', source)).toContain(
      "A plugin runs on @keel/core/server, never on the sync server's own code (src/testing/index.ts)",
    );
    expect(await restrictedImports('plugins/payroll/server/x.test.ts', source)).toEqual([]);
  });

  it('`export *` is an error anywhere; named re-exports are fine', async () => {
    for (const file of [
      'plugins/bookkeeping/domain/x.ts',
      'core/client/x.ts',
      'sync-server/src/x.ts',
    ])
      expect(await restrictedImports(file, "export * from './y';\n"), file).toEqual([
        '`export *` hides what a module exports: name each export',
      ]);
    expect(
      await restrictedImports('plugins/bookkeeping/domain/x.ts', "export { y } from './y';\n"),
    ).toEqual([]);
  });
});
