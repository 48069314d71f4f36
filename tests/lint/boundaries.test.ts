import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
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
});
