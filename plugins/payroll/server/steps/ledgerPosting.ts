import type { JournalEntry } from '@keel/core/domain';
import type { MemberContext } from '@keel/core/server';
import type { LedgerService } from '@keel/plugin-bookkeeping/domain/public';

/** How a step answers when the ledger refuses a run's entry. */
export interface PostingRefusal {
  status: 400 | 409;
  body: { error: string };
}

/**
 * Posts a run's entry through the ledger service as the member, with the entry's id (made from the
 * run and the step: `payroll-{runId}`, `payroll-void-{runId}`) as the idempotency key, so a retry
 * cannot post it twice: when an earlier try posted it and then failed before the run was written,
 * the ledger answers 'already-posted' and the posting counts as done. Null when the entry is in the
 * books; otherwise what to answer: 409 for the closed period, 400 with the reasons.
 */
export async function postRunEntry(
  ledger: LedgerService,
  member: MemberContext,
  entry: JournalEntry,
): Promise<PostingRefusal | null> {
  const result = await ledger.post(member.companyId, {
    idempotencyKey: entry.id,
    entry,
    postedBy: member.author,
  });
  switch (result.status) {
    case 'posted':
    case 'already-posted':
      return null;
    case 'closed-period':
      return { status: 409, body: { error: result.message } };
    case 'invalid':
      return { status: 400, body: { error: result.reasons.join('; ') } };
  }
}
