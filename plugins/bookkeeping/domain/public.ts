import {
  createServiceRef,
  type BalanceSheet,
  type CashFlow,
  type GeneralLedgerAccount,
  type JournalEntry,
  type ProfitAndLoss,
  type TrialBalance,
} from '@keel/core/domain';
import type {
  AccountBalances,
  AccountsQuery,
  AsOfQuery,
  EntriesQuery,
  GeneralLedgerQuery,
  LedgerAccount,
  LedgerChange,
  LedgerRange,
  LedgerTotals,
  PostingRequest,
  PostingResult,
  TotalsQuery,
} from './ledger/ledgerSchemas';
import type { CloseStatus } from './ledger/closeStatus';
import type { VendorPayments, VendorPaymentsQuery } from './ledger/vendorPayments';
import type { ActivityQuery, BookActivity } from './ledger/bookActivity';
import type { SharedVendorIdentifier, VendorsByBankAccount } from './books/vendorIdentifiers';
import type {
  BankLineHoldRequest,
  BankLineHoldResult,
  BankLineReleaseResult,
} from './ledger/bankLineHolds';

// What other plugins may use of Bookkeeping: the ledger service (plugins/bookkeeping/README.md,
// "The ledger service"). Its storage (tables, rows) is its own.

export {
  accountBalancesSchema,
  accountRoleSchema,
  accountRoles,
  accountsQuerySchema,
  asOfQuerySchema,
  balanceSheetSchema,
  cashFlowSchema,
  entriesQuerySchema,
  entriesSchema,
  generalLedgerQuerySchema,
  generalLedgerSchema,
  ledgerAccountSchema,
  ledgerChangeSchema,
  ledgerRangeSchema,
  ledgerTotalsSchema,
  postingRequestSchema,
  postingResultSchema,
  profitAndLossSchema,
  totalsGroupings,
  totalsQuerySchema,
  totalsRowSchema,
  trialBalanceSchema,
} from './ledger/ledgerSchemas';
export { sharedVendorIdentifierSchema, vendorIdentifierKinds } from './books/vendorIdentifiers';
export type {
  SharedVendorIdentifier,
  VendorIdentifierKind,
  VendorsByBankAccount,
} from './books/vendorIdentifiers';
export { bankCloseStatusSchema, closeStatusSchema } from './ledger/closeStatus';
export type { BankCloseStatus, CloseStatus } from './ledger/closeStatus';
export {
  vendorPaymentSchema,
  vendorPaymentsQuerySchema,
  vendorPaymentsSchema,
} from './ledger/vendorPayments';
export type { VendorPayment, VendorPayments, VendorPaymentsQuery } from './ledger/vendorPayments';
export {
  bankLineHoldRequestSchema,
  bankLineHoldResultSchema,
  bankLineReleaseResultSchema,
} from './ledger/bankLineHolds';
export type {
  BankLineHoldRequest,
  BankLineHoldResult,
  BankLineReleaseResult,
} from './ledger/bankLineHolds';
export {
  activityBankLineSchema,
  activityEntrySchema,
  activityQuerySchema,
  activityReconciliationSchema,
  activityVendorSchema,
  bookActivitySchema,
} from './ledger/bookActivity';
export type {
  ActivityBankLine,
  ActivityEntry,
  ActivityQuery,
  ActivityReconciliation,
  ActivityVendor,
  BookActivity,
} from './ledger/bookActivity';
export type {
  AccountBalances,
  AccountRole,
  AccountsQuery,
  AsOfQuery,
  EntriesQuery,
  GeneralLedgerQuery,
  LedgerAccount,
  LedgerChange,
  LedgerRange,
  LedgerTotals,
  PostingRequest,
  PostingResult,
  TotalsQuery,
  TotalsRow,
} from './ledger/ledgerSchemas';

/**
 * The company ledger's reads, the same on the server and in the browser: over any date range,
 * archived fiscal years included, every amount in cents. Each takes the company id (the caller has
 * checked that the user is a member); the browser answers for the open company only. A query that
 * is not of its schema rejects with the ZodError; one naming an unknown account with an error
 * whose message names the field ('accountId: Unknown account x').
 */
