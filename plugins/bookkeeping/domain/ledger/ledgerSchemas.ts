import { z } from 'zod';
import {
  accountSchema,
  accountTypes,
  centsSchema,
  isoDateSchema,
  journalEntrySchema,
  recordIdSchema,
  singleLineSchema,
} from '@keel/core/domain';

// The shapes the ledger service takes and answers, as they cross the network (the browser's reads
// of archived years come over REST): every amount is integer cents, every date YYYY-MM-DD.

const fromNotAfterTo = <T extends { from?: string | undefined; to?: string | undefined }>(q: T) =>
  q.from === undefined || q.to === undefined || q.from <= q.to;
const fromMessage = { path: ['from'], message: 'From must be on or before to' };

/** Dates from and to, both inclusive; an open end takes every date. */
export const ledgerRangeSchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine(fromNotAfterTo, fromMessage);
/** A date range of the ledger. */
export type LedgerRange = z.output<typeof ledgerRangeSchema>;

/**
 * What an account is for, read from the chart (the type, subtype and bank flag, and for the
 * standard chart's own accounts their id): see `accountRolesOf`.
 */
export const accountRoles = [
  'cash',
  'receivable',
  'payable',
  'credit-card',
  'payroll-liabilities',
  'sales-tax-payable',
  'payroll-expense',
  'uncategorized-income',
  'uncategorized-expense',
  'income',
  'cost-of-goods-sold',
  'expense',
  'retained-earnings',
] as const;
/** One account role. */
export const accountRoleSchema = z.enum(accountRoles, {
  error: `Use one of ${accountRoles.join(', ')}`,
});
/** What an account is for. */
export type AccountRole = z.output<typeof accountRoleSchema>;

/** Which accounts: every one, or those with a role. */
export const accountsQuerySchema = z.object({ role: accountRoleSchema.optional() });
/** An accounts query. */
export type AccountsQuery = z.output<typeof accountsQuerySchema>;

/** An account of the chart with its roles. */
export const ledgerAccountSchema = accountSchema.and(
  z.object({ roles: z.array(accountRoleSchema) }),
);
/** An account of the chart with its roles. */
export type LedgerAccount = z.output<typeof ledgerAccountSchema>;

/** Entries dated in a range; only those with a line on `accountId`, when given. */
export const entriesQuerySchema = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    accountId: recordIdSchema.optional(),
  })
  .refine(fromNotAfterTo, fromMessage);
/** An entries query. */
export type EntriesQuery = z.output<typeof entriesQuerySchema>;

/** A day whose end a balance is taken at. */
export const asOfQuerySchema = z.object({ asOf: isoDateSchema });
/** A balances or balance sheet query. */
export type AsOfQuery = z.output<typeof asOfQuerySchema>;

/** One account's balance at the end of a day, in cents on its normal side (a contra account's reversed). */
export const accountBalanceSchema = z.object({
  accountId: z.string(),
  number: z.string(),
  name: z.string(),
  type: z.enum(accountTypes),
  balance: centsSchema,
});
/** Every account's balance at the end of `asOf`, since the books began, by account number. */
export const accountBalancesSchema = z.object({
  asOf: z.string(),
  accounts: z.array(accountBalanceSchema),
});
/** Every account's balance at the end of a day. */
export type AccountBalances = z.output<typeof accountBalancesSchema>;

const dateRangeSchema = z.object({ from: z.string().optional(), to: z.string().optional() });
const reportLineSchema = z.object({
  accountId: z.string(),
  number: z.string(),
  name: z.string(),
  amount: centsSchema,
});
const reportSectionSchema = z.object({ lines: z.array(reportLineSchema), total: centsSchema });

/** The trial balance of a range (core's `TrialBalance`). */
export const trialBalanceSchema = z.object({
  rows: z.array(
    z.object({
      accountId: z.string(),
      number: z.string(),
      name: z.string(),
      type: z.enum(accountTypes),
      debit: centsSchema,
      credit: centsSchema,
    }),
  ),
  totalDebits: centsSchema,
  totalCredits: centsSchema,
});

/** The profit and loss of a range (core's `ProfitAndLoss`). */
export const profitAndLossSchema = z.object({
  range: dateRangeSchema,
  income: reportSectionSchema,
  costOfGoodsSold: reportSectionSchema,
  grossProfit: centsSchema,
  expenses: reportSectionSchema,
  netIncome: centsSchema,
});

/** The balance sheet at the end of a day (core's `BalanceSheet`). */
export const balanceSheetSchema = z.object({
  asOf: z.string(),
  fiscalYearStart: z.string(),
  currentAssets: reportSectionSchema,
  fixedAssets: reportSectionSchema,
  otherAssets: reportSectionSchema,
  totalAssets: centsSchema,
  currentLiabilities: reportSectionSchema,
  longTermLiabilities: reportSectionSchema,
  totalLiabilities: centsSchema,
  equity: reportSectionSchema,
  retainedEarnings: centsSchema,
  currentYearEarnings: centsSchema,
  totalEquity: centsSchema,
  totalLiabilitiesAndEquity: centsSchema,
});

