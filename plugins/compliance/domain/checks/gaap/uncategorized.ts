import { formatUSD } from '@keel/core/domain';
import { addDays, formatDate } from '../../dates';
import { resultOf, type CheckDefinition, type CheckResult } from '../checkResult';
import { fixPaths, plural } from '../fixPaths';
import type { ComplianceInput } from '../input';
import { accountsWithRole, linesOn } from '../ledgerLines';

/** How long a bank line may wait to be categorized. */
export const UNCATEGORIZED_DAYS = 30;

export const uncategorizedCheck: CheckDefinition = {
  id: 'gaap.uncategorized',
  area: 'gaap',
  requirement: `No bank line waits more than ${UNCATEGORIZED_DAYS} days to be categorized`,
  level: 'medium',
};

/** Lines still on Uncategorized Income or Expense, dated more than 30 days ago. */
export function checkUncategorized({ books, today }: ComplianceInput): CheckResult {
  const cutoff = addDays(today, -UNCATEGORIZED_DAYS);
  const ids = new Set([
    ...accountsWithRole(books.accounts, 'uncategorized-income'),
    ...accountsWithRole(books.accounts, 'uncategorized-expense'),
  ]);
  const lines = linesOn(books.entries, ids, cutoff);
  const total = lines.reduce((sum, l) => sum + l.debit + l.credit, 0);
  return resultOf(
    uncategorizedCheck,
    lines.length === 0
      ? []
      : [
          {
            key: uncategorizedCheck.id,
            title: `${plural(lines.length, 'bank line')} uncategorized for over ${UNCATEGORIZED_DAYS} days`,
            description: `${formatUSD(total)} of bank lines dated ${formatDate(lines[0]!.date)} to ${formatDate(lines.at(-1)!.date)} still sit in Uncategorized Income or Expense, so the profit and loss misstates income and expenses. Categorize them in Bookkeeping, Transactions (filter Pending).`,
            records: lines.slice(0, 10).map((l) => ({
              label: `${formatDate(l.date)} ${l.memo}: ${formatUSD(l.debit || l.credit)}`,
              path: fixPaths.entry(l.entryId),
            })),
            fix: { label: 'Categorize lines', path: fixPaths.transactions },
            dueDate: null,
          },
        ],
    {
      passed: `No bank line dated on or before ${formatDate(cutoff)} is waiting to be categorized.`,
      failed: `${plural(lines.length, 'line')} (${formatUSD(total)}) dated on or before ${formatDate(cutoff)} are uncategorized.`,
    },
  );
}
