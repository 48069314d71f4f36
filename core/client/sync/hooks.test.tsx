// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore, type Store } from 'tinybase';
import { createMemoryCompanySync } from '../../testing/createMemoryCompanySync';
import { notesPlugin } from '../../testing/testPlugins';
import {
  CompanySyncProvider,
  useCell,
  usePluginStore,
  useRow,
  useSyncState,
  useTable,
} from './hooks';
import type { CompanySync, SyncState } from './types';

function Probe() {
  const state = useSyncState();
  const table = useTable('notes', 'notes');
  const row = useRow('notes', 'notes', 'a');
  const text = useCell('notes', 'notes', 'a', 'text');
  const store = usePluginStore('notes');
  return (
    <output>
      {JSON.stringify({
        status: state.status,
        pending: state.pendingChanges,
        rows: Object.keys(table),
        row,
        text,
        bound: !!store,
      })}
    </output>
  );
}

const shown = () =>
  JSON.parse(screen.getByRole('status').textContent ?? '{}') as Record<string, unknown>;

/** A sync whose state and stores the test moves by hand. */
function manualSync() {
  const listeners = new Set<() => void>();
  let state: SyncState = { status: 'connecting', pendingChanges: 0 };
  let store: Store | undefined;
  const sync = {
    getState: () => state,
    getStore: () => store,
    subscribe: (listener: () => void) => (
      listeners.add(listener),
      () => void listeners.delete(listener)
    ),
  } as unknown as CompanySync;
  const emit = () => listeners.forEach((l) => l());
  return {
    sync,
    setState: (next: SyncState) => ((state = next), emit()),
    bind: (next: Store) => ((store = next), emit()),
  };
}

afterEach(cleanup);

describe('sync hooks', () => {
  it('show connecting and empty data without a company sync', () => {
    render(
      <CompanySyncProvider sync={null}>
        <Probe />
      </CompanySyncProvider>,
    );
    expect(shown()).toEqual({ status: 'connecting', pending: 0, rows: [], row: {}, bound: false });
  });

  it('follow the store live', () => {
    const sync = createMemoryCompanySync({
      plugins: [notesPlugin],
      seed: { notes: { notes: { a: { text: 'first' } } } },
    });
    render(
      <CompanySyncProvider sync={sync}>
        <Probe />
      </CompanySyncProvider>,
    );
    expect(shown()).toMatchObject({
      status: 'synced',
      rows: ['a'],
      row: { text: 'first', pinned: false },
      text: 'first',
      bound: true,
    });
    act(() => void sync.getStore('notes')?.setCell('notes', 'a', 'text', 'second'));
    expect(shown()).toMatchObject({ text: 'second', row: { text: 'second', pinned: false } });
    act(() => void sync.getStore('notes')?.setRow('notes', 'b', { text: 'other' }));
    expect(shown()).toMatchObject({ rows: ['a', 'b'], text: 'second' });
    act(() => void sync.getStore('notes')?.delRow('notes', 'a'));
    expect(shown()).toEqual({ status: 'synced', pending: 0, rows: ['b'], row: {}, bound: true });
  });

  it('follow the sync state and a store bound later', () => {
    const manual = manualSync();
    render(
      <CompanySyncProvider sync={manual.sync}>
        <Probe />
      </CompanySyncProvider>,
    );
    expect(shown()).toMatchObject({ status: 'connecting', bound: false });
    act(() => manual.setState({ status: 'offline', pendingChanges: 3 }));
    expect(shown()).toMatchObject({ status: 'offline', pending: 3 });
    act(() => manual.bind(createStore().setRow('notes', 'a', { text: 'late' })));
    expect(shown()).toMatchObject({ bound: true, rows: ['a'], text: 'late' });
  });

  it('render a stable value between changes', () => {
    const sync = createMemoryCompanySync({
      plugins: [notesPlugin],
      seed: { notes: { notes: { a: { text: 'x' } } } },
    });
    const seen = new Set<unknown>();
    function Table() {
      seen.add(useTable('notes', 'notes'));
      return null;
    }
    const { rerender } = render(
      <CompanySyncProvider sync={sync}>
        <Table />
      </CompanySyncProvider>,
    );
    rerender(
      <CompanySyncProvider sync={sync}>
        <Table />
      </CompanySyncProvider>,
    );
    expect(seen.size).toBe(1);
  });
});
