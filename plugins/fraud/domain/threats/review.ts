import type { Role } from '@keel/core/domain';
import type { Threat, ThreatHold, ThreatUpdate } from './threatSchema';

/** Who may block a threat or mark it as safe (issue 14: viewers read; these act). */
export const threatReviewers: readonly Role[] = ['owner', 'admin', 'accountant', 'cpa'];

/**
 * What Block Transaction holds when Keel does not control the payment: the company's vendor
 * payments leave from its bank, so it holds nothing and says where to act. (A payroll direct
 * deposit is held by Payroll instead: server/threats/payrollDepositHold.ts.)
 */
export const NO_HOLD: ThreatHold = {
  kind: 'none',
  description:
    'Keel does not send this payment: stop or recall it at your bank, and keep the records',
};

/** The threat after a person's review, or why the review cannot be made. */
export function reviewThreat(
  threat: Threat,
  update: Pick<ThreatUpdate, 'status' | 'reason'>,
  by: { userId: string; author: string },
  at: string,
): { ok: true; threat: Threat } | { ok: false; error: string } {
  // A blocked threat may still be marked safe: that lifts the block (and releases what it held).
  const liftsBlock = threat.status === 'blocked' && update.status === 'resolved';
  if (threat.status !== 'investigating' && !liftsBlock)
    return { ok: false, error: `This threat is already ${threat.status}` };
  const review = { at, by: by.author, byUserId: by.userId, reason: update.reason };
  return {
    ok: true,
    threat:
      update.status === 'blocked'
        ? { ...threat, status: 'blocked', outcome: 'confirmed', review, hold: NO_HOLD }
        : { ...threat, status: 'resolved', outcome: 'safe', review, hold: null },
  };
}
