import type { ImportedLine, StatementLine } from '../../../domain/statements';

/** About how many lines one slice of an import writes before the browser may paint. */
export const IMPORT_SLICE_SIZE = 2000;

/**
 * Cuts a statement into slices that can be imported one after another with the same result as
 * one import of the whole file. planImport weighs a line only against lines of the same amount
 * (twins, pending/posted pairs) or the same FITID, and posting a pending line changes that
 * line's FITID, so lines linked by an amount or a FITID, directly or through an existing line,
 * share a slice: identical twins are then never taken for duplicates of each other. A slice
 * may exceed `size` to keep such a group whole; lines keep their file order within a group.
 */
export function sliceStatementLines(
  lines: readonly StatementLine[],
  existing: readonly Pick<ImportedLine, 'amountCents' | 'fitId'>[] = [],
  size: number = IMPORT_SLICE_SIZE,
): StatementLine[][] {
  const links = new Links();
  const keysOf = (line: { amountCents: number; fitId?: string }) =>
    line.fitId
      ? [`amount:${line.amountCents}`, `fitid:${line.fitId}`]
      : [`amount:${line.amountCents}`];
  for (const line of [...existing, ...lines]) {
    const [first, ...rest] = keysOf(line);
    for (const key of rest) links.join(first!, key);
  }
  const groups = new Map<string, StatementLine[]>();
  for (const line of lines) {
    // Map iteration follows insertion order: groups come in the order of their first line.
    const root = links.root(keysOf(line)[0]!);
    const group = groups.get(root);
    if (group) group.push(line);
    else groups.set(root, [line]);
  }
  const slices: StatementLine[][] = [];
  let current: StatementLine[] = [];
  for (const group of groups.values()) {
    current.push(...group);
    if (current.length >= size) {
      slices.push(current);
      current = [];
    }
  }
  if (current.length > 0) slices.push(current);
  return slices;
}

/** Disjoint sets of keys (amounts, FITIDs), joined when one line carries both. */
class Links {
  private readonly parent = new Map<string, string>();

  root(key: string): string {
    let node = key;
    for (let up = this.parent.get(node); up !== undefined && up !== node;) {
      node = up;
      up = this.parent.get(node);
    }
    if (node !== key) this.parent.set(key, node);
    return node;
  }

  join(a: string, b: string): void {
    const [left, right] = [this.root(a), this.root(b)];
    if (left !== right) this.parent.set(right, left);
  }
}
