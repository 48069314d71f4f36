import { z } from 'zod';
import type { Store } from 'tinybase';

/**
 * Bank lines held out of reconciliation, by transaction id: a pending line that a fraud review
 * blocked. Written by the server only (the ledger service's `holdBankLine`, `releaseBankLine`); a
 * held line cannot be reconciled until the hold is released.
 */
export const LINE_HOLDS_TABLE = 'lineHolds';

/** Why a line is held, who held it and when, and where the reason is explained. */
export const lineHoldRowSchema = z.object({
  reason: z.string(),
  heldBy: z.string(),
  heldAt: z.string(),
  /** Where the hold was decided, e.g. '/fraud-detection?threat=t-1'. */
  link: z.string(),
});
/** A hold as stored. */
export type LineHold = z.output<typeof lineHoldRowSchema>;

/** The holds of a table by transaction id (broken rows left out). */
export function readLineHolds(
  table: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): Map<string, LineHold> {
  const holds = new Map<string, LineHold>();
  for (const [id, row] of Object.entries(table)) {
    const parsed = lineHoldRowSchema.safeParse(row);
    if (parsed.success) holds.set(id, parsed.data);
  }
  return holds;
}

/** The hold on one line of a store, or null. */
export function storeLineHold(store: Store, transactionId: string): LineHold | null {
  if (!store.hasRow(LINE_HOLDS_TABLE, transactionId)) return null;
  const parsed = lineHoldRowSchema.safeParse(store.getRow(LINE_HOLDS_TABLE, transactionId));
  return parsed.success ? parsed.data : null;
}

/** Why a held line cannot be reconciled. */
export const heldLineMessage = (description: string, hold: LineHold): string =>
  `"${description}" is held: ${hold.reason}`;
