import { isIsoDate, type JournalEntry, type JournalLine } from '@keel/core/domain';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const LINE_BREAK = /[\r\n]/;

/** Text journalEntrySchema takes as it is: one line, already trimmed, at most 500 characters. */
function isPlainLine(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 500 &&
    !LINE_BREAK.test(value) &&
    value === value.trim()
  );
}

function isAmount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/**
 * The entry `candidate` is when it is plainly valid, checked in one pass without zod; null when
 * anything is unusual, and the caller then asks validateEntry, which names the problem. Reading
 * the stored ledger is the hot path (every entry of the company, on every open); whatever this
 * accepts, validateEntry accepts as the same entry (plainEntry.test.ts holds it to that).
 */
export function plainEntry(
  candidate: Readonly<Record<string, unknown>>,
  known: ReadonlySet<string> | null,
): JournalEntry | null {
  const { id, date, memo, reference, lines } = candidate;
  if (typeof id !== 'string' || !ID.test(id)) return null;
  if (typeof date !== 'string' || !isIsoDate(date)) return null;
  if (!isPlainLine(memo)) return null;
  if (reference !== undefined && !isPlainLine(reference)) return null;
  if (!Array.isArray(lines) || lines.length < 2) return null;
  const read: JournalLine[] = [];
  let debits = 0;
  let credits = 0;
  for (const line of lines as unknown[]) {
    if (typeof line !== 'object' || line === null || Array.isArray(line)) return null;
    const {
      accountId,
      debit,
      credit,
      memo: lineMemo,
      reference: lineReference,
    } = line as Record<string, unknown>;
    if (typeof accountId !== 'string' || accountId === '') return null;
    if (known && !known.has(accountId)) return null;
    if (!isAmount(debit) || !isAmount(credit) || debit > 0 === credit > 0) return null;
    if (lineMemo !== undefined && !isPlainLine(lineMemo)) return null;
    if (lineReference !== undefined && !isPlainLine(lineReference)) return null;
    debits += debit;
    credits += credit;
    const readLine: JournalLine = { accountId, debit, credit };
    if (lineMemo !== undefined) readLine.memo = lineMemo;
    if (lineReference !== undefined) readLine.reference = lineReference;
    read.push(readLine);
  }
  if (debits !== credits || !Number.isSafeInteger(debits)) return null;
  return reference === undefined
    ? { id, date, memo, lines: read }
    : { id, date, memo, reference, lines: read };
}
