import type { MemberContext, PluginServices } from '@keel/core/server';
import { payrollDepositsRef } from '@keel/plugin-payroll/domain/public';
import type { Threat, ThreatHold } from '../../domain/threats/threatSchema';

const BANK_CHANGE = /^bank-change:(.+)$/;

/**
 * What Block Transaction holds in payroll: for an account takeover naming a change of an employee's
 * direct-deposit account, payroll (`payroll.deposits`) holds that employee's direct deposit until a
 * member other than the one who changed it releases it. Null when the threat names no such change,
 * or Payroll is not installed: the review then holds nothing Keel controls.
 */
export async function payrollDepositHold(
  services: PluginServices,
  member: MemberContext,
  threat: Threat,
  reason: string,
): Promise<ThreatHold | null> {
  if (threat.type !== 'account_takeover') return null;
  const deposits = services.getOptional(payrollDepositsRef);
  if (!deposits) return null;
  for (const record of threat.records) {
    const bankChangeId = BANK_CHANGE.exec(record.id)?.[1];
    if (!bankChangeId) continue;
    const answer = await deposits.hold(member, { bankChangeId, threatId: threat.id, reason });
    if (answer.status === 'held')
      return { kind: 'payroll-deposit', description: answer.description };
  }
  return null;
}

/**
 * Mark as Safe on a threat whose block held a direct deposit: payroll releases the holds the threat
 * asked for, unless the member is the one who changed the account (payroll's rule). Gives why it
 * was refused, in payroll's words, or null once nothing of the threat is held.
 */
export async function releasePayrollDeposit(
  services: PluginServices,
  member: MemberContext,
  threat: Threat,
): Promise<string | null> {
  if (threat.hold?.kind !== 'payroll-deposit') return null;
  const deposits = services.getOptional(payrollDepositsRef);
  if (!deposits) return null;
  const answer = await deposits.release(member, threat.id);
  return answer.status === 'refused' ? answer.error : null;
}
