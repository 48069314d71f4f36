import { z } from 'zod';
import type { Store } from 'tinybase';
import type { PayrollRunRecord } from '../runs/payrollRunRecord';
import { PAYROLL_SCOPE } from '../schema';

/**
 * The table of held direct deposits: one row per hold that Fraud Detection's Block Transaction
 * asked for on a change of an employee's direct-deposit account. While a hold is not released, no
 * run that pays the employee by direct deposit can be approved; a member other than the one who
 * changed the account releases it. Written by the server alone.
 */
export const DEPOSIT_HOLDS_TABLE = 'depositHolds';

export const depositHoldRowSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  /** The direct-deposit change (a row of the bank-change log) the hold is for. */
  bankChangeId: z.string(),
  /** Who changed the account (user id and 'First Last <email>'): they may not release the hold. */
  changedByUserId: z.string(),
  changedBy: z.string(),
  /** Last four digits of the account the change gave. */
  accountLast4: z.string(),
  /** Why it was held (the blocking reviewer's reason) and the threat that asked. */
  reason: z.string(),
  threatId: z.string(),
  heldAt: z.string(),
  heldBy: z.string(),
  /** '' while held. */
  releasedAt: z.string(),
  releasedBy: z.string(),
});
export type DepositHoldRow = z.output<typeof depositHoldRowSchema>;

/** The table beside payroll's own (`payrollTables`), in the restricted payroll scope. */
export const depositHoldTables = {
  [DEPOSIT_HOLDS_TABLE]: {
    schema: depositHoldRowSchema,
    scope: PAYROLL_SCOPE,
    writtenBy: 'server',
  },
} as const;

/** A hold with its row id. */
export interface DepositHold extends DepositHoldRow {
  id: string;
}

/** Every readable hold of a payroll store, oldest first. */
export function readDepositHolds(store: Store): DepositHold[] {
  const holds: DepositHold[] = [];
  for (const [id, row] of Object.entries(store.getTable(DEPOSIT_HOLDS_TABLE))) {
    const parsed = depositHoldRowSchema.safeParse(row);
    if (parsed.success) holds.push({ id, ...parsed.data });
  }
  return holds.sort((a, b) => a.heldAt.localeCompare(b.heldAt) || a.id.localeCompare(b.id));
}

/** The holds not yet released. */
export const activeHolds = (holds: readonly DepositHold[]): DepositHold[] =>
  holds.filter((hold) => hold.releasedAt === '');

/** The holds that stop `run`: those on an employee it pays by direct deposit. */
export function holdsStopping(
  run: Pick<PayrollRunRecord, 'paychecks'>,
  holds: readonly DepositHold[],
): DepositHold[] {
  const deposits = new Set(
    run.paychecks.filter((p) => p.paymentMethod === 'direct_deposit').map((p) => p.employeeId),
  );
  return activeHolds(holds).filter((hold) => deposits.has(hold.employeeId));
}

/** The approval's refusal while `held` stop the run. */
export function heldDepositsMessage(held: readonly DepositHold[]): string {
  const names = [...new Set(held.map((h) => h.employeeName))].join(', ');
  return `The direct deposit of ${names} is held after a change of bank account: someone other than who changed it must release it before the run is approved`;
}

/** Why a member may not release a hold, or null when they may. */
export function releaseRefusal(hold: DepositHold, userId: string): string | null {
  if (hold.releasedAt !== '') return `This hold was already released by ${hold.releasedBy}`;
  if (hold.changedByUserId === userId)
    return 'Someone other than who changed the bank account must release this hold';
  return null;
}