export interface LedgerReads {
  /** The chart of accounts by number, each with its roles; only those with `role`, when given. */
  accounts(companyId: string, query?: AccountsQuery): Promise<LedgerAccount[]>;
  /** The entries dated in a range, by date then id; only those touching `accountId`, when given. */
  entries(companyId: string, query: EntriesQuery): Promise<JournalEntry[]>;
  /** Every account's balance at the end of `asOf`, since the books began. */
  balances(companyId: string, query: AsOfQuery): Promise<AccountBalances>;
  trialBalance(companyId: string, range: LedgerRange): Promise<TrialBalance>;
  profitAndLoss(companyId: string, range: LedgerRange): Promise<ProfitAndLoss>;
  /** At the end of `asOf`, with the books' fiscal year. */
  balanceSheet(companyId: string, query: AsOfQuery): Promise<BalanceSheet>;
  cashFlow(companyId: string, range: LedgerRange): Promise<CashFlow>;
  /** Every account with an opening balance or postings in the range; or just `accountId`'s. */
  generalLedger(companyId: string, query: GeneralLedgerQuery): Promise<GeneralLedgerAccount[]>;
  /** Totals of the lines in a range by account, vendor, category or month. */
  totals(companyId: string, query: TotalsQuery): Promise<LedgerTotals>;
  /**
   * Calls `listener` after each change to the company's entries, from any source (a posting, a
   * browser, an import, a closed year); returns the function that stops it. On the server also
   * after each change to what `closeStatus` reads (the lock date, a reconciliation, the bank
   * lines), with no entry ids when the entries did not change.
   */
  subscribe(companyId: string, listener: (change: LedgerChange) => void): () => void;
}

/** The ledger service on the server: the reads, and posting. */
export interface LedgerService extends LedgerReads {
  /**
   * Posts a balanced entry, safe to retry: checked like every other way into the books (balance,
   * known accounts, the lock date), its bank and cash lines shown in Transactions, and on disk
   * when it answers. The same idempotency key posts at most once: a retry answers
   * 'already-posted' with the first posting's entry, time and author.
   */
  post(companyId: string, request: PostingRequest): Promise<PostingResult>;
  /**
   * Where the books stand for a month-end close: the lock date, and for each bank or cash account
   * its first line, the statement date it is reconciled through and its oldest line not reconciled.
   */
  closeStatus(companyId: string): Promise<CloseStatus>;
  /**
   * Every vendor's payments (money out of the live books' transactions) in a calendar year: which
   * are 1099 vendors, whether their W-9 (tax id) is on file — yes or no, never the id — what they
   * were paid and whether that reaches the year's 1099-NEC threshold. A query that is not of its
   * schema rejects with the ZodError.
   */
  vendorPayments(companyId: string, query: VendorPaymentsQuery): Promise<VendorPayments>;
  /**
   * Who did what in the live books (archived years left out), for separation-of-duties and fraud
   * checks: bank lines dated in the range with who entered them, when and how; journal entries
   * that are not bank lines with who wrote or posted them; every vendor with who created it; and
   * reconciliations with who finished them. A query that is not of its schema rejects with the
   * ZodError.
   */
  activity(companyId: string, query?: ActivityQuery): Promise<BookActivity>;
  /**
   * Holds a bank line of the live books out of reconciliation (Fraud Detection's Block
   * Transaction): the Bookkeeping screen flags it and it cannot be reconciled until the hold is
   * released. Holding a held line again keeps the first hold. A request that is not of its schema
   * rejects with the ZodError.
   */
  holdBankLine(companyId: string, request: BankLineHoldRequest): Promise<BankLineHoldResult>;
  /** Releases a line's hold (the threat was marked safe): it can be reconciled again. */
  releaseBankLine(companyId: string, transactionId: string): Promise<BankLineReleaseResult>;
  /**
   * The groups of two or more vendors whose tax ids, or whose payment bank accounts, are the same
   * (matched by keyed fingerprint: the numbers are never kept), each with the kind and the last four
   * digits. Server only: the fingerprints never leave the server.
   */
  sharedVendorIdentifiers(companyId: string): Promise<SharedVendorIdentifier[]>;
  /**
   * The vendors whose payment bank account is one of `fingerprints` (each the server's secret box
   * `fingerprint('bank-account', 'routing:account')`, as Payroll makes of an employee's direct
   * deposit), one group per fingerprint some vendor has. Server only: a fingerprint is passed in by
   * the plugin that made it and answered to it, never stored by this call, never sent to a browser.
   */
  vendorsByBankAccount(
    companyId: string,
    fingerprints: readonly string[],
  ): Promise<VendorsByBankAccount[]>;
}

/**
 * The ledger service: on the server (`ctx.services.get(ledgerServiceRef)`) the reads and the post
 * for any company; in the browser (`useService(ledgerServiceRef)`) the reads for the open company,
 * live from its document and kept current (postings are made on the server).
 */
export const ledgerServiceRef = createServiceRef<LedgerService, LedgerReads>('bookkeeping.ledger');
