import type { CellOrUndefined, Row } from 'tinybase';

/**
 * The row as it was before a store transaction: today's cells with the changed ones set back
 * (`changed` is the row's part of the transaction log); null when it had no cells.
 */
export function rowBefore(
  now: Row,
  changed: Record<string, [CellOrUndefined, CellOrUndefined]>,
): Row | null {
  const before: Row = { ...now };
  for (const [cellId, [old]] of Object.entries(changed)) {
    if (old === undefined) delete before[cellId];
    else before[cellId] = old;
  }
  return Object.keys(before).length > 0 ? before : null;
}
