import { addDays, formatDate } from '../../dates';
import { notApplicable, resultOf, type CheckDefinition, type CheckResult } from '../checkResult';
import { fixPaths } from '../fixPaths';
import type { ComplianceInput } from '../input';

/** How often the written security plan is reviewed and recorded again: yearly. */
export const SECURITY_PLAN_REVIEW_DAYS = 365;

export const securityPlanCheck: CheckDefinition = {
  id: 'privacy.security-plan',
  area: 'privacy',
  requirement:
    "An accounting practice keeps the FTC Safeguards Rule's written security plan on file, reviewed yearly",
  level: 'high',
};

/**
 * The FTC Safeguards Rule (16 CFR part 314) makes tax preparers and accounting practices keep a
 * written information security program (IRS Publication 4557 and 5708 say how); the PTIN renewal
 * asks about it. The plan must be on file here and uploaded or re-uploaded within the last year
 * (the rule asks for it to be kept current; yearly is Keel's measure).
 */
export function checkSecurityPlan({ profile, records, today }: ComplianceInput): CheckResult {
  if (!profile.financialPractice)
    return notApplicable(
      securityPlanCheck,
      'Not marked as an accounting or tax practice, so the Safeguards Rule plan is not required.',
    );
  const plans = records.documents
    .filter((d) => d.kind === 'security-plan')
    .sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt));
  const latest = plans.at(-1);
  const current =
    latest !== undefined &&
    latest.uploadedAt.slice(0, 10) >= addDays(today, -SECURITY_PLAN_REVIEW_DAYS);
  return resultOf(
    securityPlanCheck,
    current
      ? []
      : [
          {
            key: securityPlanCheck.id,
            title: latest
              ? 'The written security plan is over a year old'
              : 'No written security plan on file',
            description: `As an accounting or tax practice, the company must keep a written information security plan (FTC Safeguards Rule, 16 CFR 314; IRS Publication 5708 has a template). ${latest ? `The plan on file ("${latest.name}") was uploaded ${formatDate(latest.uploadedAt)}: review it and upload the current version.` : 'Write one and upload it here.'}`,
            records: latest
              ? [{ label: `${latest.name}, uploaded ${formatDate(latest.uploadedAt)}` }]
              : [],
            fix: { label: 'Upload the plan', path: fixPaths.compliance('documents') },
            dueDate: null,
          },
        ],
    {
      passed: `"${latest?.name ?? ''}" is on file, uploaded ${latest ? formatDate(latest.uploadedAt) : ''}.`,
      failed: latest
        ? `The plan on file is from ${formatDate(latest.uploadedAt)}.`
        : 'No plan on file.',
    },
  );
}
