import { isLocked, lockedMessage } from '@keel/core/domain';
import type { Transaction } from '../../../domain/books';

/** Why a transaction cannot be changed now (reconciled, or in the closed period); null when it can. */
export function editBlock(
  transaction: Pick<Transaction, 'date' | 'reconciliationId'>,
  lockDate: string,
): string | null {
  if (transaction.reconciliationId !== '') {
    return 'This transaction is reconciled; unreconcile it before changing it';
  }
  return isLocked(transaction.date, lockDate) ? lockedMessage(lockDate) : null;
}
