import { formatUSD } from '@keel/core/domain';
import { auditTextEntry, entryAuditRowSchema, type EntryAuditRow } from './entryAudit';

/** One recorded change to a posted entry, as the screen lists it. */
export interface EntryChange {
  id: string;
  at: string;
  by: string;
  action: string;
  /** What changed, in words: 'Amount $45.99 → $50.00; Account office-supplies → utilities'. */
  summary: string;
}

interface EntryFacts {
  date: string;
  memo: string;
  reference: string;
  total: number;
  accounts: string;
}

function factsOf(rowText: string): EntryFacts | null {
  const entry = auditTextEntry(rowText);
  if (!entry) return null;
  const { date, memo, reference, lines } = entry;
  return {
    date,
    memo,
    reference: reference ?? '',
    total: lines.reduce((sum, line) => sum + line.debit, 0),
    accounts: lines.map((line) => line.accountId).join(', '),
  };
}

/** What differs between an entry before and after a change, in words. */
function describe(
  before: EntryFacts | null,
  after: EntryFacts | null,
  account: (id: string) => string,
): string {
  if (!after) return 'Entry deleted';
  if (!before) return 'Entry posted';
  const named = (ids: string) => ids.split(', ').map(account).join(', ');
  const parts: string[] = [];
  if (before.date !== after.date) parts.push(`Date ${before.date} → ${after.date}`);
  if (before.total !== after.total)
    parts.push(`Amount ${formatUSD(before.total)} → ${formatUSD(after.total)}`);
  if (before.accounts !== after.accounts)
    parts.push(`Accounts ${named(before.accounts)} → ${named(after.accounts)}`);
  if (before.memo !== after.memo) parts.push(`Memo “${before.memo}” → “${after.memo}”`);
  if (before.reference !== after.reference)
    parts.push(`Reference “${before.reference}” → “${after.reference}”`);
  return parts.length > 0 ? parts.join('; ') : 'Saved with no change to the figures';
}

/** The audit trail of one entry, oldest first, each change summarized. */
export function entryHistory(
  table: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  entryId: string,
  account: (id: string) => string = (id) => id,
): EntryChange[] {
  const rows: (EntryAuditRow & { id: string })[] = [];
  for (const [id, cells] of Object.entries(table)) {
    const parsed = entryAuditRowSchema.safeParse(cells);
    if (parsed.success && parsed.data.entryId === entryId) rows.push({ id, ...parsed.data });
  }
  return rows
    .sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id))
    .map(({ id, at, by, action, before, after }) => ({
      id,
      at,
      by,
      action,
      summary: describe(factsOf(before), factsOf(after), account),
    }));
}
