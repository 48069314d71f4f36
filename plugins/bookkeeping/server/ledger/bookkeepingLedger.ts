import { randomUUID } from 'node:crypto';
import {
  ENTRIES_TABLE,
  entryToRow,
  isLocked,
  lockedMessage,
  validateEntry,
} from '@keel/core/domain';
import type { LedgerService, ServerPluginContext } from '@keel/core/server';
import { postedBankLines } from '../../domain/books/postedBankLines';
import { TRANSACTIONS_TABLE, transactionToRow } from '../../domain/books/transactionRow';
import { openBooks } from '../books';

/**
 * The company ledger other plugins post to (`ctx.ledger`): Bookkeeping's entries table, checked
 * like every other path into it (balance, known accounts, the lock date) and committed before the
 * answer. Each line on a bank or cash account also shows in Transactions as a bank line of the
 * entry (postedBankLines), written with the entry as one change, so a payment can be traced and a
 * statement imported later matches it instead of adding it again. The entry reaches open browsers
 * live and, posted inside a member's request, the audit trail names that member for any later
 * change.
 */
export function bookkeepingLedger({
  data,
  log,
  clock,
}: Pick<ServerPluginContext, 'data' | 'log' | 'clock'>): LedgerService {
  return {
    async post(companyId, entry) {
      const books = await openBooks({ data, log }, companyId);
      const { accounts } = books.ledger.snapshot();
      const checked = validateEntry(entry, accounts);
      if (!checked.ok) return { ok: false, status: 400, error: checked.errors.join('; ') };
      const { lockDate } = books.settings;
      if (isLocked(checked.entry.date, lockDate))
        return { ok: false, status: 409, error: lockedMessage(lockDate) };
      if (books.store.hasRow(ENTRIES_TABLE, entry.id))
        return { ok: false, status: 409, error: `Entry ${entry.id} is already posted` };
      const bankLines = postedBankLines(checked.entry, accounts, {
        newId: () => `txn-${randomUUID()}`,
        at: clock.now().toISOString(),
        by: '',
      });
      books.store.transaction(() => {
        books.store.setRow(ENTRIES_TABLE, entry.id, entryToRow(checked.entry));
        for (const line of bankLines)
          books.store.setRow(TRANSACTIONS_TABLE, line.id, transactionToRow(line));
      });
      await data.commit(companyId);
      return { ok: true };
    },
    async accounts(companyId) {
      const books = await openBooks({ data, log }, companyId);
      return [...books.ledger.snapshot().accounts];
    },
  };
}
