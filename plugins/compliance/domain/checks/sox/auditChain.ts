import { notApplicable, resultOf, type CheckDefinition, type CheckResult } from '../checkResult';
import { fixPaths, plural } from '../fixPaths';
import type { ComplianceInput } from '../input';

export const auditChainCheck: CheckDefinition = {
  id: 'sox.audit-chain',
  area: 'sox',
  requirement: 'The audit log is intact: every record holds the hash of the one before it',
  level: 'critical',
};

/** What to run to see the break in full (sync-server/README.md, "Audit log"). */
const AUDIT_CHECK_COMMAND = 'npm run audit:check -w @keel/sync-server';

/**
 * The audit log's hash chain verifies: nobody changed, removed or slipped in a sign-in or
 * membership record after the fact. The server keeps one log for every company; a break anywhere
 * means its records cannot be trusted.
 */
export function checkAuditChain({ access }: ComplianceInput): CheckResult {
  const chain = access.auditChain;
  if (chain.records === 0)
    return notApplicable(auditChainCheck, 'The audit log holds no record yet.');
  const finding =
    chain.status === 'broken'
      ? {
          key: auditChainCheck.id,
          title: 'The audit log has been changed',
          description: `The audit log's record of ${chain.brokenAt?.at ?? 'an unknown time'} (${chain.brokenAt?.kind ?? 'unknown kind'}) does not hold the hash of the record before it: that record, or the one before it, was edited, removed or put in after the fact, and the sign-ins and membership changes around it cannot be trusted. Ask whoever runs the Keel server to run \`${AUDIT_CHECK_COMMAND}\`, find out who changed the log and restore it from a backup; review members and their sign-ins meanwhile.`,
          records: [
            {
              label: `Audit log: ${plural(chain.records, 'record')}, broken at ${chain.brokenAt?.at ?? '?'}`,
            },
          ],
          fix: { label: 'Review members and sign-ins', path: fixPaths.companySettings },
          dueDate: null,
        }
      : chain.status === 'unchained'
        ? {
            key: auditChainCheck.id,
            title: 'The audit log is not chained',
            description: `None of the audit log's ${plural(chain.records, 'record')} carries the hash of the one before it, so a change to them could not be noticed. The server chains every record it writes from this version on; ask whoever runs it to restart it and run \`${AUDIT_CHECK_COMMAND}\`.`,
            records: [{ label: `Audit log: ${plural(chain.records, 'record')}, none chained` }],
            fix: { label: 'Review members and sign-ins', path: fixPaths.companySettings },
            dueDate: null,
          }
        : null;
  return resultOf(auditChainCheck, finding ? [finding] : [], {
    passed: `Every link of the audit log's ${plural(chain.records, 'record')} holds.`,
    failed:
      chain.status === 'broken'
        ? `The chain breaks at the record of ${chain.brokenAt?.at ?? 'an unknown time'}.`
        : 'No record of the audit log is chained.',
  });
}
