import { formatUSD } from '@keel/core/domain';
import { notApplicable, resultOf, type CheckDefinition, type CheckResult } from '../checkResult';
import { fixPaths } from '../fixPaths';
import type { ComplianceInput } from '../input';

export const booksBalanceCheck: CheckDefinition = {
  id: 'gaap.books-balance',
  area: 'gaap',
  requirement: 'The books balance: total debits equal total credits',
  level: 'critical',
};

/** The trial balance over every date: debits equal credits. */
export function checkBooksBalance({ books }: ComplianceInput): CheckResult {
  const { totalDebits, totalCredits } = books.trialBalance;
  if (books.firstEntryDate === null)
    return notApplicable(booksBalanceCheck, 'The books have no entries yet.');
  const difference = totalDebits - totalCredits;
  return resultOf(
    booksBalanceCheck,
    difference === 0
      ? []
      : [
          {
            key: booksBalanceCheck.id,
            title: 'The books do not balance',
            description: `Total debits are ${formatUSD(totalDebits)} and total credits ${formatUSD(totalCredits)}, ${formatUSD(Math.abs(difference))} apart. Every report built on them is off by as much. Open the trial balance and find the entry that does not balance.`,
            records: [{ label: 'Trial balance', path: fixPaths.reports }],
            fix: { label: 'Open the reports', path: fixPaths.reports },
            dueDate: null,
          },
        ],
    {
      passed: `Debits and credits both total ${formatUSD(totalDebits)}.`,
      failed: `Debits and credits differ by ${formatUSD(Math.abs(difference))}.`,
    },
  );
}
