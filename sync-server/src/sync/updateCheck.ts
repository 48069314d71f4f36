import * as Y from 'yjs';
import { toCell } from '@keel/core/domain';

/**
 * Why a client's Yjs update may not be applied, or null when it may. Checked before the update
 * touches the shared document, because Yjs integrates an update struct by struct and trusts what
 * it reads: a cut-off update is half applied before it throws, and some well-formed ones break
 * the document for good (a struct of length 0 makes every later encoding throw, so no client could
 * open the company again and every save would fail). Keel's documents hold only top-level maps of
 * plain cells (docs/sync.md), so anything else is refused:
 *
 * - the whole update must decode, down to its delete set;
 * - every struct and every deleted range has a length of at least 1;
 * - an item's content is a plain value (`toCell`) or the mark of deleted content, never a nested
 *   type, a sub-document, text, formatting or binary;
 * - an item that states its parent names a top-level map and a key (no nested parent, no list
 *   entries).
 */
export function updateProblem(update: Uint8Array): string | null {
  let decoded: ReturnType<typeof Y.decodeUpdate>;
  try {
    decoded = Y.decodeUpdate(update);
  } catch {
    return 'the update does not decode';
  }
  for (const struct of decoded.structs) {
    if (!(struct.length >= 1)) return 'a struct is empty';
    if (!(struct instanceof Y.Item)) continue; // GC and Skip carry only their length
    const { content } = struct;
    if (content instanceof Y.ContentAny) {
      if (!content.arr.every((value) => toCell(value) !== undefined))
        return 'a value is not a plain cell';
    } else if (!(content instanceof Y.ContentDeleted)) {
      return `content of kind ${content.constructor.name} is not allowed`;
    }
    if (struct.origin === null && struct.rightOrigin === null) {
      // Without neighbours the item states its parent itself: it must be a top-level map's key.
      if (typeof struct.parent !== 'string') return 'an item is nested in another type';
      if (struct.parentSub === null) return 'an item is not a map entry';
    }
  }
  for (const ranges of decoded.ds.clients.values())
    for (const range of ranges) if (!(range.len >= 1)) return 'a deleted range is empty';
  return null;
}
