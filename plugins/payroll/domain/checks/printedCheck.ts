import { z } from 'zod';
import { centsSchema, isoDateSchema } from '@keel/core/domain';

/**
 * A check Print Pay Checks has put on paper: its number is spent for good. When its run is
 * discarded or voided the check is void (it must be destroyed, never cashed), and its number is
 * still never given to another check, since a printed check with it exists.
 */
export const printedCheckSchema = z.object({
  number: z.number().int().min(1),
  runId: z.string().min(1),
  employeeId: z.string(),
  payee: z.string(),
  amount: centsSchema,
  payDate: isoDateSchema,
  printedAt: z.string(),
  printedBy: z.string(),
  /** When its run was discarded or voided. */
  voidedAt: z.string().optional(),
});
export type PrintedCheck = z.infer<typeof printedCheckSchema>;
