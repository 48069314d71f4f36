import { z } from 'zod';
import { recordIdSchema, type Role } from '@keel/core/domain';
import type { FraudSettings } from '../evidence/evidence';

/** The one row of the `settings` table. */
export const SETTINGS_ROW = 'company';

/** Who sets the company's fraud settings (its payment approval limit): owners and admins. */
export const settingsWriters: readonly Role[] = ['owner', 'admin'];

/** The largest approval limit Keel takes: $100,000,000.00, in cents. */
export const MAX_APPROVAL_LIMIT = 10_000_000_000;

/** A payment approval limit in integer cents: above zero, at most MAX_APPROVAL_LIMIT. */
export const approvalLimitSchema = z
  .number({ error: 'Give the approval limit in cents, a whole number' })
  .int('Give the approval limit in cents, a whole number')
  .positive('The approval limit must be more than $0.00')
  .max(MAX_APPROVAL_LIMIT, 'The approval limit can be at most $100,000,000.00');

/** The `settings` row: only the limit, present when one is set (a cleared limit deletes the row). */
export const settingsRowSchema = z.object({ approvalLimit: approvalLimitSchema });

/** PUT /api/fraud/settings: the company's approval limit in cents; null clears it. */
export const settingsBodySchema = z.object({
  companyId: recordIdSchema,
  approvalLimit: approvalLimitSchema.nullable(),
});

/** The company's fraud settings as the scan and the measures read them from the `settings` row. */
export function readFraudSettings(row: Record<string, unknown> | undefined): FraudSettings {
  const parsed = settingsRowSchema.safeParse(row ?? {});
  return { approvalLimit: parsed.success ? parsed.data.approvalLimit : null };
}
