import { z } from 'zod';
import type { Store } from 'tinybase';
import { PAYROLL_SCOPE } from '../schema';

/**
 * The table of changes to the bank accounts payroll pays into: one row per employee whose
 * direct-deposit numbers were given or changed, with when, by whom and the new account's last four
 * digits (never the numbers). Written by the server alone, when employees are saved.
 */
export const BANK_CHANGES_TABLE = 'bankChanges';

export const bankChangeRowSchema = z.object({
  employeeId: z.string(),
  /** When (ISO time) and by whom ('First Last <email>'). */
  at: z.string(),
  by: z.string(),
  /** The user id of who made it, for matching their sign-ins. */
  userId: z.string(),
  /** Last four digits of the new account number. */
  accountLast4: z.string(),
  /** Whether the employee had direct-deposit numbers before: a change, not the first account. */
  replaced: z.boolean(),
});
export type BankChangeRow = z.output<typeof bankChangeRowSchema>;

/** The table beside payroll's own (`payrollTables`), in the restricted payroll scope. */
export const bankChangeTables = {
  [BANK_CHANGES_TABLE]: { schema: bankChangeRowSchema, scope: PAYROLL_SCOPE, writtenBy: 'server' },
} as const;

/** A change with its row id. */
export interface BankChange extends BankChangeRow {
  id: string;
}

/** Every readable change of a payroll store, oldest first. */
export function readBankChanges(store: Store): BankChange[] {
  const changes: BankChange[] = [];
  for (const [id, row] of Object.entries(store.getTable(BANK_CHANGES_TABLE))) {
    const parsed = bankChangeRowSchema.safeParse(row);
    if (parsed.success) changes.push({ id, ...parsed.data });
  }
  return changes.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}
