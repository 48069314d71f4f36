import { isIsoDate, standardChartOfAccounts, type JournalEntry } from '@keel/core/domain';
import type { BankAccountRow } from '../books/bankAccounts';
import type { RuleRow } from '../books/categorizationRules';
import type { ReconciliationRow } from '../books/reconciliation';
import { transactionEntry } from '../books/transactionEntry';
import type { Transaction } from '../books/transactionRow';
import type { VendorRow } from '../books/vendors';
import { accountToRow, type AccountRow } from '../schema';
import { demoMonths } from './calendar';
import { demoBankAccounts, demoRules, demoVendors, transfersInTransit } from './demoCompany';
import { reconcileMonths } from './reconcileMonths';
import { cardSpend } from './schedule/cardSpend';
import { contractors } from './schedule/contractors';
import { loan } from './schedule/loan';
import { overhead } from './schedule/overhead';
import { payroll } from './schedule/payroll';
import type { DemoContext, PlannedLine } from './schedule/plannedLine';
import { salesDeposits } from './schedule/sales';
import { savingsInterest } from './schedule/savingsInterest';
import { smallExpenses } from './schedule/smallExpenses';
import { software } from './schedule/software';
import { treasury } from './schedule/treasury';
import { toTransactions } from './toTransactions';
import { entryToRow, type EntryRow } from '../ledger/entryRow';

/** The seed used when none is given. */
export const DEFAULT_DEMO_SEED = 20_240_601;

/** Every row of the demo company's books, by table, keyed by row id (transactions carry theirs). */
export interface DemoBooks {
  accounts: Record<string, AccountRow>;
  bankAccounts: Record<string, BankAccountRow>;
  vendors: Record<string, VendorRow>;
  rules: Record<string, RuleRow>;
  transactions: Transaction[];
  /** The entry of each categorized transaction (same id) and the entries no bank line carries. */
  entries: Record<string, EntryRow>;
  reconciliations: Record<string, ReconciliationRow>;
}

/**
 * Two years of books of a small services company: the 24 full months before `today` and the
 * current month to date, generated from a seed (the same seed gives the same books). Pure: it
 * only returns rows; writeDemoBooks puts them in a store.
 */
export function demoBooks(options: {
  today: string;
  seed?: number;
  by: string;
  at: string;
}): DemoBooks {
  if (!isIsoDate(options.today)) throw new Error(`today must be a date as YYYY-MM-DD`);
  const { today, by, at } = options;
  const months = demoMonths(today);
  const context: DemoContext = { months, today, seed: options.seed ?? DEFAULT_DEMO_SEED };
  const start = months[0]?.first ?? today;
  const inHistory = (item: { date: string }) => item.date >= start && item.date <= today;

  const deposits = salesDeposits(context);
  const staff = payroll(context);
  const card = cardSpend(context);
  const debt = loan(context);
  const planned: PlannedLine[] = [
    ...deposits,
    ...staff.lines,
    ...overhead(context),
    ...software(context),
    ...contractors(context),
    ...card.lines,
    ...smallExpenses(context, deposits),
    ...debt.lines,
  ].filter(inHistory);
  const withCash = [...planned, ...treasury(context, planned)];
  const lines = [...withCash, ...savingsInterest(context, withCash)];

  const rules = Object.entries(demoRules).map(([id, rule]) => ({ id, ...rule }));
  const { transactions, reconciliations } = reconcileMonths(
    toTransactions(lines, { today, rules, by, at }),
    { months, bankAccountIds: Object.keys(demoBankAccounts), today, by, at },
  );

  const entries: Record<string, EntryRow> = {};
  const standalone: JournalEntry[] = [...staff.entries, ...card.entries, ...debt.entries];
  for (const entry of standalone.filter(inHistory)) entries[entry.id] = entryToRow(entry);
  for (const transaction of transactions) {
    const entry = transactionEntry(transaction);
    if (entry) entries[entry.id] = entryToRow(entry);
  }

  const accounts: Record<string, AccountRow> = {};
  for (const account of [...standardChartOfAccounts(), transfersInTransit])
    accounts[account.id] = accountToRow(account);

  return {
    accounts,
    bankAccounts: { ...demoBankAccounts },
    vendors: { ...demoVendors },
    rules: { ...demoRules },
    transactions,
    entries,
    reconciliations,
  };
}
