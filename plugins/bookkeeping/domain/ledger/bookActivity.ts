import { z } from 'zod';
import type { Store } from 'tinybase';
import { RECONCILIATIONS_TABLE, reconciliationRowSchema } from '../books/reconciliation';
import { readRecordAuthors, recordAuthorId } from '../books/recordAuthors';
import type { Transaction } from '../books/transactionRow';
import { VENDORS_TABLE, readVendors } from '../books/vendors';
import { ENTRIES_TABLE } from './entryRow';
import { LEDGER_POSTINGS_TABLE, postingRowSchema } from './postingRow';
import { ledgerRangeSchema, type LedgerRange } from './ledgerSchemas';

/** Who did what in the books over a range of dates (`LedgerService.activity`). */
export const activityQuerySchema = ledgerRangeSchema;
export type ActivityQuery = LedgerRange;

/** A bank or cash line with who entered it, when and how. Amounts are signed cents: below zero paid out. */
export const activityBankLineSchema = z.object({
  id: z.string(),
  date: z.string(),
  amount: z.number().int(),
  bankAccountId: z.string(),
  /** The category account; '' while the line waits to be categorized. */
  accountId: z.string(),
  description: z.string(),
  reference: z.string(),
  /** '' when no vendor is set. */
  vendorId: z.string(),
  vendorName: z.string(),
  /** 'manual', 'import', 'bank-sync' or 'ledger' (a bank line of an entry another plugin posted). */
  source: z.string(),
  /**
   * When and by whom the line was entered ('First Last <email>'): for a line keyed in by hand, the
   * member the server saw write it; otherwise as the line records it.
   */
  createdAt: z.string(),
  createdBy: z.string(),
  /** Not categorized yet, or still pending at the bank. */
  pending: z.boolean(),
  /** The reconciliation that matched it to a statement; '' while unreconciled. */
  reconciliationId: z.string(),
  /** The journal entry of the line: its own id, or the posted entry it is a bank line of. */
  entryId: z.string(),
});
export type ActivityBankLine = z.output<typeof activityBankLineSchema>;

/** A journal entry not made from a bank line, with who made it: by hand, or posted by a plugin. */
export const activityEntrySchema = z.object({
  entryId: z.string(),
  /** 'books': written in the books (a journal entry); 'ledger': posted through the ledger service. */
  via: z.enum(['books', 'ledger']),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type ActivityEntry = z.output<typeof activityEntrySchema>;

/** A vendor with who created it; null for vendors made before Keel recorded it. */
export const activityVendorSchema = z.object({
  vendorId: z.string(),
  name: z.string(),
  createdAt: z.string().nullable(),
  createdBy: z.string().nullable(),
});
export type ActivityVendor = z.output<typeof activityVendorSchema>;

/** A finished reconciliation of a bank or cash account, and who finished it. */
export const activityReconciliationSchema = z.object({
  id: z.string(),
  bankAccountId: z.string(),
  statementDate: z.string(),
  completedAt: z.string(),
  /** Who the server saw finish it; as the reconciliation records it when made before that. */
  completedBy: z.string(),
});
export type ActivityReconciliation = z.output<typeof activityReconciliationSchema>;

/**
 * Who did what in the live books (archived years are left out): the bank lines dated in the
 * range with who entered them, the journal entries dated in the range that are not bank lines
 * with who made or posted them, every vendor with who created it, and the reconciliations whose
 * statement date is in the range with who finished them. Authors are 'First Last <email>'; where
 * the server recorded one (vendors, reconciliations, lines and journal entries keyed in by hand,
 * postings) it is the member the change came from; otherwise the one the record was written with.
 */
export const bookActivitySchema = z.object({
  bankLines: z.array(activityBankLineSchema),
  entries: z.array(activityEntrySchema),
  vendors: z.array(activityVendorSchema),
  reconciliations: z.array(activityReconciliationSchema),
});
export type BookActivity = z.output<typeof bookActivitySchema>;

const inRange = (date: string, { from, to }: ActivityQuery) =>
  (from === undefined || date >= from) && (to === undefined || date <= to);

/** The date in an entry row's record, or '' when unreadable. */
function entryDate(row: Readonly<Record<string, unknown>>): string {
  try {
    const value: unknown = JSON.parse(String(row.record));
    const date = (value as { date?: unknown } | null)?.date;
    return typeof date === 'string' ? date : '';
  } catch {
    return '';
  }
}

/** Who did what in a store's books over `query`, from its transactions (read once by the caller). */
export function readBookActivity(
  store: Store,
  transactions: readonly Transaction[],
  query: ActivityQuery,
): BookActivity {
  const authors = readRecordAuthors(store);
  const vendors = readVendors(store.getTable(VENDORS_TABLE));
  const vendorName = new Map(vendors.map((v) => [v.id, v.name]));
  const bankLines = transactions
    .filter((t) => inRange(t.date, query))
    .map((t) => ({
      id: t.id,
      date: t.date,
      amount: t.amount,
      bankAccountId: t.bankAccountId,
      accountId: t.accountId,
      description: t.description,
      reference: t.reference,
      vendorId: t.vendorId,
      vendorName: vendorName.get(t.vendorId) ?? '',
      source: t.source,
      createdAt: t.createdAt,
      createdBy: authors.get(recordAuthorId('transactions', t.id))?.by ?? t.createdBy,
      pending: t.accountId === '' || t.bankPending,
      reconciliationId: t.reconciliationId,
      entryId: t.entryId ?? t.id,
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));

  const posted = new Map<string, { postedAt: string; postedBy: string }>();
  for (const row of Object.values(store.getTable(LEDGER_POSTINGS_TABLE))) {
    const parsed = postingRowSchema.safeParse(row);
    if (parsed.success) posted.set(parsed.data.entryId, parsed.data);
  }
  const lineIds = new Set(transactions.map((t) => t.id));
  const entries: ActivityEntry[] = [];
  for (const [entryId, row] of Object.entries(store.getTable(ENTRIES_TABLE))) {
    if (lineIds.has(entryId) || !inRange(entryDate(row), query)) continue;
    const posting = posted.get(entryId);
    const author = authors.get(recordAuthorId('entries', entryId));
    if (posting)
      entries.push({
        entryId,
        via: 'ledger',
        createdAt: posting.postedAt,
        createdBy: posting.postedBy,
      });
    else if (author)
      entries.push({ entryId, via: 'books', createdAt: author.at, createdBy: author.by });
  }
  entries.sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.entryId.localeCompare(b.entryId),
  );

  const reconciliations: ActivityReconciliation[] = [];
  for (const [id, row] of Object.entries(store.getTable(RECONCILIATIONS_TABLE))) {
    const parsed = reconciliationRowSchema.safeParse(row);
    if (!parsed.success || !inRange(parsed.data.statementDate, query)) continue;
    const { bankAccountId, statementDate, completedAt, completedBy } = parsed.data;
    const author = authors.get(recordAuthorId('reconciliations', id));
    reconciliations.push({
      id,
      bankAccountId,
      statementDate,
      completedAt,
      completedBy: author?.by ?? completedBy,
    });
  }
  reconciliations.sort(
    (a, b) => a.statementDate.localeCompare(b.statementDate) || a.id.localeCompare(b.id),
  );

  return {
    bankLines,
    entries,
    vendors: vendors.map((v) => {
      const author = authors.get(recordAuthorId('vendors', v.id));
      return {
        vendorId: v.id,
        name: v.name,
        createdAt: author?.at ?? null,
        createdBy: author?.by ?? null,
      };
    }),
    reconciliations,
  };
}
