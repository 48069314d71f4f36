import type { ChainCheck, ChainedRecord } from './auditChain';

/** Where the description finds a record by its 0-based position: an array, or the checker's few. */
export interface RecordLookup {
  at(index: number): ChainedRecord | undefined;
}

/** A record as a person finds it in the log: its number (1-based), time, kind and outcome. */
function name(log: RecordLookup, index: number): string {
  const record = log.at(index) ?? {};
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : '?');
  return `record ${index + 1} (${text('at')}, ${text('kind')}: ${text('outcome')})`;
}

/**
 * What the check found, in words (the audit:check command prints it; the server logs it).
 * `removed` older records were removed by retention: the first kept one holds their last hash.
 */
export function describeAuditCheck(check: ChainCheck, log: RecordLookup, removed = 0): string {
  const lines = [`Audit log: ${check.records} record${check.records === 1 ? '' : 's'}.`];
  if (removed > 0)
    lines.push(
      `${removed} older record${removed === 1 ? ' was' : 's were'} removed after the retention period; record 1 holds the hash of the last of them.`,
    );
  if (check.chainStart === null) {
    lines.push(
      check.records === 0
        ? 'Empty.'
        : 'No record carries a hash: the log was written before Keel chained it, and is not checked.',
    );
    return lines.join('\n');
  }
  if (check.chainStart > 0)
    lines.push(
      `The chain starts at record ${check.chainStart + 1}: the ${check.chainStart} before it were written before Keel chained its audit log and are not covered (only the last of them, whose hash record ${check.chainStart + 1} holds).`,
    );
  if (check.brokenAt !== null) {
    lines.push(
      `BROKEN at ${name(log, check.brokenAt)}: it does not hold the hash of ${
        check.brokenAt > 0 ? name(log, check.brokenAt - 1) : 'the start of the log'
      }. That record was changed, or records were removed or added between them.`,
    );
    return lines.join('\n');
  }
  lines.push(`Every link holds. Head (hash of the newest record): ${check.head ?? ''}`);
  return lines.join('\n');
}
