// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryCompanySync } from '../../testing/createMemoryCompanySync';
import { notesPlugin } from '../../testing/testPlugins';
import { CompanySyncProvider } from './hooks';
import { pluginStores } from './pluginStores';

afterEach(cleanup);

const notes = pluginStores(notesPlugin);

function Probe() {
  const store = notes.useStore();
  const table = notes.useTable('notes');
  const row = notes.useRow('notes', 'a');
  const text = notes.useCell('notes', 'a', 'text');
  return <output>{JSON.stringify({ bound: !!store, rows: Object.keys(table), row, text })}</output>;
}

describe('pluginStores', () => {
  it("reads the plugin's own store, named by its manifest", () => {
    const sync = createMemoryCompanySync({ plugins: [notesPlugin] });
    sync.getStore('notes')?.setRow('notes', 'a', { text: 'Call the bank', pinned: true });
    render(
      <CompanySyncProvider sync={sync}>
        <Probe />
      </CompanySyncProvider>,
    );
    expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toEqual({
      bound: true,
      rows: ['a'],
      row: { text: 'Call the bank', pinned: true },
      text: 'Call the bank',
    });
    expect(notes.storeIn({ getStore: (id) => sync.getStore(id) })).toBe(sync.getStore('notes'));
  });

  it('types table and cell ids from the manifest', () => {
    const typeOnly = () => {
      // @ts-expect-error: the manifest declares no such table
      notes.useTable('transactions');
      // @ts-expect-error: the notes table has no such cell
      notes.useCell('notes', 'a', 'amount');
      notes.useCell('salaries', 'a', 'cents');
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});
