import type { TablesContent } from '@keel/core/domain';
import type { Transaction } from '../../../domain/books';
import { booksSeed } from './booksSeed';

/** The moment stories and tests treat as now, so 'this year' is 2026 in every run. */
export const DEMO_NOW = '2026-11-20T10:00:00.000Z';

/** A categorized manual line of the demo books; override what matters. */
export function demoLine(id: string, overrides: Partial<Transaction>): Transaction {
  return {
    id,
    date: '2026-10-01',
    description: '',
    amount: 0,
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
    createdAt: `${overrides.date ?? '2026-10-01'}T12:00:00.000Z`,
    createdBy: 'Ada Lovelace <ada@example.com>',
    ...overrides,
  };
}

const lines: Transaction[] = [
  demoLine('t-open', {
    date: '2026-09-01',
    description: 'Owner investment',
    amount: 2_500_000,
    accountId: 'owners-capital',
    category: 'transfer',
    reconciliationId: 'rec-sep',
  }),
  demoLine('t-rent', {
    date: '2026-10-01',
    description: 'Harbor Properties rent October',
    amount: -320_000,
    accountId: 'rent',
    category: 'rent',
  }),
  demoLine('t-design-1', {
    date: '2026-10-06',
    description: 'Rivera Design Studio invoice 118',
    amount: -150_000,
    accountId: 'professional-fees',
    category: 'professional-services',
    vendorId: 'vendor-rivera',
  }),
  demoLine('t-sale', {
    date: '2026-10-14',
    description: 'Stripe payout',
    amount: 812_540,
    accountId: 'sales',
    category: 'income',
    source: 'bank-sync',
    aiCategorized: true,
  }),
  demoLine('t-design-2', {
    date: '2026-10-20',
    description: 'Rivera Design Studio invoice 131',
    amount: -95_000,
    accountId: 'professional-fees',
    category: 'professional-services',
    vendorId: 'vendor-rivera',
  }),
  demoLine('t-supplies', {
    date: '2026-10-22',
    description: 'Northwind Supplies order 5521',
    amount: -18_975,
    accountId: 'office-supplies',
    category: 'office-supplies',
    vendorId: 'vendor-northwind',
  }),
  demoLine('t-gusto', {
    date: '2026-10-31',
    description: 'GUSTO PAYROLL 10/31',
    amount: -1_204_311,
    accountId: 'payroll-wages',
    category: 'expense',
    source: 'bank-sync',
    aiCategorized: true,
  }),
  demoLine('t-coffee', {
    date: '2026-11-03',
    description: 'SQ *BLUE BOTTLE 0423 OAKLAND',
    amount: -2_350,
    source: 'bank-sync',
  }),
  demoLine('t-interest', {
    date: '2026-10-31',
    description: 'Interest paid',
    amount: 1_204,
    bankAccountId: 'savings',
    accountId: 'interest-income',
    category: 'income',
    source: 'import',
  }),
];

/** A small company's books in late 2026: a live checking account, savings by statement, vendors and a rule. */
export function demoBooks(): TablesContent {
  return booksSeed({
    transactions: lines,
    vendors: [
      {
        id: 'vendor-rivera',
        name: 'Rivera Design Studio',
        contactName: 'Lena Rivera',
        email: 'lena@riveradesign.example',
        paymentTerms: 'Net 15',
        is1099Eligible: true,
      },
      {
        id: 'vendor-northwind',
        name: 'Northwind Supplies',
        contactName: 'Order desk',
        email: 'orders@northwind.example',
        paymentTerms: 'Net 30',
        is1099Eligible: false,
      },
    ],
    bankDetails: {
      checking: {
        bankName: 'Chase',
        accountType: 'business checking',
        mask: '4821',
        routingNumber: '021000021',
        connection: 'simplefin',
        lastSyncedAt: '2026-11-20T12:15:00.000Z',
        bankBalance: 1_521_904,
        bankBalanceAt: '2026-11-20T12:15:00.000Z',
      },
      savings: {
        bankName: 'Wells Fargo',
        accountType: 'savings',
        mask: '0377',
        routingNumber: '',
        connection: 'manual',
        lastSyncedAt: '',
        bankBalance: 0,
        bankBalanceAt: '',
      },
    },
    rules: [
      { id: 'rule-gusto', keyword: 'GUSTO', accountId: 'payroll-wages', category: 'expense' },
      { id: 'rule-stripe', keyword: 'Stripe payout', accountId: 'sales', category: 'income' },
    ],
    reconciliations: {
      'rec-sep': {
        bankAccountId: 'checking',
        statementDate: '2026-09-30',
        endingBalance: 2_500_000,
        completedAt: '2026-10-02T09:00:00.000Z',
        completedBy: 'Ada Lovelace <ada@example.com>',
      },
    },
  });
}
