import { fiscalYearStart, formatUSD } from '@keel/core/domain';
import { addDays, formatDate, isoOf } from '../../dates';
import {
  notApplicable,
  resultOf,
  type CheckDefinition,
  type CheckResult,
  type Finding,
} from '../checkResult';
import { fixPaths, plural } from '../fixPaths';
import type { ComplianceInput } from '../input';
import { linesOn, type DatedLine } from '../ledgerLines';

export const depreciationCheck: CheckDefinition = {
  id: 'gaap.depreciation',
  area: 'gaap',
  requirement: 'Equipment and other fixed assets are depreciated',
  level: 'medium',
};

/** Land is not depreciated. */
const LAND = /\bland\b/i;

/** The last day of the fiscal year that holds `date`. */
function fiscalYearEnd(date: string, startMonth: number): string {
  const start = fiscalYearStart(date, startMonth);
  return addDays(isoOf(Number(start.slice(0, 4)) + 1, startMonth, 1), -1);
}

/**
 * Purchases of fixed assets (debits to a fixed-asset account other than land and the contra
 * accounts) whose fiscal year has ended, with no depreciation recorded on or after them: no credit
 * to a contra fixed-asset account (Accumulated Depreciation) and no debit to a depreciation
 * expense account since. Depreciation is at least a year-end entry, so a purchase of the year
 * still open is not yet late.
 */
export function checkDepreciation({ books, today }: ComplianceInput): CheckResult {
  const fixed = books.accounts.filter((a) => a.subtype === 'fixed_asset');
  const depreciable = new Set(
    fixed.filter((a) => !a.contra && !LAND.test(a.name)).map((a) => a.id),
  );
  const contra = new Set(fixed.filter((a) => a.contra).map((a) => a.id));
  const expense = new Set(
    books.accounts
      .filter((a) => a.type === 'expense' && /depreciation/i.test(a.name))
      .map((a) => a.id),
  );
  const purchases = linesOn(books.entries, depreciable, today).filter((l) => l.debit > 0);
  if (purchases.length === 0)
    return notApplicable(
      depreciationCheck,
      'The books hold no equipment or other fixed assets to depreciate.',
    );
  const depreciationDates = [
    ...linesOn(books.entries, contra, today).filter((l) => l.credit > 0),
    ...linesOn(books.entries, expense, today).filter((l) => l.debit > 0),
  ].map((l) => l.date);
  const startMonth = books.fiscalYearStartMonth;
  const undepreciated = purchases.filter(
    (p) => fiscalYearEnd(p.date, startMonth) < today && !depreciationDates.some((d) => d >= p.date),
  );
  const byAccount = new Map<string, DatedLine[]>();
  for (const p of undepreciated)
    byAccount.set(p.accountId, [...(byAccount.get(p.accountId) ?? []), p]);
  const findings: Finding[] = [...byAccount].map(([accountId, lines]) => {
    const account = fixed.find((a) => a.id === accountId)!;
    const total = lines.reduce((sum, l) => sum + l.debit, 0);
    return {
      key: `${depreciationCheck.id}:${accountId}`,
      title: `${account.name}: ${formatUSD(total)} bought with no depreciation recorded`,
      description: `${plural(lines.length, 'purchase')} on ${account.number} ${account.name} from a fiscal year that has ended have no depreciation entry since. Record the year's depreciation (debit Depreciation Expense, credit Accumulated Depreciation), or reclassify an item expensed under section 179 or as a de minimis purchase.`,
      records: lines.slice(0, 10).map((l) => ({
        label: `${formatDate(l.date)} ${l.memo}: ${formatUSD(l.debit)}`,
        path: fixPaths.entry(l.entryId),
      })),
      fix: { label: 'Open the account', path: fixPaths.account(accountId) },
      dueDate: null,
    };
  });
  return resultOf(depreciationCheck, findings, {
    passed: `Every fixed-asset purchase of a closed fiscal year has depreciation recorded since.`,
    failed: `${plural(undepreciated.length, 'fixed-asset purchase')} of closed fiscal years have no depreciation since.`,
  });
}
