import { createHash } from 'node:crypto';
import { isLocked, lockedMessage, validateEntry } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { newTransactionId } from '../../domain/books/newTransaction';
import { postedBankLines } from '../../domain/books/postedBankLines';
import { TRANSACTIONS_TABLE, transactionToRow } from '../../domain/books/transactionRow';
import { ENTRIES_TABLE, entryToRow } from '../../domain/ledger/entryRow';
import { postingRequestSchema, type PostingResult } from '../../domain/ledger/ledgerSchemas';
import {
  LEDGER_POSTINGS_TABLE,
  postingRowSchema,
  type PostingRow,
} from '../../domain/ledger/postingRow';
import { openBooks } from '../books';

const fingerprintOf = (record: string) => createHash('sha256').update(record).digest('base64url');

/** The answer a posting gives once the key is recorded: the first answer, as a retry gets it. */
const alreadyPosted = ({ entryId, postedAt, postedBy }: PostingRow): PostingResult => ({
  status: 'already-posted',
  entryId,
  postedAt,
  postedBy,
});

/**
 * Posts an entry for another plugin (the ledger service's `post`), safe to retry. The idempotency
 * key is kept with the posting (`ledgerPostings`): the same key answers 'already-posted' with the
 * first posting's entry, time and author, and writes nothing; with another entry it is refused.
 * The entry is checked like every other path into the books (balance, known accounts, the lock
 * date); an entry of the same id already in the books with the same lines (written before keys
 * were kept) counts as this posting. Each line on a bank or cash account also shows in
 * Transactions as a bank line of the entry (postedBankLines) created by `postedBy`, written with
 * the entry and the key as one change and committed before the answer.
 */
export async function postEntry(
  { data, log, clock }: Pick<ServerPluginContext, 'data' | 'log' | 'clock'>,
  companyId: string,
  request: unknown,
): Promise<PostingResult> {
  const parsed = postingRequestSchema.safeParse(request);
  if (!parsed.success)
    return {
      status: 'invalid',
      reasons: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  const { idempotencyKey: key, entry, postedBy } = parsed.data;
  const books = await openBooks({ data, log }, companyId);
  const { store } = books;
  const record = entryToRow(entry).record;
  // The row's record leaves the id out: it is the row's id.
  const fingerprint = fingerprintOf(`${entry.id}\n${record}`);

  // Nothing is awaited from here until the write: no other posting can come in between.
  const before = postingRowSchema.safeParse(store.getRow(LEDGER_POSTINGS_TABLE, key));
  if (before.success) {
    if (before.data.fingerprint === fingerprint) return alreadyPosted(before.data);
    return {
      status: 'invalid',
      reasons: [
        `idempotencyKey: ${key} already posted entry ${before.data.entryId}; a retry sends the same entry`,
      ],
    };
  }

  const { accounts } = books.ledger.snapshot();
  const checked = validateEntry(entry, accounts);
  if (!checked.ok) return { status: 'invalid', reasons: checked.errors };

  const posting: PostingRow = {
    entryId: entry.id,
    fingerprint,
    postedAt: clock.now().toISOString(),
    postedBy,
  };
  if (store.hasRow(ENTRIES_TABLE, entry.id)) {
    if (store.getCell(ENTRIES_TABLE, entry.id, 'record') !== record)
      return {
        status: 'invalid',
        reasons: [`entry.id: Entry ${entry.id} is already in the books, with other lines`],
      };
    store.setRow(LEDGER_POSTINGS_TABLE, key, posting);
    await data.commit(companyId);
    return alreadyPosted(posting);
  }

  const { lockDate } = books.settings;
  if (isLocked(entry.date, lockDate))
    return { status: 'closed-period', lockDate, message: lockedMessage(lockDate) };

  const bankLines = postedBankLines(checked.entry, accounts, {
    newId: newTransactionId,
    at: posting.postedAt,
    by: postedBy,
  });
  store.transaction(() => {
    store.setRow(ENTRIES_TABLE, entry.id, entryToRow(checked.entry));
    for (const line of bankLines) store.setRow(TRANSACTIONS_TABLE, line.id, transactionToRow(line));
    store.setRow(LEDGER_POSTINGS_TABLE, key, posting);
  });
  await data.commit(companyId);
  return { status: 'posted', entryId: entry.id, postedAt: posting.postedAt, postedBy };
}
