import { z } from 'zod';

/**
 * The TinyBase table of postings made through the ledger service: one row per idempotency key
 * (the row id), so a retry finds what the first try posted. Written by the server alone.
 */
export const LEDGER_POSTINGS_TABLE = 'ledgerPostings';

/** A posting as stored: the entry it wrote, a fingerprint of that entry, when and by whom. */
export const postingRowSchema = z.object({
  entryId: z.string(),
  /** SHA-256 (base64url) of the entry's id and stored record: a retry must send the same entry. */
  fingerprint: z.string(),
  postedAt: z.string(),
  postedBy: z.string(),
});
/** A posting as stored. */
export type PostingRow = z.output<typeof postingRowSchema>;

/** The ledger's own tables, beside the books' (`bookkeepingTables`). */
export const ledgerTables = {
  [LEDGER_POSTINGS_TABLE]: { schema: postingRowSchema, writtenBy: 'server' },
} as const;
