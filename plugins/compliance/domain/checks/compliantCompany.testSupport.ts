import type { JournalEntry } from '@keel/core/domain';
import type { BooksAccount, ComplianceInput } from './input';

/** The day every check test runs on. */
export const TODAY = '2026-11-20';

const account = (
  id: string,
  number: string,
  name: string,
  type: BooksAccount['type'],
  subtype: BooksAccount['subtype'],
  roles: string[],
  extra: Partial<BooksAccount> = {},
): BooksAccount => ({
  id,
  number,
  name,
  type,
  subtype,
  isBank: false,
  contra: false,
  roles,
  ...extra,
});

/** A small chart with every account the checks look into. */
export const accounts: BooksAccount[] = [
  account('checking', '1000', 'Business Checking', 'asset', 'current_asset', ['cash'], {
    isBank: true,
  }),
  account('receivable', '1100', 'Accounts Receivable', 'asset', 'current_asset', ['receivable']),
  account('equipment', '1500', 'Equipment', 'asset', 'fixed_asset', []),
  account('accumulated', '1510', 'Accumulated Depreciation', 'asset', 'fixed_asset', [], {
    contra: true,
  }),
  account('payable', '2000', 'Accounts Payable', 'liability', 'current_liability', ['payable']),
  account('payroll-liabilities', '2100', 'Payroll Liabilities', 'liability', 'current_liability', [
    'payroll-liabilities',
  ]),
  account('sales-tax', '2200', 'Sales Tax Payable', 'liability', 'current_liability', [
    'sales-tax-payable',
  ]),
  account('sales', '4000', 'Sales', 'income', 'operating_income', ['income']),
  account('uncategorized-income', '4900', 'Uncategorized Income', 'income', 'operating_income', [
    'income',
    'uncategorized-income',
  ]),
  account('wages', '6000', 'Wages', 'expense', 'operating_expense', ['expense', 'payroll-expense']),
  account('depreciation', '6100', 'Depreciation Expense', 'expense', 'operating_expense', [
    'expense',
  ]),
  account(
    'uncategorized-expense',
    '6900',
    'Uncategorized Expense',
    'expense',
    'operating_expense',
    ['expense', 'uncategorized-expense'],
  ),
];

/** A two-line entry: debit one account, credit another. */
export function entry(
  id: string,
  date: string,
  debit: string,
  credit: string,
  cents: number,
  memo = id,
): JournalEntry {
  return {
    id,
    date,
    memo,
    lines: [
      { accountId: debit, debit: cents, credit: 0 },
      { accountId: credit, debit: 0, credit: cents },
    ],
  } as JournalEntry;
}

/**
 * A company with every control in place on TODAY: owners with two-factor sign-in who signed in
 * this month, October locked and the bank reconciled through it, books that balance with nothing aged or uncategorized, equipment depreciated,
 * payroll deposits paid on their due dates and returns marked filed, sales tax remitted, access
 * reviewed and the security plan on file.
 */
