import { addDays, formatDate } from '../../dates';
import { roleLabel } from '@keel/core/domain';
import { notApplicable, resultOf, type CheckDefinition, type CheckResult } from '../checkResult';
import { fixPaths, memberLabel, plural } from '../fixPaths';
import type { ComplianceInput } from '../input';

/** A user access review each quarter. */
export const ACCESS_REVIEW_DAYS = 90;

export const payrollAccessCheck: CheckDefinition = {
  id: 'privacy.payroll-access',
  area: 'privacy',
  requirement: `Who can see payroll is reviewed every ${ACCESS_REVIEW_DAYS} days`,
  level: 'medium',
};

/**
 * Payroll (names, pay, tax details) is open to the roles Payroll names; whether each member in
 * those roles needs it is a person's call, so the control is a review: someone who manages the
 * company confirms the list on this screen, at least every quarter.
 */
export function checkPayrollAccess({
  payroll,
  access,
  records,
  today,
}: ComplianceInput): CheckResult {
  if (!payroll || (payroll.activeEmployees === 0 && payroll.runs.length === 0))
    return notApplicable(payrollAccessCheck, 'Nobody is paid through payroll yet.');
  const readers = access.members.filter((m) => payroll.readerRoles.includes(m.role));
  const last = records.reviews
    .filter((r) => r.kind === 'payroll-access')
    .map((r) => r.reviewedAt)
    .sort()
    .at(-1);
  const since = addDays(today, -ACCESS_REVIEW_DAYS);
  const current = last !== undefined && last.slice(0, 10) >= since;
  return resultOf(
    payrollAccessCheck,
    current
      ? []
      : [
          {
            key: payrollAccessCheck.id,
            title: `Payroll access not reviewed in the last ${ACCESS_REVIEW_DAYS} days`,
            description: `${plural(readers.length, 'member')} can see payroll: names, pay and tax details. ${last ? `It was last reviewed on ${formatDate(last)}.` : 'It has never been reviewed.'} Check that each still needs it (change a role or remove the member in Company settings if not), then record the review.`,
            records: readers.map((m) => ({ label: `${memberLabel(m)} (${roleLabel(m.role)})` })),
            fix: { label: 'Review access', path: fixPaths.compliance('payroll-access') },
            dueDate: null,
          },
        ],
    {
      passed: `Payroll access (${plural(readers.length, 'member')}) was reviewed on ${last ? formatDate(last) : ''}.`,
      failed: last ? `Last reviewed ${formatDate(last)}.` : 'Never reviewed.',
    },
  );
}
