import type { ChainCheck, ChainedRecord } from './auditChain';

/** A record as a person finds it in the log: its number (1-based), time, kind and outcome. */
function name(log: readonly ChainedRecord[], index: number): string {
  const record = log[index] ?? {};
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : '?');
  return `record ${index + 1} (${text('at')}, ${text('kind')}: ${text('outcome')})`;
}

/** What the check found, in words (the audit:check command prints it; the server logs it). */
export function describeAuditCheck(check: ChainCheck, log: readonly ChainedRecord[]): string {
  const lines = [`Audit log: ${check.records} record${check.records === 1 ? '' : 's'}.`];
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
