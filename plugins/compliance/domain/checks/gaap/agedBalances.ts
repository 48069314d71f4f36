import { formatUSD } from '@keel/core/domain';
import { addDays, formatDate } from '../../dates';
import { notApplicable, resultOf, type CheckDefinition, type CheckResult } from '../checkResult';
import { fixPaths, plural } from '../fixPaths';
import type { ComplianceInput } from '../input';
import { accountsWithRole, linesOn, openItemsFifo } from '../ledgerLines';

/** Open receivables or payables older than this are followed up. */
export const AGED_DAYS = 90;

export const agedReceivablesCheck: CheckDefinition = {
  id: 'gaap.aged-receivables',
  area: 'gaap',
  requirement: `No receivable is open more than ${AGED_DAYS} days`,
  level: 'medium',
};

export const agedPayablesCheck: CheckDefinition = {
  id: 'gaap.aged-payables',
  area: 'gaap',
  requirement: `No payable is open more than ${AGED_DAYS} days`,
  level: 'medium',
};

function checkAged(
  { books, today }: ComplianceInput,
  check: CheckDefinition,
  role: 'receivable' | 'payable',
): CheckResult {
  const ids = accountsWithRole(books.accounts, role);
  const lines = linesOn(books.entries, ids, today);
  const noun = role === 'receivable' ? 'receivable' : 'payable';
  if (lines.length === 0) return notApplicable(check, `The books record no ${noun}s.`);
  // A receivable grows by debits and is settled by credits; a payable the other way round.
  const open = openItemsFifo(
    lines.map((l) => ({
      date: l.date,
      entryId: l.entryId,
      memo: l.memo,
      increase: role === 'receivable' ? l.debit : l.credit,
      decrease: role === 'receivable' ? l.credit : l.debit,
    })),
  );
  const cutoff = addDays(today, -AGED_DAYS);
  const aged = open.filter((item) => item.date < cutoff);
  const total = aged.reduce((sum, item) => sum + item.amount, 0);
  const advice =
    role === 'receivable'
      ? 'Follow up with the customers, and write off what will not be collected (an allowance or bad-debt expense) so the books do not overstate assets.'
      : 'Pay them, or find out why they are still open: a bill entered twice, or paid from a bank line posted to the wrong account.';
  return resultOf(
    check,
    aged.length === 0
      ? []
      : [
          {
            key: check.id,
            title: `${formatUSD(total)} of ${noun}s open more than ${AGED_DAYS} days`,
            description: `${plural(aged.length, `${noun} item`)}, the oldest from ${formatDate(aged[0]!.date)}, are still open, applying payments to the oldest first. ${advice}`,
            records: aged.slice(0, 10).map((item) => ({
              label: `${formatDate(item.date)} ${item.memo}: ${formatUSD(item.amount)} open`,
              path: fixPaths.entry(item.entryId),
            })),
            fix: { label: 'Open the aging report', path: fixPaths.reports },
            dueDate: null,
          },
        ],
    {
      passed: `No ${noun} dated before ${formatDate(cutoff)} is still open.`,
      failed: `${formatUSD(total)} in ${plural(aged.length, 'item')} open since before ${formatDate(cutoff)}.`,
    },
  );
}

/** Receivables (debits to Accounts Receivable not settled by later credits) open over 90 days. */
export function checkAgedReceivables(input: ComplianceInput): CheckResult {
  return checkAged(input, agedReceivablesCheck, 'receivable');
}

/** Payables (credits to Accounts Payable not settled by later debits) open over 90 days. */
export function checkAgedPayables(input: ComplianceInput): CheckResult {
  return checkAged(input, agedPayablesCheck, 'payable');
}
