import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: the lint helpers are plain JavaScript with no type declarations
import { findImportCycles } from '../../eslint-rules/importCycles.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cyclesUnder = findImportCycles as (root: string, dirs: string[]) => string[][];

const scratch = mkdtempSync(join(tmpdir(), 'keel-cycles-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes `files` (path -> source) under a fresh package in the scratch folder; returns its root. */
function writePackage(name: string, files: Record<string, string>): string {
  const dir = join(scratch, name);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `@probe/${name}` }));
  return dir;
}

describe('no import cycles in the core and the plugins', () => {
  it('the core and every plugin import in one direction only', () => {
    expect(cyclesUnder(root, ['core', 'plugins'])).toEqual([]);
  });

  it('finds a loop of imports, a type-only import and a re-export included', () => {
    const dir = writePackage('loop', {
      'src/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'src/b.ts': "export { c as b } from './deeper/c';\n",
      'src/deeper/c.ts': "import type { A } from '../types';\nexport const c = 1 as A;\n",
      'src/types.ts': "import { a } from './a';\nexport type A = typeof a;\n",
      'src/leaf.ts': "import { a } from './a';\nexport const leaf = a;\n",
    });
    expect(cyclesUnder(dir, ['src'])).toEqual([
      ['src/a.ts', 'src/b.ts', 'src/deeper/c.ts', 'src/types.ts'],
    ]);
  });

  it('files that import each other only one way make no cycle', () => {
    const dir = writePackage('tree', {
      'src/a.ts': "import { b } from './b';\nimport { c } from './c';\nexport const a = b + c;\n",
      'src/b.ts': "import { c } from './c';\nexport const b = c;\n",
      'src/c.ts': 'export const c = 1;\n',
    });
    expect(cyclesUnder(dir, ['src'])).toEqual([]);
  });
});
