import { addDays, formatDate } from '../../dates';
import { resultOf, type CheckDefinition, type CheckResult } from '../checkResult';
import { fixPaths } from '../fixPaths';
import type { ComplianceInput } from '../input';

/** How long sign-in records are kept. */
export const RETENTION_DAYS = 730;
/** Sign-ins are not daily: a record within a month of the window's start shows it is kept. */
const SLACK_DAYS = 31;

export const signInRetentionCheck: CheckDefinition = {
  id: 'privacy.sign-in-retention',
  area: 'privacy',
  requirement: 'Sign-in records are kept for two years',
  level: 'high',
};

/**
 * Keel's audit log is append-only, so it keeps every sign-in; this checks that it really still
 * holds them: for a company over two years old, a sign-in of its members from within a month of
 * two years ago must be there.
 */
export function checkSignInRetention({ access, today }: ComplianceInput): CheckResult {
  const windowStart = addDays(today, -RETENTION_DAYS);
  const began = access.members.map((m) => m.joinedAt.slice(0, 10)).sort()[0] ?? today;
  const oldest = access.oldestSignIn?.slice(0, 10) ?? null;
  const young = began > windowStart;
  const kept = young || (oldest !== null && oldest <= addDays(windowStart, SLACK_DAYS));
  return resultOf(
    signInRetentionCheck,
    kept
      ? []
      : [
          {
            key: signInRetentionCheck.id,
            title: 'Sign-in records of the last two years are missing',
            description: `The company began ${formatDate(began)}, but the oldest sign-in record of its members is ${oldest ? `from ${formatDate(oldest)}` : 'missing'}: records from ${formatDate(windowStart)} on should be there. Whoever runs your Keel server should restore the audit log from a backup.`,
            records: [
              { label: oldest ? `Oldest sign-in ${formatDate(oldest)}` : 'No sign-in records' },
            ],
            fix: { label: 'See what to do', path: fixPaths.compliance(signInRetentionCheck.id) },
            dueDate: null,
          },
        ],
    {
      passed: young
        ? `Every sign-in since the company began (${formatDate(began)}) is kept${oldest ? `; the oldest is from ${formatDate(oldest)}` : ''}.`
        : `Sign-ins are kept back to ${formatDate(oldest ?? windowStart)}.`,
      failed: `The oldest sign-in record is ${oldest ? `from ${formatDate(oldest)}` : 'missing'}.`,
    },
  );
}