/** The cash flow statement of a range (core's `CashFlow`). */
export const cashFlowSchema = z.object({
  range: dateRangeSchema,
  operating: z.object({
    netIncome: centsSchema,
    adjustments: z.array(reportLineSchema),
    total: centsSchema,
  }),
  investing: reportSectionSchema,
  financing: reportSectionSchema,
  netChange: centsSchema,
  cashAtStart: centsSchema,
  cashAtEnd: centsSchema,
});

/** The general ledger of a range; of one account when `accountId` is given. */
export const generalLedgerQuerySchema = entriesQuerySchema;
/** A general ledger query. */
export type GeneralLedgerQuery = z.output<typeof generalLedgerQuerySchema>;

/** The accounts' ledgers: opening balance, postings with running balance, closing balance. */
export const generalLedgerSchema = z.array(
  z.object({
    accountId: z.string(),
    number: z.string(),
    name: z.string(),
    openingBalance: centsSchema,
    lines: z.array(
      z.object({
        date: z.string(),
        entryId: z.string(),
        memo: z.string(),
        reference: z.string().optional(),
        debit: centsSchema,
        credit: centsSchema,
        balance: centsSchema,
      }),
    ),
    closingBalance: centsSchema,
  }),
);

/** What totals are grouped by. */
export const totalsGroupings = ['account', 'vendor', 'category', 'month'] as const;

/**
 * Totals of the lines of the entries dated in a range, grouped by account, vendor, category (of
 * the bank transaction an entry was made from) or month; only lines on `accountIds`, when given.
 */
export const totalsQuerySchema = z
  .object({
    by: z.enum(totalsGroupings, { error: `Use one of ${totalsGroupings.join(', ')}` }),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    accountIds: z.array(recordIdSchema).min(1).max(500).optional(),
  })
  .refine(fromNotAfterTo, fromMessage);
/** A totals query. */
export type TotalsQuery = z.output<typeof totalsQuerySchema>;

/** One group's totals: debits, credits and the number of lines. */
export const totalsRowSchema = z.object({
  /** The account id, vendor id, category or month (YYYY-MM); '' for lines without a vendor or category. */
  key: z.string(),
  label: z.string(),
  debit: centsSchema,
  credit: centsSchema,
  lines: z.number().int(),
});
/** The totals of a query, one row per group with lines, in the group's order. */
export const ledgerTotalsSchema = z.object({
  by: z.enum(totalsGroupings),
  rows: z.array(totalsRowSchema),
});
/** Totals by account, vendor, category or month. */
export type LedgerTotals = z.output<typeof ledgerTotalsSchema>;
/** One row of totals. */
export type TotalsRow = z.output<typeof totalsRowSchema>;

/** The entries of a range, by date then id. */
export const entriesSchema = z.array(journalEntrySchema);

/**
 * A posting: the entry, the caller's idempotency key (the same key posts at most once, whatever
 * the entry's id) and who posts it ('First Last <email>', the member's author string; a plugin's
 * own job names itself).
 */
export const postingRequestSchema = z.object({
  idempotencyKey: recordIdSchema,
  entry: journalEntrySchema,
  postedBy: singleLineSchema.min(1, 'Say who posts the entry').max(200),
});
/** A posting request. */
export type PostingRequest = z.input<typeof postingRequestSchema>;

/**
 * The answer to a posting: 'posted' (written, on disk), 'already-posted' (the key was posted
 * before: the first answer again, nothing written), 'closed-period' (dated on or before the lock
 * date) or 'invalid' (the reasons, each naming its field).
 */
export const postingResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('posted'),
    entryId: z.string(),
    postedAt: z.string(),
    postedBy: z.string(),
  }),
  z.object({
    status: z.literal('already-posted'),
    entryId: z.string(),
    postedAt: z.string(),
    postedBy: z.string(),
  }),
  z.object({ status: z.literal('closed-period'), lockDate: z.string(), message: z.string() }),
  z.object({ status: z.literal('invalid'), reasons: z.array(z.string()).min(1) }),
]);
/** The answer to a posting. */
export type PostingResult = z.output<typeof postingResultSchema>;

/** What changed in a company's ledger in one write: entry ids added, changed and removed. */
export const ledgerChangeSchema = z.object({
  companyId: z.string(),
  added: z.array(z.string()),
  changed: z.array(z.string()),
  removed: z.array(z.string()),
});
/** A change to a company's ledger. */
export type LedgerChange = z.output<typeof ledgerChangeSchema>;
