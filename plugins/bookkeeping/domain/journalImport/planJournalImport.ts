import {
  parseHledgerJournal,
  validateEntry,
  type Account,
  type JournalEntry,
} from '@keel/core/domain';

/** What importing a journal writes: the accounts it adds to the chart and the new entries. */
export interface JournalImportPlan {
  accounts: Account[];
  entries: JournalEntry[];
  /** Entries left out because the books already hold their id. */
  skipped: number;
}

/** The plan, or every problem found, each naming its line ('line 12: ...'). */
export type JournalImportResult =
  { ok: true; plan: JournalImportPlan } | { ok: false; errors: string[] };

/** The line of each transaction header, by the entry id the parser gives it. */
function headerLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, index) => {
    if (!/^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}/.test(raw)) return;
    const tagged = /;.*\bid:([A-Za-z0-9_-]{1,64})/.exec(raw);
    const id = tagged?.[1] ?? `hledger-${index + 1}`;
    if (!lines.has(id)) lines.set(id, index + 1);
  });
  return lines;
}

/** New accounts whose number the chart already uses get the next free one. */
function freeNumbers(chart: readonly Account[], added: readonly Account[]): Account[] {
  const used = new Set(chart.map((a) => a.number));
  return added.map((account) => {
    let number = Number(account.number);
    while (used.has(String(number))) number += 1;
    used.add(String(number));
    return String(number) === account.number ? account : { ...account, number: String(number) };
  });
}

/**
 * Reads an hledger journal for the books: account names map to the chart (a missing account is
 * added when its `; keel:` fields or its name's top level - assets, liabilities, equity,
 * income/revenue, expenses - give its type; otherwise the import fails naming it), every entry is
 * validated against the chart and the lock date, and entries whose id the books already hold are
 * skipped. Any problem fails the whole import.
 */
export function planJournalImport(
  text: string,
  books: { accounts: readonly Account[]; existingIds: ReadonlySet<string>; lockDate: string },
): JournalImportResult {
  const read = parseHledgerJournal(text, books.accounts);
  if (!read.ok) return { ok: false, errors: read.errors };
  const accounts = freeNumbers(books.accounts, read.accounts.slice(books.accounts.length));
  const chart = [...books.accounts, ...accounts];
  const lines = headerLines(text);
  const errors: string[] = [];
  const entries: JournalEntry[] = [];
  let skipped = 0;
  for (const entry of read.entries) {
    if (books.existingIds.has(entry.id)) {
      skipped += 1;
      continue;
    }
    const checked = validateEntry(entry, chart, books.lockDate);
    if (checked.ok) entries.push(checked.entry);
    else {
      const line = lines.get(entry.id);
      const where = line === undefined ? `entry ${entry.id}` : `line ${line}`;
      errors.push(...checked.errors.map((error) => `${where}: ${error}`));
    }
  }
  return errors.length > 0
    ? { ok: false, errors }
    : { ok: true, plan: { accounts, entries, skipped } };
}
