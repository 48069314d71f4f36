import { describe, expect, it } from 'vitest';
import { aTransaction, storeWithChart } from '../books/testBooks';
import { RECORD_AUTHORS_TABLE } from '../books/recordAuthors';
import { readTransactions, TRANSACTIONS_TABLE } from '../books/transactionRow';
import { saveTransaction } from '../books/writeTransaction';
import { VENDORS_TABLE } from '../books/vendors';
import { readBookActivity } from './bookActivity';

const omar = 'Omar Clerk <omar@example.com>';
const bella = 'Bella Owner <bella@example.com>';

describe('readBookActivity', () => {
  it('names who the server saw key in a line over who the line claims, with its vendor, in the range', () => {
    const store = storeWithChart();
    store.setRow(VENDORS_TABLE, 'v-acme', {
      name: 'Acme',
      contactName: '',
      email: '',
      paymentTerms: 'Net 30',
      is1099Eligible: false,
    });
    for (const [id, date] of [
      ['cash', '2026-04-10'],
      ['march', '2026-03-02'],
    ] as const)
      expect(
        saveTransaction(store, aTransaction({ id, date, vendorId: 'v-acme' }), {
          by: bella,
          at: `${date}T09:00:00.000Z`,
        }),
      ).toEqual({ ok: true });
    store.setRow(RECORD_AUTHORS_TABLE, 'transactions:cash', {
      table: 'transactions',
      recordId: 'cash',
      by: omar,
      at: '2026-04-10T09:00:00.000Z',
    });
    const activity = readBookActivity(store, readTransactions(store.getTable(TRANSACTIONS_TABLE)), {
      from: '2026-04-01',
    });
    expect(activity.bankLines).toEqual([
      expect.objectContaining({
        id: 'cash',
        createdBy: omar,
        vendorName: 'Acme',
        source: 'manual',
        entryId: 'cash',
        reconciliationId: '',
      }),
    ]);
    expect(activity.vendors).toEqual([
      { vendorId: 'v-acme', name: 'Acme', createdAt: null, createdBy: null },
    ]);
  });
});
