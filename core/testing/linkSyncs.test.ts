import { describe, expect, it } from 'vitest';
import { createMemoryCompanySync } from './createMemoryCompanySync';
import { linkSyncs } from './linkSyncs';
import { notesPlugin } from './testPlugins';

const open = (text: string) =>
  createMemoryCompanySync({
    plugins: [notesPlugin],
    seed: { notes: { notes: { [text]: { text } } } },
  });

describe('linkSyncs', () => {
  it('starts both sides from each other’s content and relays every change at once', () => {
    const [a, b] = [open('a'), open('b')];
    linkSyncs(a, b);
    expect(b.getStore('notes')?.getRowIds('notes').sort()).toEqual(['a', 'b']);
    a.getStore('notes')?.setCell('notes', 'b', 'text', 'edited by a');
    expect(b.getStore('notes')?.getCell('notes', 'b', 'text')).toBe('edited by a');
  });

  it('queues both ways while offline and merges everything on reconnect', () => {
    const [a, b] = [open('a'), open('b')];
    const link = linkSyncs(a, b);
    link.setOnline(false);
    a.getStore('notes')?.setRow('notes', 'offlineA', { text: 'x' });
    b.getStore('notes')?.setRow('notes', 'offlineB', { text: 'y' });
    b.getStore('notes')?.delRow('notes', 'a');
    expect(b.getStore('notes')?.hasRow('notes', 'offlineA')).toBe(false);
    link.setOnline(true);
    const tables = a.getStore('notes')?.getTables();
    expect(Object.keys(tables?.notes ?? {}).sort()).toEqual(['b', 'offlineA', 'offlineB']);
    expect(b.getStore('notes')?.getTables()).toEqual(tables);
  });

  it('chains: a change crosses two links', () => {
    const [a, b, c] = [open('a'), open('b'), open('c')];
    linkSyncs(a, b);
    const bc = linkSyncs(b, c);
    a.getStore('notes')?.setRow('notes', 'late', { text: 'z' });
    expect(c.getStore('notes')?.getCell('notes', 'late', 'text')).toBe('z');
    bc.unlink();
    a.getStore('notes')?.delRow('notes', 'late');
    expect(c.getStore('notes')?.hasRow('notes', 'late')).toBe(true);
  });
});
