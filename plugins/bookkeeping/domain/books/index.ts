// The books' model: transactions that post journal entries, vendors, bank accounts, rules and
// reconciliations. The client, the server routes and other plugins all write through these.
export * from './categories';
export * from './taxCategories';
export * from './uncategorized';
export * from './postedBankLines';
export * from './transactionRow';
export * from './transactionStatus';
export * from './transactionEntry';
export * from './transactionForm';
export * from './entryAudit';
export * from './writeTransaction';
export * from './vendors';
export * from './balances';
export * from './bankAccounts';
export * from './categorizationRules';
export * from './reconciliation';
export * from './importLines';
export * from './ledgerCache';
export * from './transactionCache';
export * from './entryHistory';
export * from './packLegacyRows';
export * from './postPendingLines';
