import { centsToDecimal } from '@keel/core/domain';
import { transactionStatus, transactionType, type Transaction } from '../../domain/books';
import type { ApiTransaction } from './transactions.schema';

/** A stored transaction in the REST shape of spec 001 (amount in dollars as text). */
export function toApiTransaction(transaction: Transaction, companyId: string): ApiTransaction {
  return {
    id: transaction.id,
    description: transaction.description,
    amount: centsToDecimal(transaction.amount),
    type: transactionType(transaction.amount),
    accountId: transaction.accountId,
    transactionDate: transaction.date,
    reference: transaction.reference,
    category: transaction.category,
    companyId,
    aiCategorized: transaction.aiCategorized,
    isReconciled: transaction.reconciliationId !== '',
    bankAccountId: transaction.bankAccountId,
    vendorId: transaction.vendorId,
    status: transactionStatus(transaction),
    ...(transaction.entryId ? { entryId: transaction.entryId } : {}),
    ...(transaction.bankDate === undefined ? {} : { bankDate: transaction.bankDate }),
  };
}
