import { describe, expect, it } from 'vitest';
import { createMemoryCompanySync } from './createMemoryCompanySync';
import { notesPlugin } from './testPlugins';

describe('createMemoryCompanySync', () => {
  it('binds seeded stores of every scope to an in-memory document and says synced', async () => {
    const sync = createMemoryCompanySync({
      plugins: [notesPlugin],
      seed: { notes: { notes: { a: { text: 'hello' } }, salaries: { s: { cents: 100 } } } },
    });
    await sync.ready;
    expect(sync.docId).toBe('test-company');
    expect(sync.getState()).toEqual({ status: 'synced', pendingChanges: 0 });
    expect(sync.getStore('notes')?.getRow('notes', 'a')).toEqual({ text: 'hello', pinned: false });
    expect(sync.getStore('notes')?.getCell('salaries', 's', 'cents')).toBe(100);
    expect(sync.doc.getMap('notes/notes').size).toBe(2);
    sync.destroy();
  });

  it('binds only one scope when asked, under that scope’s document id', () => {
    const sync = createMemoryCompanySync({
      companyId: 'acme',
      scope: 'payroll',
      plugins: [notesPlugin],
    });
    expect(sync.docId).toBe('acme:payroll');
    expect(sync.getStore('notes')?.getTablesSchemaJson()).not.toContain('"notes"');
  });

  it('refuses a seed for a plugin or table it does not bind', () => {
    expect(() => createMemoryCompanySync({ plugins: [notesPlugin], seed: { nope: {} } })).toThrow(
      'Seed for nope',
    );
    expect(() =>
      createMemoryCompanySync({ plugins: [notesPlugin], seed: { notes: { typo: {} } } }),
    ).toThrow('no table typo');
    expect(() =>
      createMemoryCompanySync({
        scope: 'company',
        plugins: [notesPlugin],
        seed: { notes: { salaries: {} } },
      }),
    ).toThrow('no table salaries');
  });

  it('reports the state it is given, tells subscribers of changes, and can stay loading', async () => {
    const sync = createMemoryCompanySync({
      plugins: [notesPlugin],
      state: { status: 'offline', pendingChanges: 2 },
      ready: false,
    });
    const seen: string[] = [];
    sync.subscribe(() => seen.push(sync.getState().status));
    expect(sync.getState()).toEqual({ status: 'offline', pendingChanges: 2 });
    sync.setState({ status: 'outdated' });
    expect(sync.getState()).toEqual({ status: 'outdated', pendingChanges: 2 });
    expect(seen).toEqual(['outdated']);
    const settled = await Promise.race([
      sync.ready.then(() => 'ready'),
      Promise.resolve('waiting'),
    ]);
    expect(settled).toBe('waiting');
  });
});
