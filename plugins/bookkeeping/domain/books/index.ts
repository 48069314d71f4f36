// The books' model: transactions that post journal entries, vendors, bank accounts, rules and
// reconciliations. The client, the server routes and other plugins all write through these.
export {
  categoryDefaultAccount,
  categoryLabel,
  isTransactionCategory,
  taxDeductibleCategories,
  transactionCategories,
  type TransactionCategory,
} from './categories';
export { expenseAccountCategories, isTaxDeductible, taxCategoryOf } from './taxCategories';
export {
  UNCATEGORIZED_EXPENSE,
  UNCATEGORIZED_INCOME,
  addUncategorizedAccounts,
  isUncategorizedAccount,
  missingUncategorizedAccounts,
  uncategorizedAccountId,
} from './uncategorized';
export { isPostedLine, postedBankLines, postedLineMessage } from './postedBankLines';
export {
  TRANSACTIONS_TABLE,
  newestFirst,
  readTransactions,
  rowToTransaction,
  rowToTransactionFields,
  transactionFieldsSchema,
  transactionFromValue,
  transactionRowSchema,
  transactionSources,
  transactionToRow,
  transactionType,
  type Transaction,
  type TransactionFields,
  type TransactionRow,
} from './transactionRow';
export {
  automationPercent,
  matchesSearch,
  matchesStatus,
  statusFilters,
  transactionStatus,
  type StatusFilter,
  type TransactionStatus,
} from './transactionStatus';
export { transactionEntry } from './transactionEntry';
export { newManualTransaction, newTransactionId, type MadeBy } from './newTransaction';
export {
  checkTransactionForm,
  type FieldErrors,
  type TransactionFormResult,
  type TransactionFormValues,
} from './transactionForm';
export {
  ENTRY_AUDIT_TABLE,
  auditAction,
  auditTextEntry,
  auditedEntry,
  entryAuditRowSchema,
  newAuditRowId,
  type EntryAuditRow,
} from './entryAudit';
export {
  deleteTransaction,
  saveTransaction,
  storeAccounts,
  storeLockDate,
  storeTransaction,
  type WriteResult,
} from './writeTransaction';
export {
  VENDORS_TABLE,
  paymentTermsOptions,
  readVendors,
  threshold1099Cents,
  vendor1099Totals,
  vendorFormSchema,
  vendorRowSchema,
  type Vendor,
  type Vendor1099,
  type VendorRow,
} from './vendors';
export { accountBalances, balancesAsOf, datedLaterNote, totalCash } from './balances';
export {
  BANK_ACCOUNTS_TABLE,
  bankAccountRowSchema,
  bankAccountTypes,
  bankChoices,
  isValidRoutingNumber,
  newAccountId,
  nextAccountNumber,
  readBankAccounts,
  type BankAccount,
  type BankAccountRow,
} from './bankAccounts';
export {
  RULES_TABLE,
  learnChoices,
  payeeKey,
  readRules,
  ruleRowSchema,
  suggestCategory,
  type LearnedChoices,
  type Rule,
  type RuleRow,
  type Suggestion,
} from './categorizationRules';
export {
  RECONCILIATIONS_TABLE,
  finishReconciliation,
  readReconciliations,
  reconcileFigures,
  reconciliationRowSchema,
  unreconcile,
  type ReconcileFigures,
  type ReconciliationRow,
} from './reconciliation';
export {
  LINE_HOLDS_TABLE,
  heldLineMessage,
  lineHoldRowSchema,
  readLineHolds,
  storeLineHold,
  type LineHold,
} from './lineHolds';
export {
  importStatementLines,
  importedLines,
  type ImportOutcome,
  type ImportProgress,
} from './importLines';
export { LedgerCache, ledgerCacheFor, type LedgerLog, type LedgerSnapshot } from './ledgerCache';
export { TransactionCache, transactionCacheFor } from './transactionCache';
export { entryHistory, type EntryChange } from './entryHistory';
export {
  packLegacyEntryRow,
  packLegacyRows,
  packLegacyTransactionRow,
  packTransactionsAndEntries,
} from './packLegacyRows';
export { missingPendingPostings, postOpenPendingLines, postPendingLines } from './postPendingLines';
export {
  VENDOR_IDENTIFIERS_TABLE,
  sharedIdentifiers,
  sharedVendorIdentifierSchema,
  vendorIdentifierKinds,
  vendorIdentifierRowSchema,
  vendorIdentifiersAnswerSchema,
  vendorIdentifiersBodySchema,
  vendorIdentifiersLabel,
  type SharedVendorIdentifier,
  type VendorFingerprints,
  type VendorIdentifierKind,
  type VendorIdentifierRow,
  type VendorIdentifiersAnswer,
  type VendorIdentifiersBody,
} from './vendorIdentifiers';
