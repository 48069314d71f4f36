import { addDays } from '../../dates';
import { notApplicable, resultOf, type CheckDefinition, type CheckResult } from '../checkResult';
import { fixPaths, listInWords, memberLabel, plural } from '../fixPaths';
import type { ComplianceInput } from '../input';

/** How long a member may go without signing in before their access should be removed. */
export const INACTIVE_DAYS = 90;

export const inactiveMembersCheck: CheckDefinition = {
  id: 'sox.inactive-members',
  area: 'sox',
  requirement: `Members who have not signed in for ${INACTIVE_DAYS} days no longer have access`,
  level: 'medium',
};

/** Members who joined over 90 days ago and have not signed in successfully since then. */
export function checkInactiveMembers({ access, today }: ComplianceInput): CheckResult {
  const since = addDays(today, -INACTIVE_DAYS);
  const eligible = access.members.filter((m) => m.joinedAt.slice(0, 10) <= since);
  if (eligible.length === 0)
    return notApplicable(
      inactiveMembersCheck,
      `Every member joined within the last ${INACTIVE_DAYS} days.`,
    );
  const inactive = eligible.filter((m) => (access.lastSignIn[m.userId] ?? '').slice(0, 10) < since);
  const names = inactive.map(memberLabel);
  return resultOf(
    inactiveMembersCheck,
    inactive.length === 0
      ? []
      : [
          {
            key: inactiveMembersCheck.id,
            title: `${plural(inactive.length, 'member')} inactive for ${INACTIVE_DAYS} days still ${inactive.length === 1 ? 'has' : 'have'} access`,
            description: `${listInWords(names)} ${inactive.length === 1 ? 'has' : 'have'} not signed in since ${since} or earlier but can still open the company. Remove access nobody uses (Company settings, Members), or change it to Viewer.`,
            records: inactive.map((m) => ({
              label: `${memberLabel(m)}: last sign-in ${access.lastSignIn[m.userId]?.slice(0, 10) ?? 'never'}`,
            })),
            fix: { label: 'Review members', path: fixPaths.companySettings },
            dueDate: null,
          },
        ],
    {
      passed: `Every member who joined over ${INACTIVE_DAYS} days ago signed in within the last ${INACTIVE_DAYS} days.`,
      failed: `${inactive.length} of ${plural(eligible.length, 'member')} have not signed in for ${INACTIVE_DAYS} days.`,
    },
  );
}
