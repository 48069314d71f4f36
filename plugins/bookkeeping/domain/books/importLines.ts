import type { Store } from 'tinybase';
import { isLocked, lockedMessage } from '@keel/core/domain';
import { planImport, type ImportedLine, type StatementLine } from '../statements';
import { isPostedLine } from './postedBankLines';
import { learnChoices, readRules, suggestCategory, RULES_TABLE } from './categorizationRules';
import {
  TRANSACTIONS_TABLE,
  readTransactions,
  transactionToRow,
  type Transaction,
} from './transactionRow';
import { transactionEntry } from './transactionEntry';
import { addUncategorizedAccounts, missingUncategorizedAccounts } from './uncategorized';
import { saveTransaction, storeAccounts, storeLockDate } from './writeTransaction';
import { ENTRIES_TABLE, entryToRow } from '../ledger/entryRow';

/** What an import did: the counts 'Upload Successful' reports and why lines were skipped. */
export interface ImportOutcome {
  imported: number;
  skipped: { description: string; date: string; reason: string }[];
  /** Pending lines the bank has since posted, updated in place rather than doubled. */
  matched: number;
  /** Imported lines a rule or the person's past choices categorized. */
  autoCategorized: number;
  /** Bank lines matched to payments the books posted before (a payroll run), not added again. */
  matchedPosted: number;
}

/**
 * The lines of one bank account as duplicate detection sees them (planImport). A payment the
 * books posted (a bank line of a payroll run) awaits its bank line until one is matched to it;
 * from then on it is known by the bank's date, description and id, like an imported line.
 */
export function importedLines(
  transactions: readonly Transaction[],
  bankAccountId: string,
): ImportedLine[] {
  const lines: ImportedLine[] = [];
  for (const t of transactions) {
    if (t.bankAccountId !== bankAccountId) continue;
    if (isPostedLine(t) && t.bankDate === undefined) {
      lines.push({
        id: t.id,
        date: t.date,
        amountCents: t.amount,
        description: t.description,
        awaitsBank: true,
      });
      continue;
    }
    lines.push({
      id: t.id,
      date: t.bankDate ?? t.date,
      amountCents: t.amount,
      description: t.bankDescription ?? t.description,
      ...(t.externalId === '' ? {} : { fitId: t.externalId }),
      pending: t.bankPending,
    });
  }
  return lines;
}

/**
 * A line already in the books that the bank has now reported: a pending line posted, or a posted
 * payment matched. An ordinary line takes the bank's date, amount and description; a payment
 * posted by an entry keeps them (its entry says them) and records the bank's date, description
 * and id beside them.
 */
function reportedByBank(before: Transaction, incoming: StatementLine): Transaction {
  const bank = {
    externalId: incoming.fitId ?? before.externalId,
    bankPending: incoming.pending === true,
  };
  return isPostedLine(before)
    ? { ...before, ...bank, bankDate: incoming.date, bankDescription: incoming.description }
    : {
        ...before,
        ...bank,
        date: incoming.date,
        amount: incoming.amountCents,
        description: incoming.description,
      };
}

/** How far an import has got, for a progress bar. */
export type ImportProgress = (done: number, total: number) => void;

const CHUNK = 500;

/**
 * Imports statement lines into a bank account: duplicates of lines already there are skipped
 * (planImport), a pending line now posted is updated, a payment the books posted first (a payroll
 * run's bank line) is matched and marked with the bank's line instead of added again, new lines
 * are categorized by the keyword rules and the person's past choices where they can be, and land
 * pending otherwise (posted against Uncategorized Income or Expense, so the bank balance matches
 * the bank at once). Lines in the closed period are skipped with the reason. Written in chunks of
 * 500 store transactions.
 */
