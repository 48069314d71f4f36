import * as Y from 'yjs';

/** A shared type as Yjs's transactions record them. */
type SharedType = Parameters<Y.Transaction['changed']['get']>[0];

/**
 * The names of the top-level types a transaction changed (inserted into or deleted from), as
 * `doc.share` names them: a table's map is `{pluginId}/{tableId}`. Call it inside the transaction.
 */
export function changedRoots(tr: Y.Transaction): Map<string, SharedType> {
  const roots = new Map<string, SharedType>();
  for (const type of tr.changed.keys()) {
    let root = type;
    while (root._item !== null && root._item.parent instanceof Y.AbstractType)
      root = root._item.parent;
    roots.set(Y.findRootTypeKey(root), root);
  }
  return roots;
}

/**
 * Undoes, inside the still open transaction `tr`, what it did to the top-level type `root`: every
 * item the transaction added there is deleted, and a map value it overwrote or deleted is set
 * again. The added items' content is then garbage-collected when the transaction ends (the
 * server's document has gc on), so neither the 'update' it emits nor a save holds that content,
 * only the deleted items' ids and map keys. Peers and the sender receive the deletions and the
 * restored values, and converge on the state before the change. Values are set back only in a
 * Y.Map (newSharedDoc reads every top-level type it loads as one); a top-level type this
 * transaction created has none to set back.
 */
export function revertRoot(tr: Y.Transaction, root: SharedType): void {
  const added = (item: Y.Item) => item.id.clock >= (tr.beforeState.get(item.id.client) ?? 0);
  const deletedNow = deletedInTransaction(tr);
  for (const key of tr.changed.get(root) ?? []) {
    if (key === null) {
      // List content in a map (never written by Keel, and refused by updateCheck.ts).
      for (let item = root._start; item !== null; item = item.right)
        if (added(item) && !item.deleted) item.delete(tr);
      continue;
    }
    // A key's entries are a list of their own; the newest is the value, older ones are deleted.
    let item: Y.Item | null = root._map.get(key) ?? null;
    while (item !== null && added(item)) {
      if (!item.deleted) item.delete(tr);
      item = item.left;
    }
    if (item !== null && item.deleted && deletedNow(item.id) && root instanceof Y.Map) {
      const values = item.content.getContent();
      root.set(key, values[values.length - 1]);
    }
  }
}

/** Whether an item was deleted by `tr` (its delete set is sorted only once it ends). */
function deletedInTransaction(tr: Y.Transaction): (id: Y.ID) => boolean {
  const sorted = new Map<number, { clock: number; len: number }[]>();
  return (id) => {
    let ranges = sorted.get(id.client);
    if (!ranges) {
      ranges = [...(tr.deleteSet.clients.get(id.client) ?? [])].sort((a, b) => a.clock - b.clock);
      sorted.set(id.client, ranges);
    }
    let low = 0;
    let high = ranges.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const range = ranges[middle]!;
      if (id.clock < range.clock) high = middle - 1;
      else if (id.clock >= range.clock + range.len) low = middle + 1;
      else return true;
    }
    return false;
  };
}
