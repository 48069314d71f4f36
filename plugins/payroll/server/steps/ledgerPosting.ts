import type { JournalEntry } from '@keel/core/domain';
import type { PostingResult, ServerPluginContext } from '@keel/core/server';

/**
 * Posts an entry whose id is made from its run, so that a retry cannot post it twice: when the
 * ledger answers that this very id is already posted (an earlier try posted it, then failed before
 * the run was written), the posting counts as done.
 */
export async function postOnce(
  ledger: ServerPluginContext['ledger'],
  companyId: string,
  entry: JournalEntry,
): Promise<PostingResult> {
  const posted = await ledger.post(companyId, entry);
  if (!posted.ok && posted.status === 409 && posted.error === `Entry ${entry.id} is already posted`)
    return { ok: true };
  return posted;
}
