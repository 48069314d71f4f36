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
 * Checks a chain one record at a time (a log read from files need not be held whole): from the
 * first record that carries `prev` on, every record must carry the hash of the one before it
 * (`startPrev` for the log's first: GENESIS_HASH, or what the records retention removed ended
 * with). Records before that one were written before Keel chained its audit log and are not
 * covered, except the last of them, whose hash the first chained record holds. Keeps the records
 * on both sides of the first broken link, to name them.
 */
export class ChainChecker {
  private count = 0;
  private chainStart: number | null = null;
  private brokenAt: number | null = null;
  private last: ChainedRecord | null = null;
  /** The first broken record and the one before it, once found. */
  readonly around = new Map<number, ChainedRecord>();

  constructor(private readonly startPrev: string = GENESIS_HASH) {}

  add(record: ChainedRecord): void {
    const index = this.count;
    this.count += 1;
    if (this.chainStart === null && record.prev !== undefined) this.chainStart = index;
    if (this.chainStart !== null && this.brokenAt === null) {
      const expected = this.last ? recordHash(this.last) : this.startPrev;
      if (record.prev !== expected) {
        this.brokenAt = index;
        this.around.set(index, record);
        if (this.last) this.around.set(index - 1, this.last);
      }
    }
    this.last = record;
  }

  result(): ChainCheck {
    return {
      records: this.count,
      chainStart: this.chainStart,
      brokenAt: this.brokenAt,
      head: this.last ? recordHash(this.last) : null,
    };
  }
}

/** Checks a whole log held in memory (ChainChecker). */
export function checkAuditChain(
  log: readonly ChainedRecord[],
  startPrev: string = GENESIS_HASH,
): ChainCheck {
  const checker = new ChainChecker(startPrev);
  for (const record of log) checker.add(record);
  return checker.result();
}
