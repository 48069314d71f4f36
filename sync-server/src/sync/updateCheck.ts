import * as Y from 'yjs';
import { isReservedKey, splitCellKey, toCell } from '@keel/core/domain';

/** What checking an update found: why it may not be applied, or how much it would add. */
export type UpdateCheck =
  { ok: true; /** See `checkUpdate`. */ newBytes: number } | { ok: false; problem: string };

/** What a struct costs in the document beyond its keys and values: info, ids, lengths. */
const STRUCT_OVERHEAD_BYTES = 8;

/**
 * Checks a client's Yjs update before it touches the shared document, and measures it. Yjs
 * integrates an update struct by struct and trusts what it reads: a cut-off update is half
 * applied before it throws, and some well-formed ones break the document for good (a struct of
 * length 0 makes every later encoding throw, so no client could open the company again and every
 * save would fail). Keel's documents hold only top-level maps of plain cells (docs/sync.md), so
 * anything else is refused:
 *
 * - the whole update must decode, down to its delete set;
 * - every struct and every deleted range has a length of at least 1;
 * - an item's content is a plain value (`toCell`) or the mark of deleted content, never a nested
 *   type, a sub-document, text, formatting or binary;
 * - an item that states its parent names a top-level map and a key (no nested parent, no list
 *   entries), and its row and cell ids are not names a plain object inherits (`__proto__`...),
 *   which the server's own maps of rows would lose.
 *
 * `newBytes` is what the update would add to the document: the keys and values of the structs
 * the document does not have yet (`known(client)` is its clock for each client), plus a few bytes
 * per struct. What the server already holds and the delete set (which every sync step 2 repeats
 * whole) count for nothing, so reconnecting costs no size allowance.
 */
export function checkUpdate(
  update: Uint8Array,
  known: (client: number) => number = () => 0,
): UpdateCheck {
  let decoded: ReturnType<typeof Y.decodeUpdate>;
  try {
    decoded = Y.decodeUpdate(update);
  } catch {
    return refused('the update does not decode');
  }
  let newBytes = 0;
  for (const struct of decoded.structs) {
    if (!(struct.length >= 1)) return refused('a struct is empty');
    const isNew = struct.id.clock + struct.length > known(struct.id.client);
    if (isNew) newBytes += STRUCT_OVERHEAD_BYTES;
    if (!(struct instanceof Y.Item)) continue; // GC and Skip carry only their length
    const { content } = struct;
    if (content instanceof Y.ContentAny) {
      if (!content.arr.every((value) => toCell(value) !== undefined))
        return refused('a value is not a plain cell');
      if (isNew) for (const value of content.arr) newBytes += valueBytes(value);
    } else if (!(content instanceof Y.ContentDeleted)) {
      return refused(`content of kind ${content.constructor.name} is not allowed`);
    }
    if (struct.origin === null && struct.rightOrigin === null) {
      // Without neighbours the item states its parent itself: it must be a top-level map's key.
      // (A decoded update names a top-level parent by its string; Yjs's types do not say so.)
      const parent: unknown = struct.parent;
      if (typeof parent !== 'string') return refused('an item is nested in another type');
      if (struct.parentSub === null) return refused('an item is not a map entry');
      if ((splitCellKey(struct.parentSub) ?? [struct.parentSub]).some(isReservedKey))
        return refused('a row or cell id is a reserved name');
      if (isNew) newBytes += Buffer.byteLength(parent) + Buffer.byteLength(struct.parentSub);
    }
  }
  for (const ranges of decoded.ds.clients.values())
    for (const range of ranges) if (!(range.len >= 1)) return refused('a deleted range is empty');
  return { ok: true, newBytes };
}

const refused = (problem: string): UpdateCheck => ({ ok: false, problem });

/** About what a plain cell takes encoded. */
function valueBytes(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number') return 9;
  if (typeof value === 'object' && value !== null) return Buffer.byteLength(JSON.stringify(value));
  return 1;
}
