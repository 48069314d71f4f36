import { describe, expect, it } from 'vitest';
import { recordIdSchema } from '@keel/core/domain';
import { newManualTransaction, newTransactionId } from './newTransaction';
import { transactionFieldsSchema } from './transactionRow';

const checked = {
  date: '2026-03-05',
  description: 'Office chairs',
  amount: -24999,
  accountId: 'office-supplies',
  bankAccountId: 'checking',
  reference: 'INV-77',
  category: 'office-supplies',
  vendorId: '',
};
const made = { by: 'Ada Owner <ada@example.com>', at: '2026-03-05T17:30:00.000Z' };

describe('newManualTransaction', () => {
  it('makes a manual line from the checked form, with a new txn- id', () => {
    const transaction = newManualTransaction(checked, made);
    expect(transaction).toEqual({
      id: expect.stringMatching(
        /^txn-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      ),
      ...checked,
      aiCategorized: false,
      reconciliationId: '',
      source: 'manual',
      externalId: '',
      bankPending: false,
      createdAt: made.at,
      createdBy: made.by,
    });
    // Exactly the stored fields: nothing missing, nothing extra.
    const { id: _id, ...fields } = transaction;
    expect(transactionFieldsSchema.strict().safeParse(fields).success).toBe(true);
    expect(newManualTransaction(checked, made).id).not.toBe(transaction.id);
  });

  it('gives ids every route accepts as a record id', () => {
    for (let i = 0; i < 20; i += 1)
      expect(recordIdSchema.safeParse(newTransactionId()).success).toBe(true);
  });
});
