import type { Cell } from 'tinybase';

const SEPARATOR = '\u001f';

/** The key of one cell inside its table's Y.Map: `{rowId}\u001f{cellId}`. */
export function cellKey(rowId: string, cellId: string): string {
  return `${rowId}${SEPARATOR}${cellId}`;
}

/** Row and cell id of a cell key; null for keys this binding did not write. */
export function splitCellKey(key: string): [rowId: string, cellId: string] | null {
  const at = key.indexOf(SEPARATOR);
  return at < 0 ? null : [key.slice(0, at), key.slice(at + 1)];
}

function isPlainJson(value: object): boolean {
  if (Array.isArray(value)) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A document value as a TinyBase cell, or undefined when no store could hold it (Y types, binary). */
export function toCell(value: unknown): Cell | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : undefined;
    case 'object':
      return value === null || isPlainJson(value) ? (value as Cell) : undefined;
    default:
      return undefined;
  }
}

/** Whether two cells hold the same data (JSON cells compare by content). */
export function sameCell(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