export function importStatementLines(
  store: Store,
  input: {
    bankAccountId: string;
    lines: readonly StatementLine[];
    source: 'import' | 'bank-sync';
    by: string;
    at: string;
    newId: () => string;
    onProgress?: ImportProgress;
  },
): ImportOutcome {
  const all = readTransactions(store.getTable(TRANSACTIONS_TABLE));
  const inAccount = all.filter((t) => t.bankAccountId === input.bankAccountId);
  const plan = planImport(importedLines(inAccount, input.bankAccountId), input.lines);
  const lockDate = storeLockDate(store);
  const chart = storeAccounts(store);
  // New lines post against the Uncategorized accounts until categorized: a chart from before
  // them gets them first.
  const missing = missingUncategorizedAccounts(chart);
  if (missing.length > 0) store.transaction(() => addUncategorizedAccounts(store, chart));
  const known = { accounts: [...chart, ...missing], lockDate };
  const accountIds = new Set(known.accounts.map((account) => account.id));
  const skipped = plan.skipped.map(({ line, reason }) => ({
    description: line.description,
    date: line.date,
    reason,
  }));
  const rules = readRules(store.getTable(RULES_TABLE));
  // What people chose teaches the categorizer; a posted payment's account was not chosen so.
  const learned = learnChoices(all.filter((t) => !isPostedLine(t)));
  const byId = new Map(inAccount.map((t) => [t.id, t]));
  let imported = 0;
  let matched = 0;
  let matchedPosted = 0;
  let autoCategorized = 0;
  const total = plan.toImport.length + plan.matchedPending.length + plan.matchedPosted.length;

  /** Records the bank's word on a posted payment; one reconciled or closed stays as it is. */
  const matchPosted = (before: Transaction, incoming: StatementLine) => {
    if (before.reconciliationId === '' && !isLocked(before.date, lockDate))
      store.setRow(
        TRANSACTIONS_TABLE,
        before.id,
        transactionToRow(reportedByBank(before, incoming)),
      );
  };

  const work: (() => void)[] = [];
  for (const { incoming, existingId } of plan.matchedPending) {
    work.push(() => {
      const before = byId.get(existingId);
      if (!before) return;
      if (isPostedLine(before)) {
        matchPosted(before, incoming);
        matched += 1;
        return;
      }
      const next = reportedByBank(before, incoming);
      const result = saveTransaction(store, next, { by: input.by, at: input.at }, known);
      if (result.ok) matched += 1;
      else
        skipped.push({
          description: incoming.description,
          date: incoming.date,
          reason: result.error,
        });
    });
  }
  for (const { incoming, existingId } of plan.matchedPosted) {
    work.push(() => {
      const before = byId.get(existingId);
      if (!before) return;
      matchPosted(before, incoming);
      matchedPosted += 1;
    });
  }
  for (const line of plan.toImport) {
    work.push(() => {
      if (isLocked(line.date, lockDate)) {
        skipped.push({
          description: line.description,
          date: line.date,
          reason: lockedMessage(lockDate),
        });
        return;
      }
      const suggestion = suggestCategory(
        { description: line.description, amount: line.amountCents },
        rules,
        learned,
      );
      const usable =
        suggestion &&
        suggestion.accountId !== input.bankAccountId &&
        accountIds.has(suggestion.accountId)
          ? suggestion
          : null;
      const transaction: Transaction = {
        id: input.newId(),
        date: line.date,
        description: line.description,
        amount: line.amountCents,
        bankAccountId: input.bankAccountId,
        accountId: usable?.accountId ?? '',
        reference: line.checkNumber ?? '',
        category: usable?.category ?? 'other',
        vendorId: '',
        aiCategorized: usable !== null,
        reconciliationId: '',
        source: input.source,
        externalId: line.fitId ?? '',
        bankPending: line.pending === true,
        createdAt: input.at,
        createdBy: input.by,
      };
      // A new line needs none of saveTransaction's checks on an existing row: write it directly.
      store.setRow(TRANSACTIONS_TABLE, transaction.id, transactionToRow(transaction));
      const entry = transactionEntry(transaction);
      if (entry) store.setRow(ENTRIES_TABLE, entry.id, entryToRow(entry));
      imported += 1;
      if (usable) autoCategorized += 1;
    });
  }
  for (let start = 0; start < work.length; start += CHUNK) {
    store.transaction(() => {
      for (const step of work.slice(start, start + CHUNK)) step();
    });
    input.onProgress?.(Math.min(start + CHUNK, work.length), total);
  }
  return { imported, skipped, matched, autoCategorized, matchedPosted };
}
