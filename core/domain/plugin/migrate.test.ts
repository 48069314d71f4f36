import { describe, expect, it } from 'vitest';
import { migrateTables } from './migrate';
import type { MigrationStep, TablesContent } from './manifest';

const renameAmount: MigrationStep = (tables) => {
  for (const row of Object.values(tables.items ?? {})) {
    row.cents = Math.round(Number(row.amount) * 100);
    delete row.amount;
  }
  return tables;
};
const addCurrency: MigrationStep = (tables) => ({
  ...tables,
  items: Object.fromEntries(
    Object.entries(tables.items ?? {}).map(([id, row]) => [id, { ...row, currency: 'USD' }]),
  ),
});
const manifest = {
  id: 'demo',
  schemaVersion: 2,
  migrations: [
    { version: 2, name: 'add-currency', up: addCurrency },
    { version: 1, name: 'amount-to-cents', up: renameAmount },
  ],
};

describe('migrateTables', () => {
  it('applies the migrations after fromVersion in version order', () => {
    const v0: TablesContent = { items: { a: { amount: 12.1 } } };
    expect(migrateTables(v0, manifest, 0)).toEqual({
      items: { a: { cents: 1210, currency: 'USD' } },
    });
    expect(migrateTables({ items: { a: { cents: 5 } } }, manifest, 1)).toEqual({
      items: { a: { cents: 5, currency: 'USD' } },
    });
  });

  it('returns an equal copy when already current', () => {
    const current: TablesContent = { items: { a: { cents: 1 } } };
    const result = migrateTables(current, manifest, 2);
    expect(result).toEqual(current);
    expect(result).not.toBe(current);
  });

  it('never changes its input, even when a step mutates', () => {
    const v0: TablesContent = { items: { a: { amount: 1 } } };
    migrateTables(v0, manifest, 0);
    expect(v0).toEqual({ items: { a: { amount: 1 } } });
  });

  it('refuses versions it cannot migrate from', () => {
    expect(() => migrateTables({}, manifest, 3)).toThrow(
      /demo: cannot migrate from schema version 3/,
    );
    expect(() => migrateTables({}, manifest, -1)).toThrow();
    expect(() => migrateTables({}, manifest, 0.5)).toThrow();
  });

  it('names the failing migration', () => {
    const failing = {
      ...manifest,
      migrations: [
        {
          version: 1,
          name: 'boom',
          up: () => {
            throw new Error('x');
          },
        },
      ],
      schemaVersion: 1,
    };
    expect(() => migrateTables({}, failing, 0)).toThrow('demo: migration 1 (boom) failed');
  });
});