export function compliantCompany(): ComplianceInput {
  const entries: JournalEntry[] = [
    entry('sale-1', '2026-09-10', 'receivable', 'sales', 500_000, 'Invoice 101'),
    entry('paid-1', '2026-10-01', 'checking', 'receivable', 500_000, 'Invoice 101 paid'),
    entry('sale-2', '2026-11-01', 'receivable', 'sales', 200_000, 'Invoice 102'),
    entry('bill-1', '2026-10-15', 'wages', 'payable', 80_000, 'Contractor bill'),
    entry('cash-sale', '2026-07-05', 'checking', 'sales-tax', 8_000, 'Sales tax collected'),
    entry('st-paid', '2026-10-20', 'sales-tax', 'checking', 8_000, 'Sales tax Q3 remitted'),
    entry('laptop', '2025-03-01', 'equipment', 'checking', 300_000, 'Laptop'),
    entry('dep-2025', '2025-12-31', 'depreciation', 'accumulated', 100_000, 'Depreciation 2025'),
    entry('payroll-oct', '2026-10-15', 'wages', 'payroll-liabilities', 150_000, 'Payroll Oct 15'),
    entry('deposit-oct', '2026-11-13', 'payroll-liabilities', 'checking', 150_000, 'EFTPS deposit'),
    entry('uncat-recent', '2026-11-10', 'uncategorized-expense', 'checking', 1_200, 'CARD 1234'),
  ];
  return {
    today: TODAY,
    businessType: 'corporation',
    profile: { financialPractice: true },
    access: {
      members: [
        {
          userId: 'u-owner',
          name: 'Olga Owner',
          email: 'olga@example.com',
          role: 'owner',
          joinedAt: '2024-01-10T09:00:00Z',
          twoFactor: true,
        },
        {
          userId: 'u-cpa',
          name: 'Carl CPA',
          email: 'carl@example.com',
          role: 'cpa',
          joinedAt: '2024-03-01T09:00:00Z',
          twoFactor: true,
        },
        {
          userId: 'u-viewer',
          name: 'Vera Viewer',
          email: 'vera@example.com',
          role: 'viewer',
          joinedAt: '2026-11-01T09:00:00Z',
          twoFactor: false,
        },
      ],
      requiresTwoFactor: false,
      lastSignIn: { 'u-owner': '2026-11-19T08:00:00Z', 'u-cpa': '2026-11-02T08:00:00Z' },
      oldestSignIn: '2024-01-10T09:05:00Z',
      auditChain: { records: 1_204, status: 'verified', brokenAt: null },
    },
    books: {
      accounts,
      balances: {
        checking: 1_000_000,
        receivable: 200_000,
        equipment: 300_000,
        accumulated: 100_000,
      },
      trialBalance: { totalDebits: 2_000_000, totalCredits: 2_000_000 },
      entries,
      firstEntryDate: '2025-03-01',
      revenuePreviousYear: 120_000_000,
      fiscalYearStartMonth: 1,
      close: {
        lockDate: '2026-10-31',
        bankAccounts: [
          {
            accountId: 'checking',
            number: '1000',
            name: 'Business Checking',
            firstLineDate: '2025-03-01',
            reconciledThrough: '2026-10-31',
            oldestUnreconciledDate: '2026-11-10',
          },
        ],
      },
      // Carl created the vendor, Olga imported its payment; Carl keyed the line Olga reconciled.
      activity: {
        bankLines: [
          {
            id: 'pay-acme',
            date: '2026-10-05',
            amount: -45_000,
            bankAccountId: 'checking',
            vendorId: 'v-acme',
            source: 'import',
            createdBy: 'Olga Owner <olga@example.com>',
            reconciliationId: 'rec-oct',
            entryId: 'pay-acme',
          },
          {
            id: 'fee-oct',
            date: '2026-10-31',
            amount: -1_500,
            bankAccountId: 'checking',
            vendorId: '',
            source: 'manual',
            createdBy: 'Carl CPA <carl@example.com>',
            reconciliationId: 'rec-oct',
            entryId: 'fee-oct',
          },
        ],
        vendors: [
          { vendorId: 'v-acme', name: 'Acme Supplies', createdBy: 'Carl CPA <carl@example.com>' },
        ],
        reconciliations: [
          {
            id: 'rec-oct',
            bankAccountId: 'checking',
            statementDate: '2026-10-31',
            completedBy: 'Olga Owner <olga@example.com>',
          },
        ],
      },
      // Acme is a 1099 vendor paid over the threshold this year, its W-9 on file.
      vendorPayments: [
        { year: 2025, thresholdCents: 60_000, vendors: [] },
        {
          year: 2026,
          thresholdCents: 200_000,
          vendors: [
            {
              vendorId: 'v-acme',
              name: 'Acme Supplies',
              is1099Eligible: true,
              taxIdOnFile: true,
              paidCents: 450_000,
            },
            {
              vendorId: 'v-office',
              name: 'Office Depot',
              is1099Eligible: false,
              taxIdOnFile: false,
              paidCents: 900_000,
            },
          ],
        },
      ],
    },
    payroll: {
      activeEmployees: 2,
      nextPayDate: '2026-11-30',
      runs: [{ id: 'run-oct', payDate: '2026-10-15', status: 'completed' }],
      runAuthors: [
        {
          id: 'run-oct',
          payDate: '2026-10-15',
          preparedBy: 'Carl CPA <carl@example.com>',
          approvedBy: 'Olga Owner <olga@example.com>',
        },
      ],
      deposits: [
        {
          dueDate: '2026-11-16',
          paydays: ['2026-10-15'],
          amountCents: 150_000,
          period: { year: 2026, quarter: 4 },
        },
      ],
      returns: [{ form: '941', taxYear: 2026, quarter: 3, dueDate: '2026-11-02' }],
      supportedTaxYears: [2025, 2026],
      readerRoles: ['owner', 'admin', 'accountant', 'cpa', 'bookkeeper'],
      sealing: { employeesScanned: 1, unsealed: [] },
    },
    // Three instalments of 2026 due and paid; the fourth is due in January.
    estimatedTax: {
      instalments: [1, 2, 3, 4].map((n) => ({
        id: `estimated-2026-${n}`,
        title: `Estimated income tax 2026, instalment ${n} of 4`,
        form: 'Form 1120-W (corporation)',
        dueDate: ['2026-04-15', '2026-06-15', '2026-09-15', '2026-12-15'][n - 1]!,
        liabilityCents: 250_000,
        paidCents: n < 4 ? 250_000 : 0,
        amountCents: n < 4 ? 0 : 250_000,
      })),
    },
    records: {
      filings: [{ deadlineKey: 'form-941-2026-Q3', filedOn: '2026-10-28' }],
      reviews: [{ kind: 'payroll-access', reviewedAt: '2026-10-01T10:00:00Z' }],
      documents: [{ kind: 'security-plan', uploadedAt: '2026-02-01T10:00:00Z', name: 'WISP 2026' }],
    },
  };
}
