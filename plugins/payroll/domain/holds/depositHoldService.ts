import { createServiceRef, type Role } from '@keel/core/domain';

/** Who asks for a hold: a member with payroll access (a MemberContext fits), for their company. */
export interface DepositHoldAsker {
  companyId: string;
  role: Role;
  userId: string;
  /** 'First Last <email>'. */
  author: string;
}

/** A hold asked for: the direct-deposit change it is for, the threat that asks and why. */
export interface DepositHoldRequest {
  /** The id of the change in payroll.facts' controls (`bankChanges[].id`). */
  bankChangeId: string;
  threatId: string;
  reason: string;
}

/** The answer: the deposit is held (and what that means, in words), or why it is not. */
export type DepositHoldAnswer =
  | { status: 'held'; holdId: string; description: string }
  | { status: 'not-held'; description: string }
  | { status: 'no-access' };

/**
 * The answer to a release asked for by the threat that held: released (what, in words), nothing
 * held for that threat, or refused (the member changed the account, or has no payroll access) with
 * why, in words.
 */
export type DepositReleaseAnswer =
  | { status: 'released'; description: string }
  | { status: 'not-held' }
  | { status: 'refused'; error: string };

/**
 * Payroll's deposit holds (`payroll.deposits`, server only): Fraud Detection's Block Transaction
 * holds the direct deposit of an employee whose account a suspect change gave. Payroll keeps the
 * hold: no run paying the employee by direct deposit is approved until a member other than the
 * one who changed the account releases it (the 'release' step of POST /api/payroll/run). Asking
 * twice for the same change gives the same hold. Marking the threat safe releases the holds it
 * asked for, under the same rule as the 'release' step: never by the member who changed the account.
 */
export interface PayrollDepositsService {
  hold(asker: DepositHoldAsker, request: DepositHoldRequest): Promise<DepositHoldAnswer>;
  release(asker: DepositHoldAsker, threatId: string): Promise<DepositReleaseAnswer>;
}

/** The deposit holds; server only (the browser has no such service). */
export const payrollDepositsRef = createServiceRef<PayrollDepositsService, never>(
  'payroll.deposits',
);
