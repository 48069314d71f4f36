import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

/** The no-restricted-syntax messages ESLint gives `source` as if it were `file`. */
async function clockReads(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const readsTheMachineClock = [
  'export const at = Date.now();\n',
  'export const at = new Date();\n',
  'export const at = new Date;\n',
  'export const at = Date();\n',
  'export const read = Date.now;\n',
];

describe('domain code never reads the machine clock (it is handed a Clock)', () => {
  it.each(['core/domain/x.ts', 'plugins/payroll/domain/tax/x.ts', 'plugins/dashboard/domain/x.ts'])(
    '%s: Date.now() and new Date() without arguments are errors',
    async (file) => {
      for (const source of readsTheMachineClock) {
        expect(await clockReads(file, source), source).toEqual([
          "Domain code reads the time from a Clock it is given (core/domain/clock.ts), never the machine's",
        ]);
      }
    },
  );

  it('nor reaches for the system clock instead of the Clock it is handed', async () => {
    const source = [
      "import { systemClock } from '@keel/core/domain';",
      'export const at = systemClock.now();',
      '',
    ].join('\n');
    // Each mention (the import and the call) is an error.
    expect(new Set(await clockReads('plugins/payroll/domain/x.ts', source))).toEqual(
      new Set([
        'Domain code is handed its Clock; only the app and the server choose the system clock',
      ]),
    );
  });

  it('a date made from a value, or read from a Clock, is fine', async () => {
    const source = [
      "import type { Clock } from '@keel/core/domain';",
      "export const day = new Date('2026-11-25T00:00:00Z');",
      'export const utc = new Date(Date.UTC(2026, 10, 25));',
      'export const parsed = Date.parse(day.toISOString());',
      'export const today = (clock: Clock) => clock.now();',
      '',
    ].join('\n');
    expect(await clockReads('plugins/payroll/domain/x.ts', source)).toEqual([]);
  });

  it('outside domain code the rule does not apply (servers and screens are handed a clock too)', async () => {
    expect(await clockReads('sync-server/src/x.ts', 'export const at = Date.now();\n')).toEqual([]);
  });
});
