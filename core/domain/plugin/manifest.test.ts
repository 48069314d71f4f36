import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definePlugin } from './definePlugin';
import { maySyncWrite, tableWriters } from './tableAccess';

const base = {
  id: 'ledgerlite',
  title: 'Ledger Lite',
  icon: 'book-open',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
} as const;
const row = z.object({ text: z.string() });

describe('table write rules in a manifest', () => {
  const manifest = definePlugin({
    ...base,
    scopes: { vault: { read: ['owner', 'admin', 'accountant'], write: ['owner', 'admin'] } },
    tables: {
      notes: { schema: row },
      budget: { schema: row, write: ['owner', 'admin', 'cpa'] },
      totals: { schema: row, writtenBy: 'server' },
      secrets: { schema: row, scope: 'vault' },
    },
  });

  it("defaults to the scope's write roles, written by members", () => {
    expect(manifest.tables.notes).toMatchObject({
      write: ['owner', 'admin', 'accountant', 'cpa', 'bookkeeper'],
      writtenBy: 'members',
    });
    expect(manifest.tables.secrets.write).toEqual(['owner', 'admin']);
    expect(manifest.tables.totals).toMatchObject({ writtenBy: 'server' });
  });

  it('refuses a write role the scope does not let write, naming the field', () => {
    expect(() =>
      definePlugin({ ...base, tables: { notes: { schema: row, write: ['owner', 'viewer'] } } }),
    ).toThrow('Plugin ledgerlite: tables.notes.write: viewer may not write the company scope');
    expect(() =>
      definePlugin({
        ...base,
        scopes: { vault: { read: ['owner', 'admin'], write: ['owner'] } },
        tables: { secrets: { schema: row, scope: 'vault', write: ['admin'] } },
      }),
    ).toThrow('tables.secrets.write: admin may not write the vault scope');
    expect(() =>
      definePlugin({
        ...base,
        tables: { notes: { schema: row, writtenBy: 'robots' as 'server' } },
      }),
    ).toThrow('tables.notes.writtenBy');
  });

  it('gives a route writing several tables the roles that may write them all', () => {
    expect(tableWriters(manifest, ['notes', 'budget'])).toEqual(['owner', 'admin', 'cpa']);
    expect(tableWriters(manifest, ['budget'])).toEqual(['owner', 'admin', 'cpa']);
    expect(() => tableWriters(manifest, ['nope'])).toThrow('Plugin ledgerlite has no table nope');
  });

  it('lets sync write only tables written by members, with a role among their writers', () => {
    expect(maySyncWrite(manifest.tables.budget, 'cpa')).toBe(true);
    expect(maySyncWrite(manifest.tables.budget, 'bookkeeper')).toBe(false);
    expect(maySyncWrite(manifest.tables.totals, 'owner')).toBe(false);
  });
});

describe('the help page a manifest names', () => {
  it('is kept when it is one of its routes, and refused, naming the field, when not', () => {
    const routes = [{ path: '/help-center', page: 'HelpCenter', title: 'Help Center' }];
    expect(definePlugin({ ...base, routes, help: '/help-center' }).help).toBe('/help-center');
    expect(() => definePlugin({ ...base, routes, help: '/elsewhere' })).toThrow(
      "Plugin ledgerlite: help: help must be one of the plugin's routes",
    );
  });
});

describe('apiPaths in a manifest', () => {
  it('takes one lower-case segment each, never its own id or one twice', () => {
    expect(definePlugin({ ...base, apiPaths: ['metrics'] }).apiPaths).toEqual(['metrics']);
    expect(definePlugin(base).apiPaths).toEqual([]);
    expect(() => definePlugin({ ...base, apiPaths: ['ledgerlite'] })).toThrow(
      "apiPaths.0: ledgerlite is already this plugin's path",
    );
    expect(() => definePlugin({ ...base, apiPaths: ['metrics', 'metrics'] })).toThrow('apiPaths.1');
    expect(() => definePlugin({ ...base, apiPaths: ['api/metrics'] })).toThrow('apiPaths.0');
  });
});
