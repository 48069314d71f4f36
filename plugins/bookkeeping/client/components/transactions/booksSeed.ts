import { createStore } from 'tinybase';
import { standardChartOfAccounts, type TablesContent } from '@keel/core/domain';
import { saveTransaction, type Transaction } from '../../../domain/books';
import { ACCOUNTS_TABLE, accountToRow } from '../../../domain/schema';

/** What a line of sample books needs; the rest is filled in as a manual entry would be. */
export type SampleLine = Pick<Transaction, 'id' | 'date' | 'description' | 'amount'> &
  Partial<Transaction>;

const SEEDED_BY = 'Ada Lovelace <ada@example.com>';

/**
 * Bookkeeping rows for stories and tests: the standard chart plus the given lines, each written
 * through saveTransaction so every categorized line has its balanced journal entry and audit row.
 */
export function booksSeed(lines: readonly SampleLine[] = []): TablesContent {
  const store = createStore();
  for (const account of standardChartOfAccounts()) {
    store.setRow(ACCOUNTS_TABLE, account.id, accountToRow(account));
  }
  for (const line of lines) {
    const at = `${line.date}T12:00:00.000Z`;
    const result = saveTransaction(
      store,
      {
        bankAccountId: 'checking',
        accountId: '',
        reference: '',
        category: 'other',
        vendorId: '',
        aiCategorized: false,
        reconciliationId: '',
        source: 'manual',
        externalId: '',
        bankPending: false,
        createdAt: at,
        createdBy: SEEDED_BY,
        ...line,
      },
      { by: SEEDED_BY, at, allowReconciled: true },
    );
    if (!result.ok) throw new Error(`Sample line ${line.id}: ${result.error}`);
  }
  return store.getTables() as TablesContent;
}

/** A small company's month: income, categorized spending, a rule's work, a pending and a reconciled line. */
export const sampleLines: readonly SampleLine[] = [
  {
    id: 'txn-s1',
    date: '2026-11-20',
    description: 'Stripe payout',
    amount: 1_250_000,
    accountId: 'sales',
    category: 'income',
    reference: 'PO-1042',
  },
  {
    id: 'txn-s2',
    date: '2026-11-18',
    description: 'Office Depot #1234',
    amount: -4599,
    accountId: 'office-supplies',
    category: 'office-supplies',
  },
  {
    id: 'txn-s3',
    date: '2026-11-15',
    description: 'GUSTO PAYROLL',
    amount: -820_000,
    accountId: 'payroll-wages',
    category: 'expense',
    aiCategorized: true,
    source: 'import',
  },
  {
    id: 'txn-s4',
    date: '2026-11-12',
    description: 'SQ *BLUE BOTTLE 0423 OAKLAND',
    amount: -1875,
    source: 'import',
  },
  {
    id: 'txn-s5',
    date: '2026-11-03',
    description: 'WeWork November rent',
    amount: -150_000,
    accountId: 'rent',
    category: 'rent',
    reference: 'INV-88',
    reconciliationId: 'rec-oct',
  },
  {
    id: 'txn-s6',
    date: '2026-10-28',
    description: 'Comcast Business',
    amount: -12_999,
    accountId: 'utilities',
    category: 'utilities',
  },
];
