import type { Sql } from 'postgres';
import type { Clock } from '@keel/core/domain';
import type { LogFn } from '@keel/core/server';
import { GENESIS_HASH, recordHash } from '../../accounts/auditChain';
import type { AuditRecord } from '../records';
import type { AuditLog, AuditMatch } from '../storage';

/** The audit log on PostgreSQL, with its retention. */
export type PgAudit = AuditLog & {
  /** Removes the records of months older than the retention, oldest first. */
  prune(): Promise<void>;
};

/** Any fixed number: the lock appends and retention take, so the chain has one order. */
const AUDIT_LOCK = 4_203_612;

/** A record's JSON line as stored, or what a check of the chain reads for one that does not parse. */
function parseLine(line: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(line);
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    // Falls through: named as unreadable.
  }
  return { unreadable: line };
}

/** The first day of the month `months` before the clock's, as YYYY-MM-01. */
function monthsBack(clock: Clock, months: number): string {
  const now = clock.now();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return first.toISOString().slice(0, 10);
}

/**
 * The audit log in PostgreSQL (`audit_log`): each record's exact JSON line, which the hash chain
 * covers, with columns to find it by. An append takes a lock for its transaction, reads the
 * newest record to chain on, and inserts, so processes sharing the database keep one chain.
 * Retention removes the records of whole months older than `retentionMonths`, after noting in
 * `audit_removed` how many and the hash of the last, which the first kept record holds as `prev`.
 */
export function pgAudit(sql: Sql, clock: Clock, retentionMonths: number, log: LogFn): PgAudit {
  const removedRow = async () =>
    (
      await sql<
        { records: string; prev: string }[]
      >`SELECT records, prev FROM audit_removed WHERE id = 1`
    )[0];

  const conditionsOf = (match: AuditMatch) => {
    const oneOf = (column: string, wanted: string | readonly string[] | undefined) =>
      wanted === undefined
        ? sql`TRUE`
        : typeof wanted === 'string'
          ? sql`${sql(column)} = ${wanted}`
          : sql`${sql(column)} = ANY(${[...wanted]})`;
    return sql`(${oneOf('user_id', match.userId)} AND ${oneOf('kind', match.kind)}
      AND ${oneOf('outcome', match.outcome)} AND ${oneOf('company_id', match.companyId)}
      AND ${match.from === undefined ? sql`TRUE` : sql`left(at, 10) >= ${match.from}`}
      AND ${match.to === undefined ? sql`TRUE` : sql`left(at, 10) <= ${match.to}`})`;
  };

  return {
    async append(entry) {
      return sql.begin(async (tx) => {
        await tx`SELECT pg_advisory_xact_lock(${AUDIT_LOCK})`;
        const [last] = await tx<
          { line: string }[]
        >`SELECT line FROM audit_log ORDER BY seq DESC LIMIT 1`;
        const removed = last
          ? undefined
          : (await tx<{ prev: string }[]>`SELECT prev FROM audit_removed WHERE id = 1`)[0];
        const prev = last ? recordHash(parseLine(last.line)) : (removed?.prev ?? GENESIS_HASH);
        const record: AuditRecord = Object.freeze({ ...entry, prev });
        await tx`INSERT INTO audit_log (at, kind, user_id, company_id, outcome, line) VALUES (
          ${record.at}, ${record.kind}, ${record.userId}, ${record.companyId ?? null},
          ${record.outcome}, ${JSON.stringify(record)})`;
        return record;
      });
    },

    async newest(match, limit) {
      const matches: readonly AuditMatch[] = Array.isArray(match) ? match : [match as AuditMatch];
      if (matches.length === 0 || limit <= 0) return [];
      const where = matches.map(conditionsOf).reduce((all, one) => sql`${all} OR ${one}`);
      const rows = await sql<{ line: string }[]>`SELECT line FROM audit_log WHERE ${where}
        ORDER BY seq DESC LIMIT ${limit}`;
      return rows.map((row) => Object.freeze(parseLine(row.line)) as AuditRecord);
    },

    async *records() {
      const cursor = sql<{ line: string }[]>`SELECT line FROM audit_log ORDER BY seq`.cursor(1000);
      for await (const rows of cursor) for (const row of rows) yield parseLine(row.line);
    },

    async start() {
      const removed = await removedRow();
      return { removed: Number(removed?.records ?? 0), prev: removed?.prev ?? null };
    },

    async prune() {
      const keepFrom = monthsBack(clock, retentionMonths);
      const removed = await sql.begin(async (tx) => {
        await tx`SELECT pg_advisory_xact_lock(${AUDIT_LOCK})`;
        // Oldest first, up to the first record that is kept (a clock set back never splits the log).
        const [firstKept] = await tx<
          { seq: string }[]
        >`SELECT min(seq) AS seq FROM audit_log WHERE at >= ${keepFrom}`;
        const below = firstKept?.seq ?? null;
        const [gone] = await tx<{ count: string; last: string | null }[]>`
          SELECT count(*) AS count, max(seq) AS last FROM audit_log
          WHERE ${below === null ? sql`TRUE` : sql`seq < ${below}`}`;
        if (!gone || gone.count === '0' || gone.last === null) return 0;
        const [lastLine] = await tx<
          { line: string }[]
        >`SELECT line FROM audit_log WHERE seq = ${gone.last}`;
        const prev = recordHash(parseLine(lastLine!.line));
        await tx`INSERT INTO audit_removed (id, records, prev) VALUES (1, ${gone.count}, ${prev})
          ON CONFLICT (id) DO UPDATE SET records = audit_removed.records + excluded.records, prev = excluded.prev`;
        await tx`DELETE FROM audit_log WHERE seq <= ${gone.last}`;
        return Number(gone.count);
      });
      if (removed > 0)
        log('info', 'Removed audit records past their retention', {
          before: keepFrom,
          records: removed,
        });
    },
  };
}
