import { describe, expect, it, vi } from 'vitest';
import type { JournalEntry } from '@keel/core/domain';
import type { MemberContext } from '@keel/core/server';
import type { LedgerService, PostingResult } from '@keel/plugin-bookkeeping/domain/public';
import { postRunEntry } from './ledgerPosting';

const entry: JournalEntry = {
  id: 'payroll-void-r1',
  date: '2026-03-20',
  memo: 'Void: payroll of 2026-03-13',
  lines: [
    { accountId: 'checking', debit: 100, credit: 0 },
    { accountId: 'payroll-wages', debit: 0, credit: 100 },
  ],
};
const member: MemberContext = {
  userId: 'u1',
  companyId: 'c1',
  role: 'owner',
  author: 'Olive Owner <olive@example.com>',
};

/** A ledger that answers every posting with `result`. */
function ledgerAnswering(result: PostingResult) {
  const post = vi.fn(async () => result);
  return { ledger: { post } as unknown as LedgerService, post };
}

describe('postRunEntry', () => {
  it('posts under the entry id as the idempotency key, as the member', async () => {
    const { ledger, post } = ledgerAnswering({
      status: 'posted',
      entryId: entry.id,
      postedAt: '2026-03-20T10:00:00.000Z',
      postedBy: member.author,
    });
    expect(await postRunEntry(ledger, member, entry)).toBeNull();
    expect(post).toHaveBeenCalledWith('c1', {
      idempotencyKey: 'payroll-void-r1',
      entry,
      postedBy: 'Olive Owner <olive@example.com>',
    });
  });

  it('counts an entry an earlier try posted as done', async () => {
    const { ledger } = ledgerAnswering({
      status: 'already-posted',
      entryId: entry.id,
      postedAt: '2026-03-20T09:00:00.000Z',
      postedBy: member.author,
    });
    expect(await postRunEntry(ledger, member, entry)).toBeNull();
  });

  it('answers 409 with the message in the closed period, 400 with the reasons when invalid', async () => {
    const closed = ledgerAnswering({
      status: 'closed-period',
      lockDate: '2026-03-31',
      message: 'The period up to 2026-03-31 is closed',
    });
    expect(await postRunEntry(closed.ledger, member, entry)).toEqual({
      status: 409,
      body: { error: 'The period up to 2026-03-31 is closed' },
    });
    const invalid = ledgerAnswering({
      status: 'invalid',
      reasons: ['lines.0.accountId: Unknown account checking', 'date: Use a real date'],
    });
    expect(await postRunEntry(invalid.ledger, member, entry)).toEqual({
      status: 400,
      body: { error: 'lines.0.accountId: Unknown account checking; date: Use a real date' },
    });
  });
});
