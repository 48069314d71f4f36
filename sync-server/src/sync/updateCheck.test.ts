import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import { checkUpdate } from './updateCheck';

const updateProblem = (update: Uint8Array) => {
  const checked = checkUpdate(update);
  return checked.ok ? null : checked.problem;
};

function updateOf(edit: (doc: Y.Doc) => void, base?: Y.Doc): Uint8Array {
  const doc = new Y.Doc();
  if (base) Y.applyUpdate(doc, Y.encodeStateAsUpdate(base));
  const before = Y.encodeStateVector(doc);
  edit(doc);
  return Y.encodeStateAsUpdate(doc, before);
}
const table = (doc: Y.Doc) => doc.getMap('dashboard/tasks');

describe('updateProblem', () => {
  it('lets what the binding writes through: new cells, changed cells, deleted cells', () => {
    const base = new Y.Doc();
    table(base).set('t1\u001ftitle', 'File taxes');
    table(base).set('t1\u001fdone', false);
    for (const update of [
      Y.encodeStateAsUpdate(base),
      updateOf((doc) => table(doc).set('t1\u001fdone', true), base),
      updateOf((doc) => table(doc).delete('t1\u001ftitle'), base),
      updateOf((doc) => table(doc).set('t2\u001frecord', { lines: [1, 2], memo: null }), base),
      Y.encodeStateAsUpdate(new Y.Doc()),
    ])
      expect(updateProblem(update)).toBeNull();
  });

  it('refuses an update cut off anywhere', () => {
    const whole = updateOf((doc) => table(doc).set('t1\u001ftitle', 'File taxes'));
    for (let end = 1; end < whole.length - 1; end += 1)
      expect(updateProblem(whole.slice(0, end)), `cut at ${end}`).not.toBeNull();
  });

  it('refuses empty structs and empty deleted ranges, which break every later encoding', () => {
    // One client, one struct: a GC of length 0.
    expect(updateProblem(new Uint8Array([1, 1, 248, 144, 15, 0, 0, 0, 0]))).toBe(
      'a struct is empty',
    );
    const emptyRange = encoding.createEncoder();
    encoding.writeVarUint(emptyRange, 0); // no structs
    encoding.writeVarUint(emptyRange, 1); // one client in the delete set
    encoding.writeVarUint(emptyRange, 7); // client 7
    encoding.writeVarUint(emptyRange, 1); // one range
    encoding.writeVarUint(emptyRange, 0); // from clock 0
    encoding.writeVarUint(emptyRange, 0); // of length 0
    expect(updateProblem(encoding.toUint8Array(emptyRange))).toBe('a deleted range is empty');
  });

  it('refuses content the binding never writes: nested types, text, lists, binary', () => {
    expect(updateProblem(updateOf((doc) => table(doc).set('t1\u001fx', new Y.Map())))).toMatch(
      /ContentType/,
    );
    expect(updateProblem(updateOf((doc) => doc.getText('notes').insert(0, 'hi')))).toMatch(
      /ContentString/,
    );
    expect(updateProblem(updateOf((doc) => doc.getArray('list').insert(0, [1])))).toBe(
      'an item is not a map entry',
    );
    expect(
      updateProblem(updateOf((doc) => table(doc).set('t1\u001fx', new Uint8Array(3)))),
    ).toMatch(/ContentBinary/);
    expect(updateProblem(updateOf((doc) => table(doc).set('t1\u001fx', Number.NaN)))).toBe(
      'a value is not a plain cell',
    );
  });

  it('refuses row and cell ids named like Object.prototype, which maps of rows would lose', () => {
    for (const key of ['__proto__\u001fname', 't1\u001fconstructor', 'prototype'])
      expect(updateProblem(updateOf((doc) => table(doc).set(key, 'x')))).toBe(
        'a row or cell id is a reserved name',
      );
  });

  it('refuses an item placed inside another item', () => {
    const doc = new Y.Doc();
    const nested = new Y.Map<string>();
    table(doc).set('t1\u001fx', nested);
    const before = Y.encodeStateVector(doc);
    nested.set('inner', 'value');
    // The inner entry names its parent by the id of the nested map's item.
    expect(updateProblem(Y.encodeStateAsUpdate(doc, before))).toBe(
      'an item is nested in another type',
    );
  });

  it('measures what an update adds: new keys and values, not what the document has or deletes', () => {
    const server = new Y.Doc();
    table(server).set('t1\u001ftitle', 'File taxes');
    const known = (client: number) => Y.getState(server.store, client);
    const add = updateOf((doc) => table(doc).set('t2\u001ftitle', 'x'.repeat(1000)), server);
    const size = checkUpdate(add, known);
    expect(size.ok && size.newBytes).toBeGreaterThanOrEqual(1000);
    expect(size.ok && size.newBytes).toBeLessThan(1100);
    // What the server already holds, and a step 2 that only repeats the delete set, add nothing.
    expect(checkUpdate(Y.encodeStateAsUpdate(server), known)).toEqual({ ok: true, newBytes: 0 });
    const deletion = updateOf((doc) => table(doc).delete('t1\u001ftitle'), server);
    expect(checkUpdate(deletion, known)).toEqual({ ok: true, newBytes: 0 });
  });
});
