import { addDays, daysBetween, formatDate, lastMonthEnd } from '../../dates';
import { notApplicable, resultOf, type CheckDefinition, type CheckResult } from '../checkResult';
import { fixPaths } from '../fixPaths';
import type { ComplianceInput } from '../input';

/** How long after a month end its period should be locked. */
export const LOCK_LAG_DAYS = 45;

export const lockDateCheck: CheckDefinition = {
  id: 'sox.lock-date',
  area: 'sox',
  requirement: `Closed months are locked within ${LOCK_LAG_DAYS} days of month end`,
  level: 'high',
};

/**
 * The month end the lock date must have reached by `today`: the latest month end at least
 * 45 days ago.
 */
export function lockDueThrough(today: string): string {
  return lastMonthEnd(addDays(today, -LOCK_LAG_DAYS + 1));
}

/**
 * The lock date trails month end by no more than 45 days: every month that ended 45 days ago or
 * more is locked, so nobody can change it without first moving the lock date.
 */
export function checkLockDate({ books, today }: ComplianceInput): CheckResult {
  const due = lockDueThrough(today);
  const { lockDate } = books.close;
  if (books.firstEntryDate === null || books.firstEntryDate > due)
    return notApplicable(
      lockDateCheck,
      `The books have no entries on or before ${formatDate(due)}: no month is due to be locked yet.`,
    );
  const trailing = lockDate === null ? null : daysBetween(lockDate, due);
  const late = lockDate === null || lockDate < due;
  return resultOf(
    lockDateCheck,
    !late
      ? []
      : [
          {
            key: lockDateCheck.id,
            title:
              lockDate === null
                ? 'No period of the books is locked'
                : `The books are locked only through ${formatDate(lockDate)}`,
            description: `${lockDate === null ? 'The books have no lock date, so' : `The lock date is ${trailing} days behind ${formatDate(due)}, so`} entries of months already closed and reported can still be changed or added without anyone noticing. Set the lock date to ${formatDate(due)} or later in Bookkeeping, Accounts, Close Books.`,
            records: [
              {
                label:
                  lockDate === null ? 'Lock date: not set' : `Lock date: ${formatDate(lockDate)}`,
                path: fixPaths.closeBooks,
              },
            ],
            fix: { label: 'Set the lock date', path: fixPaths.closeBooks },
            dueDate: addDays(due, LOCK_LAG_DAYS),
          },
        ],
    {
      passed: `The books are locked through ${formatDate(lockDate ?? due)}; months through ${formatDate(due)} had to be.`,
      failed:
        lockDate === null
          ? `No lock date is set; months through ${formatDate(due)} should be locked.`
          : `Locked through ${formatDate(lockDate)}; months through ${formatDate(due)} should be.`,
    },
  );
}
