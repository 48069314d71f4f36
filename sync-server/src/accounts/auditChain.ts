import { createHash } from 'node:crypto';

/** The `prev` of the first record of a log that starts with the chain. */
export const GENESIS_HASH = '0'.repeat(64);

/** A stored audit record as far as the chain is concerned: any JSON object, maybe with `prev`. */
export type ChainedRecord = Readonly<Record<string, unknown>> & { prev?: unknown };

/**
 * The canonical encoding the chain hashes: JSON with every object's keys sorted, no spaces, and
 * undefined values left out (as JSON leaves them out), so the same record always hashes the same.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.keys(item)
            .sort()
            .map((key) => [key, (item as Record<string, unknown>)[key]]),
        )
      : item,
  );
}

/** SHA-256 (hex) of a record's canonical encoding, its own `prev` included. */
export function recordHash(record: ChainedRecord): string {
  return createHash('sha256').update(canonicalJson(record)).digest('hex');
}

/** The `prev` a record appended to `log` carries: the hash of the last record, or GENESIS_HASH. */
export function nextPrev(log: readonly ChainedRecord[]): string {
  const last = log.at(-1);
  return last ? recordHash(last) : GENESIS_HASH;
}

/** What checking a log found. Indexes are 0-based positions in the log. */
export interface ChainCheck {
  records: number;
  /** The first record that carries `prev`; null when none does (a log from before the chain). */
  chainStart: number | null;
  /** The first record whose `prev` is not the hash of the record before it; null when none. */
  brokenAt: number | null;
  /** The hash of the last record: note it elsewhere to notice the newest records being cut. */
  head: string | null;
}

/**
 * Checks the chain: from the first record that carries `prev` on, every record must carry the
 * hash of the one before it (GENESIS_HASH for the log's first). Records before that one were
 * written before Keel chained its audit log and are not covered, except the last of them, whose
 * hash the first chained record holds.
 */
export function checkAuditChain(log: readonly ChainedRecord[]): ChainCheck {
  const start = log.findIndex((record) => record.prev !== undefined);
  const chainStart = start < 0 ? null : start;
  let brokenAt: number | null = null;
  if (chainStart !== null)
    for (let i = chainStart; i < log.length && brokenAt === null; i += 1) {
      const before = log[i - 1];
      if (log[i]!.prev !== (before ? recordHash(before) : GENESIS_HASH)) brokenAt = i;
    }
  const last = log.at(-1);
  return { records: log.length, chainStart, brokenAt, head: last ? recordHash(last) : null };
}
