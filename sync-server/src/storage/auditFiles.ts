import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Clock } from '@keel/core/domain';
import type { LogFn } from '@keel/core/server';
import { GENESIS_HASH, recordHash } from '../accounts/auditChain';
import { AppendLog } from './appendLog';
import { FsyncJsonFile, fsyncDir } from './fsyncJsonFile';
import { cutTornEnd, jsonLine, readJsonLines } from './jsonLines';
import type { AuditRecord } from './records';
import type { AuditLog, AuditMatch } from './storage';

/** A month's segment file: `YYYY-MM.log`. */
const segmentName = /^(\d{4}-\d{2})\.log$/;

/** What retention removed so far (DATA_DIR/audit/removed.json). */
const removedSchema = z.object({
  /** The newest segment removed. */
  through: z.string(),
  /** How many records the removed segments held. */
  records: z.number().int().nonnegative(),
  /** The hash of the last removed record: the `prev` the first kept record holds. */
  prev: z.string(),
});
type Removed = z.infer<typeof removedSchema>;

/** The audit log of the embedded storage, with its retention. */
export type AuditFiles = AuditLog & {
  /** Removes the segments whose every record is older than the retention. */
  prune(): Promise<void>;
  close(): Promise<void>;
};

/** The month (`YYYY-MM`) of an ISO time. */
const monthOf = (at: string) => at.slice(0, 7);

/** Months since year 0, for counting back. */
const monthIndex = (month: string) =>
  Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/**
 * The audit log in a folder (DATA_DIR/audit): one segment of JSON lines per month, `YYYY-MM.log`,
 * appended with group commit and fdatasync. A record goes to the segment of its month, or to the
 * newest segment if that is later (a clock set back), so the segments in name order hold the log
 * in order. Retention removes whole segments once their month lies more than `retentionMonths`
 * behind the clock, after noting in removed.json how many records they held and the hash of the
 * last one, which the first kept record holds as `prev`. A torn last line is dropped at start.
 */
export async function openAuditFiles(
  dir: string,
  clock: Clock,
  retentionMonths: number,
  log: LogFn,
  { readOnly = false }: { readOnly?: boolean } = {},
): Promise<AuditFiles> {
  // Read-only (the audit:check command, beside a running server): no file is created or cut.
  if (!readOnly) await mkdir(dir, { recursive: true });
  const removedFile = new FsyncJsonFile<Removed>(join(dir, 'removed.json'));
  const readRemoved = async (): Promise<Removed | null> => {
    const raw = await removedFile.read();
    return raw === null ? null : removedSchema.parse(raw);
  };
  let removed = await readRemoved();
  const kept = async () =>
    (
      await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (readOnly && error.code === 'ENOENT') return [];
        throw error;
      })
    )
      .flatMap((name) => segmentName.exec(name)?.[1] ?? [])
      .filter((month) => !removed || month > removed.through)
      .sort();
  const pathOf = (month: string) => join(dir, `${month}.log`);

  // The newest record: the chain's head and the segment appends continue in.
  let head: string | null = removed?.prev ?? null;
  let current: string | null = null;
  for (const month of (await kept()).reverse()) {
    const path = pathOf(month);
    const read = await readJsonLines(path);
    if (read.wholeBytes < read.bytes && !readOnly) {
      log('warn', 'Dropped a torn line at the end of the audit log', {
        file: path,
        bytes: read.bytes - read.wholeBytes,
      });
      await cutTornEnd(path, read.wholeBytes);
    }
    current ??= month;
    const last = read.lines.at(-1);
    if (last) {
      head = recordHash((last.value ?? { unreadable: last.text }) as Record<string, unknown>);
      break;
    }
  }

  const appends = new AppendLog();

  async function* recordsOf(month: string): AsyncGenerator<Record<string, unknown>> {
    for (const line of (await readJsonLines(pathOf(month))).lines)
      yield line.value && typeof line.value === 'object'
        ? (line.value as Record<string, unknown>)
        : { unreadable: line.text };
  }

  const oneOf = (value: unknown, wanted: string | readonly string[] | undefined) =>
    wanted === undefined ||
    (typeof wanted === 'string' ? value === wanted : wanted.includes(value as string));
  const matchesOne = (record: Record<string, unknown>, match: AuditMatch) => {
    const day = typeof record.at === 'string' ? record.at.slice(0, 10) : '';
    return (
      oneOf(record.userId, match.userId) &&
      oneOf(record.kind, match.kind) &&
      oneOf(record.outcome, match.outcome) &&
      oneOf(record.companyId, match.companyId) &&
      (match.from === undefined || day >= match.from) &&
      (match.to === undefined || day <= match.to)
    );
  };
  const matches = (record: Record<string, unknown>, match: AuditMatch | readonly AuditMatch[]) =>
    Array.isArray(match)
      ? match.some((one: AuditMatch) => matchesOne(record, one))
      : matchesOne(record, match as AuditMatch);

  const prune = async () => {
    if (readOnly) return;
    const last = monthIndex(monthOf(clock.now().toISOString())) - retentionMonths - 1;
    for (const month of await kept()) {
      if (monthIndex(month) > last || month === current) break;
      let records = 0;
      let prev = removed?.prev ?? GENESIS_HASH;
      for await (const record of recordsOf(month)) {
        records += 1;
        prev = recordHash(record);
      }
      removed = { through: month, records: (removed?.records ?? 0) + records, prev };
      // Noted first: a crash before the removal leaves a segment that is skipped as removed.
      await removedFile.write(removed);
      await rm(pathOf(month), { force: true });
      await fsyncDir(dir);
      log('info', 'Removed audit records past their retention', { month, records });
    }
  };

  return {
    async append(entry) {
      if (readOnly) throw new Error('The audit log was opened to be read only');
      const record: AuditRecord = Object.freeze({ ...entry, prev: head ?? GENESIS_HASH });
      head = recordHash(record);
      const month = monthOf(record.at);
      if (current === null || month > current) current = month;
      await appends.append(pathOf(current), jsonLine(record));
      return record;
    },

    async newest(match, limit) {
      await appends.drain();
      const found: AuditRecord[] = [];
      for (const month of (await kept()).reverse()) {
        const records: Record<string, unknown>[] = [];
        for await (const record of recordsOf(month)) records.push(record);
        for (const record of records.reverse()) {
          if (found.length >= limit) return found;
          if (matches(record, match)) found.push(Object.freeze(record) as AuditRecord);
        }
      }
      return found;
    },

    async *records() {
      await appends.drain();
      for (const month of await kept()) yield* recordsOf(month);
    },

    async start() {
      return { removed: removed?.records ?? 0, prev: removed?.prev ?? null };
    },

    prune,
    close: () => appends.close(),
  };
}
