import { passed, resultOf, type CheckDefinition, type CheckResult } from '../checkResult';
import { fixPaths, listInWords, memberLabel, plural } from '../fixPaths';
import type { ComplianceInput } from '../input';

export const twoFactorCheck: CheckDefinition = {
  id: 'sox.two-factor',
  area: 'sox',
  requirement: 'Everyone who can change the books signs in with two-factor authentication',
  level: 'critical',
};

/** Members who may write (every role but viewer) without two-factor sign-in turned on. */
export function checkTwoFactor({ access }: ComplianceInput): CheckResult {
  const writers = access.members.filter((m) => m.role !== 'viewer');
  if (access.requiresTwoFactor)
    return passed(
      twoFactorCheck,
      'The company requires two-factor sign-in: a member without it cannot open the company.',
    );
  const without = writers.filter((m) => !m.twoFactor);
  const names = without.map(memberLabel);
  return resultOf(
    twoFactorCheck,
    without.length === 0
      ? []
      : [
          {
            key: twoFactorCheck.id,
            title: `${plural(without.length, 'member')} can change the books without two-factor sign-in`,
            description: `${listInWords(names)} ${without.length === 1 ? 'has' : 'have'} write access and sign in with a password alone. A stolen password is then enough to change the books or payroll. Turn on "Require two-factor sign-in" in Company settings, or ask each of them to turn it on under Account settings.`,
            records: names.map((label) => ({ label })),
            fix: { label: 'Require two-factor sign-in', path: fixPaths.companySettings },
            dueDate: null,
          },
        ],
    {
      passed: `All ${plural(writers.length, 'member')} who can change the books use two-factor sign-in.`,
      failed: `${without.length} of ${plural(writers.length, 'member')} who can change the books sign in without a second factor.`,
    },
  );
}
