import { formatUSD } from '@keel/core/domain';
import { addDays, formatDate, isoOf, monthEndAfter, yearOf } from '../../dates';
import {
  notApplicable,
  resultOf,
  type CheckDefinition,
  type CheckResult,
  type Finding,
} from '../checkResult';
import { fixPaths, plural } from '../fixPaths';
import type { ComplianceInput } from '../input';
import { accountsWithRole, linesOn, paymentsOf, totalThrough } from '../ledgerLines';

export const salesTaxCheck: CheckDefinition = {
  id: 'tax.sales-tax',
  area: 'tax',
  requirement: 'Sales tax collected is remitted by the return due date',
  level: 'high',
};

/** Differences under a dollar are rounding. */
const TOLERANCE_CENTS = 100;

/** The calendar quarters (their last days) whose remittance came due in the 12 months before `today`. */
function quartersDue(today: string): { end: string; remitBy: string; label: string }[] {
  const quarters: { end: string; remitBy: string; label: string }[] = [];
  for (let year = yearOf(today) - 2; year <= yearOf(today); year += 1)
    for (let q = 1; q <= 4; q += 1) {
      const end = monthEndAfter(isoOf(year, q * 3, 1), 0);
      const remitBy = monthEndAfter(end, 1);
      if (remitBy < today && remitBy >= addDays(today, -365))
        quarters.push({ end, remitBy, label: `Q${q} ${year}` });
    }
  return quarters;
}

/**
 * Sales Tax Payable against its payments: for each calendar quarter whose return came due in the
 * last 12 months, what was collected through the quarter's end (credits, less debits that were
 * not payments, such as refunds) must have been paid from a bank account by the due date. Keel
 * takes the due date as the last day of the month after the quarter, the latest date of the
 * usual quarterly filers; a state that wants it sooner or monthly is not known to Keel.
 */
export function checkSalesTax({ books, today }: ComplianceInput): CheckResult {
  const taxIds = accountsWithRole(books.accounts, 'sales-tax-payable');
  const lines = linesOn(books.entries, taxIds, today);
  if (lines.length === 0)
    return notApplicable(salesTaxCheck, 'The books record no sales tax collected.');
  const payments = paymentsOf(
    books.entries,
    taxIds,
    accountsWithRole(books.accounts, 'cash'),
    today,
  );
  const paymentEntries = new Set(payments.map((p) => p.entryId));
  const collected = lines.map((l) => ({
    date: l.date,
    amount: l.credit - (paymentEntries.has(l.entryId) ? 0 : l.debit),
  }));
  const quarters = quartersDue(today).filter((q) => lines[0]!.date <= q.end);
  if (quarters.length === 0)
    return notApplicable(salesTaxCheck, 'No sales tax return came due in the last 12 months.');
  const findings: Finding[] = [];
  for (const quarter of quarters) {
    const owed = totalThrough(collected, quarter.end);
    const paid = totalThrough(payments, quarter.remitBy);
    if (paid >= owed - TOLERANCE_CENTS) continue;
    findings.push({
      key: `${salesTaxCheck.id}:${quarter.label.replace(' ', '-')}`,
      title: `Sales tax of ${quarter.label} not remitted by ${formatDate(quarter.remitBy)}`,
      description: `By the end of ${quarter.label} the books had collected ${formatUSD(owed)} of sales tax in all; by ${formatDate(quarter.remitBy)} only ${formatUSD(paid)} had been paid to the state, ${formatUSD(owed - paid)} short. Keel takes a quarterly return due the last day of the next month; if you file monthly, the dates come sooner. File and pay the return, then record the payment against Sales Tax Payable.`,
      records: [{ label: `Sales Tax Payable, ${quarter.label}`, path: fixPaths.reports }],
      fix: { label: 'Record the payment', path: fixPaths.transactions },
      dueDate: quarter.remitBy,
    });
  }
  return resultOf(salesTaxCheck, findings, {
    passed: `Sales tax of ${plural(quarters.length, 'quarter')} due in the last 12 months was paid by each due date.`,
    failed: `${findings.length} of ${plural(quarters.length, 'quarter')} due in the last 12 months were not paid in full on time.`,
  });
}
