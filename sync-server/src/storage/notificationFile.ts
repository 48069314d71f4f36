import { open, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import type { LogFn } from '@keel/core/server';
import { AppendLog } from './appendLog';
import { fsyncDir } from './fsyncJsonFile';
import { cutTornEnd, jsonLine, readJsonLines } from './jsonLines';
import { notificationRecordSchema, type NotificationRecord } from './records';
import type { NotificationStore } from './storage';

/** One line of the log: one change, applied whole or (torn) not at all. */
const changeSchema = z.object({
  add: z.array(notificationRecordSchema).optional(),
  read: z.array(z.string()).optional(),
  drop: z.array(z.string()).optional(),
});
type Change = z.infer<typeof changeSchema>;

/** Rewrite the log once it holds this many more lines than notifications (and as many again). */
const COMPACT_SLACK = 2000;

/** The notification store of the embedded storage. */
export type NotificationFile = NotificationStore & { close(): Promise<void> };

/**
 * Notifications in DATA_DIR/notifications.log: JSON lines, one change each (new ones, some read,
 * the oldest dropped past a member's cap), appended with group commit and fdatasync, and held in
 * memory. A torn last line is dropped at start; the log is rewritten (temp file, sync, rename)
 * once it has grown well past what it holds.
 */
export async function openNotificationFile(path: string, log: LogFn): Promise<NotificationFile> {
  const byUser = new Map<string, NotificationRecord[]>();
  const byId = new Map<string, NotificationRecord>();

  const apply = (change: Change) => {
    for (const record of change.add ?? []) {
      if (byId.has(record.id)) continue;
      const frozen = Object.freeze({ ...record });
      byId.set(record.id, frozen);
      const list = byUser.get(record.userId) ?? [];
      byUser.set(record.userId, list);
      list.push(frozen);
    }
    for (const id of change.read ?? []) {
      const found = byId.get(id);
      if (!found || found.read) continue;
      const read = Object.freeze({ ...found, read: true });
      byId.set(id, read);
      const list = byUser.get(found.userId)!;
      list[list.indexOf(found)] = read;
    }
    const dropped = new Set(change.drop ?? []);
    for (const id of dropped) {
      const found = byId.get(id);
      if (!found) continue;
      byId.delete(id);
      byUser.set(
        found.userId,
        byUser.get(found.userId)!.filter((n) => !dropped.has(n.id)),
      );
    }
  };

  const read = await readJsonLines(path);
  let unreadable = 0;
  for (const line of read.lines) {
    const change = changeSchema.safeParse(line.value);
    if (change.success) apply(change.data);
    else unreadable += 1;
  }
  if (unreadable > 0)
    log('error', 'Skipped unreadable lines of the notification log', {
      file: path,
      lines: unreadable,
    });
  if (read.wholeBytes < read.bytes) {
    log('warn', 'Dropped a torn line at the end of the notification log', {
      file: path,
      bytes: read.bytes - read.wholeBytes,
    });
    await cutTornEnd(path, read.wholeBytes);
  }
  let lines = read.lines.length;
  const appends = new AppendLog();
  let counter = 0;
  let compacting: Promise<void> | null = null;

  const compact = () =>
    appends.alone(async () => {
      counter += 1;
      const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${counter}.tmp`);
      const handle = await open(temp, 'w', 0o600);
      try {
        await handle.writeFile(
          Buffer.concat([...byId.values()].map((record) => jsonLine({ add: [record] }))),
        );
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, path);
      await fsyncDir(dirname(path));
      lines = byId.size;
    });

  const change = async (next: Change) => {
    apply(next);
    lines += 1;
    await appends.append(path, jsonLine(next));
    if (lines > 2 * byId.size + COMPACT_SLACK && !compacting)
      compacting = compact()
        .catch((error: unknown) =>
          log('error', 'Could not rewrite the notification log', { error: String(error) }),
        )
        .finally(() => (compacting = null));
  };

  return {
    async ofUser(userId) {
      return [...(byUser.get(userId) ?? [])];
    },
    async add(records, keepPerUser) {
      const drop: string[] = [];
      const counts = new Map<string, number>();
      // Only ids not stored yet count: adding one already there adds nothing.
      const fresh = new Map(records.filter((r) => !byId.has(r.id)).map((r) => [r.id, r]));
      for (const record of fresh.values())
        counts.set(record.userId, (counts.get(record.userId) ?? 0) + 1);
      for (const [userId, added] of counts) {
        const over = (byUser.get(userId)?.length ?? 0) + added - keepPerUser;
        for (const old of (byUser.get(userId) ?? []).slice(0, Math.max(0, over))) drop.push(old.id);
      }
      await change({ add: [...records], ...(drop.length > 0 ? { drop } : {}) });
    },
    async markRead(userId, ids) {
      const mine = ids.filter((id) => byId.get(id)?.userId === userId && !byId.get(id)?.read);
      if (mine.length > 0) await change({ read: mine });
    },
    async close() {
      await compacting;
      await appends.close();
    },
  };
}
