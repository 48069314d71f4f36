import { addDays, formatDate, lastMonthEnd } from '../../dates';
import { notApplicable, resultOf, type CheckDefinition, type CheckResult } from '../checkResult';
import { fixPaths, listInWords, plural } from '../fixPaths';
import type { CloseInput, ComplianceInput } from '../input';

/** How long after a month end its bank statement may take to arrive and be reconciled. */
export const STATEMENT_DAYS = 10;

export const bankReconciledCheck: CheckDefinition = {
  id: 'gaap.bank-reconciled',
  area: 'gaap',
  requirement: 'Every bank account is reconciled through the last month end',
  level: 'high',
};

type BankAccount = CloseInput['bankAccounts'][number];

/** The month end every bank account must be reconciled through on `today`: the last one at least 10 days ago. */
export function reconcileDueThrough(today: string): string {
  return lastMonthEnd(addDays(today, -STATEMENT_DAYS + 1));
}

/**
 * Whether an account's lines through `monthEnd` are all reconciled: its latest statement reaches
 * the month end, or (a statement cycle that ends before it) no line dated on or before the month
 * end is left unreconciled.
 */
function reconciledThrough(account: BankAccount, monthEnd: string): boolean {
  if (account.reconciledThrough === null) return false;
  if (account.reconciledThrough >= monthEnd) return true;
  return account.oldestUnreconciledDate === null || account.oldestUnreconciledDate > monthEnd;
}

const accountLabel = (a: BankAccount) => `${a.number} ${a.name}`;

/** Every bank or cash account with lines on or before the last month end is reconciled through it. */
export function checkBankReconciled({ books, today }: ComplianceInput): CheckResult {
  const due = reconcileDueThrough(today);
  const active = books.close.bankAccounts.filter(
    (a) => a.firstLineDate !== null && a.firstLineDate <= due,
  );
  if (active.length === 0)
    return notApplicable(
      bankReconciledCheck,
      `No bank account has lines on or before ${formatDate(due)}: nothing to reconcile yet.`,
    );
  const behind = active.filter((a) => !reconciledThrough(a, due));
  return resultOf(
    bankReconciledCheck,
    behind.map((account) => ({
      key: `${bankReconciledCheck.id}:${account.accountId}`,
      title: `${accountLabel(account)} is not reconciled through ${formatDate(due)}`,
      description: `${account.reconciledThrough === null ? `${accountLabel(account)} has never been reconciled` : `${accountLabel(account)} is reconciled only through ${formatDate(account.reconciledThrough)}`}${account.oldestUnreconciledDate === null ? '' : `, and its lines from ${formatDate(account.oldestUnreconciledDate)} on are not matched to a statement`}. Until they are, its balance is not proven against the bank, and missing, duplicated or altered lines go unseen. Reconcile it with the statement ending ${formatDate(due)} in Bookkeeping, Banking (Reconcile).`,
      records: [
        {
          label: `${accountLabel(account)}: reconciled through ${account.reconciledThrough === null ? 'never' : formatDate(account.reconciledThrough)}`,
          path: fixPaths.account(account.accountId),
        },
      ],
      fix: { label: 'Reconcile', path: fixPaths.banking },
      dueDate: addDays(due, STATEMENT_DAYS),
    })),
    {
      passed: `All ${plural(active.length, 'bank account')} are reconciled through ${formatDate(due)}.`,
      failed: `${listInWords(behind.map(accountLabel))} ${behind.length === 1 ? 'is' : 'are'} not reconciled through ${formatDate(due)}.`,
    },
  );
}
