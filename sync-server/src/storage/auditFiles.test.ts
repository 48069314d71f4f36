import { appendFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { checkAuditLog } from '../accounts/auditLogCheck';
import { openAuditFiles } from './auditFiles';
import type { NewAuditEntry } from './storage';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'keel-audit-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const entry = (at: string, email: string, outcome = 'success'): NewAuditEntry => ({
  at,
  kind: 'sign-in',
  email,
  userId: email,
  outcome,
  ip: '127.0.0.1',
  userAgent: 'test',
});

const all = async (audit: Awaited<ReturnType<typeof openAuditFiles>>) => {
  const records: Record<string, unknown>[] = [];
  for await (const record of audit.records()) records.push(record);
  return records;
};

describe('the audit log in monthly segments', () => {
  it('keeps every record of the last two years and removes whole months before, the chain still checking', async () => {
    const clock = fixedClock('2024-01-15T09:00:00Z');
    let audit = await openAuditFiles(dir, clock, 24, () => {});
    // One sign-in a month from January 2024 to November 2026.
    for (let month = 0; month < 35; month += 1) {
      const at = new Date(Date.UTC(2024, month, 10, 9)).toISOString();
      clock.set(at);
      await audit.append(entry(at, `m${month}@keel.test`));
    }
    await audit.close();
    expect(await readdir(dir)).toHaveLength(35);

    clock.set('2026-11-20T09:00:00Z');
    audit = await openAuditFiles(dir, clock, 24, () => {});
    await audit.prune();
    const kept = await all(audit);
    // November 2024 is exactly 24 months back: kept, with everything after it.
    expect(kept[0]).toMatchObject({ at: '2024-11-10T09:00:00.000Z' });
    expect(kept).toHaveLength(25);
    expect(await audit.start()).toMatchObject({ removed: 10 });
    const { check, removed } = await checkAuditLog(audit);
    expect(check.brokenAt).toBeNull();
    expect(removed).toBe(10);

    // What is appended after retention chains on to the kept records.
    await audit.append(entry('2026-11-20T09:00:00.000Z', 'late@keel.test'));
    expect((await checkAuditLog(audit)).check).toMatchObject({ records: 26, brokenAt: null });
    await audit.close();
  });

  it('answers the newest records that match any of several matches, newest first', async () => {
    const clock = fixedClock('2026-11-20T09:00:00Z');
    const audit = await openAuditFiles(dir, clock, 24, () => {});
    await audit.append(entry('2026-10-01T09:00:00.000Z', 'a@keel.test'));
    await audit.append({ ...entry('2026-10-02T09:00:00.000Z', 'b@keel.test'), companyId: 'c1' });
    await audit.append(entry('2026-11-01T09:00:00.000Z', 'b@keel.test', 'wrong-password'));
    await audit.append(entry('2026-11-02T09:00:00.000Z', 'c@keel.test'));
    const emails = (records: { email: string }[]) => records.map((r) => r.email);

    expect(emails(await audit.newest({ userId: ['a@keel.test', 'c@keel.test'] }, 10))).toEqual([
      'c@keel.test',
      'a@keel.test',
    ]);
    expect(
      emails(await audit.newest([{ companyId: 'c1' }, { outcome: 'wrong-password' }], 10)),
    ).toEqual(['b@keel.test', 'b@keel.test']);
    expect(emails(await audit.newest({ from: '2026-10-02', to: '2026-11-01' }, 10))).toEqual([
      'b@keel.test',
      'b@keel.test',
    ]);
    expect(emails(await audit.newest({}, 1))).toEqual(['c@keel.test']);
    await audit.close();
  });

  it('drops a torn last line at start and appends after the last whole record', async () => {
    const clock = fixedClock('2026-11-20T09:00:00Z');
    let audit = await openAuditFiles(dir, clock, 24, () => {});
    await audit.append(entry('2026-11-20T09:00:00.000Z', 'a@keel.test'));
    await audit.close();
    await appendFile(join(dir, '2026-11.log'), '{"at":"2026-11-20T09:00:01.000Z","kind":"sig');
    const warnings: string[] = [];
    audit = await openAuditFiles(dir, clock, 24, (level, message) => warnings.push(message));
    await audit.append(entry('2026-11-20T09:00:02.000Z', 'b@keel.test'));
    expect((await all(audit)).map((r) => r.email)).toEqual(['a@keel.test', 'b@keel.test']);
    expect((await checkAuditLog(audit)).check.brokenAt).toBeNull();
    expect(warnings).toContain('Dropped a torn line at the end of the audit log');
    await audit.close();
  });
});
