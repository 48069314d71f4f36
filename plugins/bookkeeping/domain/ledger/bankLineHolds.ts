import { z } from 'zod';

/** `LedgerService.holdBankLine`: the line to hold out of reconciliation, why, by whom, and where it was decided. */
export const bankLineHoldRequestSchema = z.object({
  transactionId: z.string().min(1),
  reason: z.string().trim().min(1).max(500),
  heldBy: z.string().min(1),
  link: z.string(),
});
export type BankLineHoldRequest = z.infer<typeof bankLineHoldRequestSchema>;

/**
 * What holding did: 'held' (now or already), 'not-found' (no such bank line in the live books),
 * 'reconciled' (the bank already cleared it: too late to keep it out of reconciliation).
 */
export const bankLineHoldResultSchema = z.object({
  status: z.enum(['held', 'not-found', 'reconciled']),
});
export type BankLineHoldResult = z.infer<typeof bankLineHoldResultSchema>;

/** What releasing did: 'released', or 'not-held' when the line had no hold. */
export const bankLineReleaseResultSchema = z.object({
  status: z.enum(['released', 'not-held']),
});
export type BankLineReleaseResult = z.infer<typeof bankLineReleaseResultSchema>;
