import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aTransaction } from './testBooks';
import {
  rowToTransaction,
  rowToTransactionFields,
  transactionFieldsSchema,
  transactionToRow,
} from './transactionRow';

const transactionArb = fc.record({
  id: fc.string({ minLength: 1, maxLength: 12 }),
  date: fc.constantFrom('2025-12-31', '2026-01-01', '2026-03-10'),
  description: fc.string({ maxLength: 20 }),
  amount: fc.integer({ min: -1e9, max: 1e9 }),
  bankAccountId: fc.constantFrom('checking', 'savings'),
  accountId: fc.constantFrom('', 'sales', 'office-supplies'),
  reference: fc.string({ maxLength: 8 }),
  category: fc.constantFrom('other', 'office-supplies'),
  vendorId: fc.constantFrom('', 'v1'),
  aiCategorized: fc.boolean(),
  reconciliationId: fc.constantFrom('', 'rec-1'),
  source: fc.constantFrom('manual', 'import', 'bank-sync', 'ledger'),
  externalId: fc.string({ maxLength: 10 }),
  bankPending: fc.boolean(),
  createdAt: fc.constant('2026-03-10T12:00:00.000Z'),
  createdBy: fc.string({ maxLength: 10 }),
  entryId: fc.option(fc.constantFrom('payroll-run-1', 'e-2'), { nil: undefined }),
  bankDate: fc.option(fc.constantFrom('2026-03-12'), { nil: undefined }),
  bankDescription: fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
});

describe('transactionToRow / rowToTransaction', () => {
  it('round-trips any transaction through its one record cell', () => {
    fc.assert(
      fc.property(transactionArb, (transaction) => {
        const row = transactionToRow(transaction);
        expect(Object.keys(row)).toEqual(['record']);
        expect(rowToTransaction(transaction.id, row)).toEqual(transaction);
      }),
    );
  });

  it('gives equal rows for equal transactions, whatever order their fields were set in', () => {
    const t = aTransaction();
    const reversed = Object.fromEntries(Object.entries(t).reverse()) as typeof t;
    expect(transactionToRow(reversed)).toEqual(transactionToRow(t));
    expect(JSON.parse(transactionToRow(t).record)).not.toHaveProperty('id');
  });

  it('reads any record exactly as the schema does', () => {
    const oddValue = fc.oneof(
      fc.constantFrom('', 'x', 0, -1.5, 1e308, true, false, null, [], {}),
      fc.jsonValue(),
    );
    const recordArb = fc
      .tuple(
        transactionArb,
        fc.dictionary(
          fc.constantFrom(...Object.keys(transactionFieldsSchema.shape), 'extra'),
          oddValue,
        ),
        fc.subarray(Object.keys(transactionFieldsSchema.shape)),
      )
      .map(([transaction, replaced, dropped]) => {
        const { id: _id, ...fields } = transaction;
        const value: Record<string, unknown> = { ...fields, ...replaced };
        for (const key of dropped) delete value[key];
        return JSON.stringify(value);
      });
    fc.assert(
      fc.property(recordArb, (record) => {
        const parsed = transactionFieldsSchema.safeParse(JSON.parse(record));
        expect(rowToTransactionFields({ record })).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves out rows it cannot read, never guessing a field', () => {
    const { record } = transactionToRow(aTransaction());
    expect(rowToTransaction('t', { record: record.slice(0, -1) })).toBeNull();
    expect(rowToTransaction('t', { record: JSON.stringify({ amount: 5 }) })).toBeNull();
    const fields = JSON.parse(record) as Record<string, unknown>;
    expect(
      rowToTransactionFields({ record: JSON.stringify({ ...fields, amount: '5' }) }),
    ).toBeNull();
    expect(rowToTransaction('t', {})).toBeNull();
    expect(rowToTransaction('t', undefined)).toBeNull();
    expect(Object.keys(transactionFieldsSchema.shape)).toHaveLength(18);
  });
});
