import { isLocked, lockedMessage } from '@keel/core/domain';
import { isPostedLine, postedLineMessage, type Transaction } from '../../../domain/books';

/**
 * Why a transaction cannot be changed now (a bank line of an entry posted elsewhere, reconciled,
 * or in the closed period); null when it can.
 */
export function editBlock(
  transaction: Pick<Transaction, 'date' | 'reconciliationId' | 'entryId'>,
  lockDate: string,
): string | null {
  if (isPostedLine(transaction)) return postedLineMessage;
  if (transaction.reconciliationId !== '') {
    return 'This transaction is reconciled; unreconcile it before changing it';
  }
  return isLocked(transaction.date, lockDate) ? lockedMessage(lockDate) : null;
}
