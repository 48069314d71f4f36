import type { Account } from './account';
import { journalEntrySchema, type JournalEntry } from './journalEntry';

/** The outcome of validating an entry: the entry, or errors as 'field.path: message'. */
export type EntryValidation = { ok: true; entry: JournalEntry } | { ok: false; errors: string[] };

/** Whether a date falls in the closed period: on or before the lock date. */
export function isLocked(date: string, lockDate?: string | null): boolean {
  // ISO dates compare correctly as text.
  return lockDate !== undefined && lockDate !== null && lockDate !== '' && date <= lockDate;
}

/** The message shown for any write into a closed period. */
export function lockedMessage(lockDate: string): string {
  return `The period up to ${lockDate} is closed`;
}

/**
 * Checks an entry for posting: shape, at least 2 lines, one side per line, balance, known
 * accounts and an open period. Errors name the field, e.g. 'lines.1.accountId: Unknown account 9999'.
 */
export function validateEntry(
  entry: unknown,
  /** The chart, or the ids of its accounts (a caller checking many entries builds the set once). */
  accounts: readonly Account[] | ReadonlySet<string> | null,
  lockDate?: string | null,
): EntryValidation {
  const parsed = journalEntrySchema.safeParse(entry);
  const errors = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'entry'}: ${issue.message}`);
  const candidate = (parsed.success ? parsed.data : entry) as Partial<JournalEntry> | null;
  const known = knownAccountIds(accounts);
  const lines = Array.isArray(candidate?.lines) ? candidate.lines : [];
  lines.forEach((line, index) => {
    const accountId: unknown = (line as Partial<JournalEntry['lines'][number]> | null)?.accountId;
    if (known && typeof accountId === 'string' && accountId !== '' && !known.has(accountId)) {
      errors.push(`lines.${index}.accountId: Unknown account ${accountId}`);
    }
  });
  const date = candidate?.date;
  if (typeof date === 'string' && lockDate && isLocked(date, lockDate)) {
    errors.push(`date: ${lockedMessage(lockDate)}`);
  }
  return errors.length === 0 && parsed.success
    ? { ok: true, entry: parsed.data }
    : { ok: false, errors };
}

/** The ids of a chart's accounts (a set of ids is taken as it is); null for no chart. */
export function knownAccountIds(
  accounts: readonly Account[] | ReadonlySet<string> | null,
): ReadonlySet<string> | null {
  if (accounts === null || accounts instanceof Set) return accounts;
  return new Set((accounts as readonly Account[]).map((account) => account.id));
}
