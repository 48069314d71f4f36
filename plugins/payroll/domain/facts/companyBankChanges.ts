import { z } from 'zod';
import type { Store } from 'tinybase';
import { PAYROLL_SCOPE } from '../schema';

/**
 * The table of changes to the company's own payroll bank account (the funding account of the
 * setup step): one row per change, with when, by whom and the last four digits of the account
 * before and after (never the numbers). Written by the server alone, when the setup is saved.
 */
export const COMPANY_BANK_CHANGES_TABLE = 'companyBankChanges';

export const companyBankChangeRowSchema = z.object({
  /** When (ISO time) and by whom ('First Last <email>'). */
  at: z.string(),
  by: z.string(),
  /** The user id of who made it, for matching their sign-ins. */
  userId: z.string(),
  /** Last four digits of the account before the change; '' for the company's first account. */
  previousLast4: z.string(),
  /** Last four digits of the account after it. */
  accountLast4: z.string(),
});
export type CompanyBankChangeRow = z.output<typeof companyBankChangeRowSchema>;

/** The table beside payroll's own (`payrollTables`), in the restricted payroll scope. */
export const companyBankChangeTables = {
  [COMPANY_BANK_CHANGES_TABLE]: {
    schema: companyBankChangeRowSchema,
    scope: PAYROLL_SCOPE,
    writtenBy: 'server',
  },
} as const;

/** A change with its row id. */
export interface CompanyBankChange extends CompanyBankChangeRow {
  id: string;
}

/** Every readable change of the company's payroll account in a payroll store, oldest first. */
export function readCompanyBankChanges(store: Store): CompanyBankChange[] {
  const changes: CompanyBankChange[] = [];
  for (const [id, row] of Object.entries(store.getTable(COMPANY_BANK_CHANGES_TABLE))) {
    const parsed = companyBankChangeRowSchema.safeParse(row);
    if (parsed.success) changes.push({ id, ...parsed.data });
  }
  return changes.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}
