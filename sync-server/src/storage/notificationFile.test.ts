import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openNotificationFile, type NotificationFile } from './notificationFile';
import type { NotificationRecord } from './records';

let dir = '';
let path = '';
let open: NotificationFile[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'keel-notifications-'));
  path = join(dir, 'notifications.log');
});
afterEach(async () => {
  for (const file of open) await file.close();
  open = [];
  await rm(dir, { recursive: true, force: true });
});

async function openFile(log: (message: string) => void = () => {}): Promise<NotificationFile> {
  const file = await openNotificationFile(path, (_level, message) => log(message));
  open.push(file);
  return file;
}

const note = (id: string, userId: string): NotificationRecord => ({
  id,
  userId,
  title: `Note ${id}`,
  body: '',
  createdAt: '2026-11-20T09:00:00.000Z',
  read: false,
  severity: 'low',
  companyId: 'c1',
});

const ids = (records: NotificationRecord[]) => records.map((n) => n.id);

describe('notifications in an append-only log', () => {
  it('keeps what was added and read across a restart, and each member only their newest', async () => {
    const file = await openFile();
    await file.add([note('n1', 'u1'), note('n2', 'u1'), note('m1', 'u2')], 3);
    await file.markRead('u1', ['n1', 'm1']);
    await file.add([note('n3', 'u1'), note('n4', 'u1')], 3);

    const again = await openFile();
    expect(ids(await again.ofUser('u1'))).toEqual(['n2', 'n3', 'n4']);
    // Another member's id is ignored: m1 stays unread.
    expect(await again.ofUser('u2')).toEqual([note('m1', 'u2')]);
    expect((await again.ofUser('u1')).every((n) => !n.read)).toBe(true);
    await again.markRead('u1', ['n3']);
    expect((await again.ofUser('u1')).map((n) => n.read)).toEqual([false, true, false]);
  });

  it('drops a torn last line at start and appends after the last whole change', async () => {
    const file = await openFile();
    await file.add([note('n1', 'u1')], 200);
    await file.close();
    await appendFile(path, '{"add":[{"id":"n2","userId":"u1","tit');
    const warnings: string[] = [];
    const again = await openFile((message) => warnings.push(message));
    expect(warnings).toContain('Dropped a torn line at the end of the notification log');
    await again.add([note('n3', 'u1')], 200);
    const third = await openFile();
    expect(ids(await third.ofUser('u1'))).toEqual(['n1', 'n3']);
  });

  it('rewrites the log once it holds far more lines than notifications, keeping them all', async () => {
    const file = await openFile();
    await file.add([note('n1', 'u1')], 200);
    // A line per change, and one notification kept: each new one drops the one before.
    for (let i = 0; i < 2100; i += 1) await file.add([note(`x${i}`, 'u1')], 1);
    await file.close();
    const lines = (await readFile(path, 'utf8')).split('\n').filter(Boolean);
    expect(lines.length).toBeLessThan(2100);
    const again = await openFile();
    expect(ids(await again.ofUser('u1'))).toEqual(['x2099']);
  });
});
