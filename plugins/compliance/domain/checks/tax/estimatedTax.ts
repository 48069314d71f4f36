import { formatUSD } from '@keel/core/domain';
import { formatDate } from '../../dates';
import {
  notApplicable,
  resultOf,
  type CheckDefinition,
  type CheckResult,
  type Finding,
} from '../checkResult';
import { fixPaths, plural } from '../fixPaths';
import type { ComplianceInput } from '../input';

export const estimatedTaxCheck: CheckDefinition = {
  id: 'tax.estimated-tax',
  area: 'tax',
  requirement: 'Estimated tax instalments are paid by their due dates',
  level: 'high',
};

/** Differences under a dollar are rounding. */
const TOLERANCE_CENTS = 100;

/**
 * The estimated-tax instalments Tax Optimization computes (Form 1040-ES for the owners of a
 * pass-through business, 1120-W for a corporation): each one past its due date must be paid in
 * full, as recorded in the books. An underpaid instalment draws the IRS's underpayment penalty
 * (IRC §6654, §6655) from its due date.
 */
export function checkEstimatedTax({ estimatedTax, today }: ComplianceInput): CheckResult {
  if (estimatedTax === null)
    return notApplicable(estimatedTaxCheck, 'Tax Optimization is not installed.');
  const due = estimatedTax.instalments.filter(
    (i): i is typeof i & { dueDate: string } => i.dueDate !== null && i.dueDate < today,
  );
  if (due.length === 0)
    return notApplicable(estimatedTaxCheck, 'No estimated tax instalment has come due.');
  const findings: Finding[] = due
    .filter((i) => i.amountCents > TOLERANCE_CENTS)
    .map((i) => ({
      key: `${estimatedTaxCheck.id}:${i.id}`,
      title: `${i.title} was not paid by ${formatDate(i.dueDate)}`,
      description: `${i.form}: ${formatUSD(i.liabilityCents)} was due ${formatDate(i.dueDate)}; the books record ${formatUSD(i.paidCents)} paid, ${formatUSD(i.amountCents)} short. The IRS charges an underpayment penalty from the due date until it is paid. Pay it through EFTPS or IRS Direct Pay and record the payment in Tax Optimization.`,
      records: [{ label: i.title, path: fixPaths.tax }],
      fix: { label: 'Pay the instalment', path: fixPaths.tax },
      dueDate: i.dueDate,
    }));
  return resultOf(estimatedTaxCheck, findings, {
    passed: `Each of the ${plural(due.length, 'estimated tax instalment')} due so far was paid.`,
    failed: `${findings.length} of ${plural(due.length, 'estimated tax instalment')} due so far ${findings.length === 1 ? 'is' : 'are'} unpaid.`,
  });
}
