import { suggestCategory, type LearnedChoices, type Rule } from '../books/categorizationRules';
import type { Transaction } from '../books/transactionRow';
import { addDays } from './calendar';
import type { PlannedLine } from './schedule/plannedLine';

/** Lines of the last this many days (today included) wait to be categorized. */
export const PENDING_DAYS = 10;

const noLearnedChoices: LearnedChoices = new Map();

/**
 * The planned lines as imported transactions, oldest first with ids in that order. A line a
 * keyword rule matches was categorized by the rule on import (aiCategorized); the others were
 * categorized by the owner, except those of the last days, which still wait (pending).
 */
export function toTransactions(
  lines: readonly PlannedLine[],
  input: { today: string; rules: readonly Rule[]; by: string; at: string },
): Transaction[] {
  const recent = addDays(input.today, 1 - PENDING_DAYS);
  const ordered = [...lines].sort(
    (a, b) => a.date.localeCompare(b.date) || Number(a.amount < 0) - Number(b.amount < 0),
  );
  return ordered.map((line, index) => {
    const suggestion = suggestCategory(line, input.rules, noLearnedChoices);
    const byRule = suggestion !== null && suggestion.accountId === line.accountId;
    const pending = line.date >= recent && !byRule;
    return {
      id: `demo-txn-${String(index + 1).padStart(5, '0')}`,
      date: line.date,
      description: line.description,
      amount: line.amount,
      bankAccountId: line.bankAccountId,
      accountId: pending ? '' : line.accountId,
      reference: line.reference,
      category: pending ? 'other' : line.category,
      vendorId: line.vendorId,
      aiCategorized: byRule,
      reconciliationId: '',
      source: 'import',
      externalId: '',
      bankPending: false,
      createdAt: input.at,
      createdBy: input.by,
    };
  });
}
