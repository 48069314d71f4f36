import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock, type SettableClock } from '@keel/core/domain';
import { FileTooLargeError } from '@keel/core/server';
import { GENESIS_HASH, recordHash } from '../accounts/auditChain';
import { checkAuditLog } from '../accounts/auditLogCheck';
import type { JobRecord, ScheduleRecord } from '../jobs/jobRecords';
import { postgresAvailable, startTestPostgres, type TestPostgres } from '../testing/testPostgres';
import { membershipKey } from './collections';
import { createFileStorage } from './fileStorage';
import { createPostgresStorage } from './postgresStorage';
import type { MembershipRecord, NotificationRecord, SessionRecord } from './records';
import type { NewAuditEntry, Storage } from './storage';

/*
 * What every Storage promises, run against each implementation: the embedded one in a temp
 * DATA_DIR, and PostgreSQL in a real cluster (testing/testPostgres.ts). A "restart" closes the
 * storage and opens a new one on the same data, as a new server process would.
 */

/** Where one test's data lives, and how to open a storage on it. */
interface Place {
  open(clock: SettableClock): Promise<Storage>;
  remove(): Promise<void>;
}

interface Backend {
  name: string;
  available: () => boolean;
  setUp?: () => Promise<void>;
  tearDown?: () => Promise<void>;
  place(): Promise<Place>;
}

const options = (clock: SettableClock) => ({ clock, log: () => {}, auditRetentionMonths: 24 });

let cluster: TestPostgres | null = null;

const backends: Backend[] = [
  {
    name: 'embedded (DATA_DIR)',
    available: () => true,
    async place() {
      const dir = await mkdtemp(join(tmpdir(), 'keel-contract-'));
      return {
        open: (clock) => createFileStorage(dir, options(clock)),
        remove: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'PostgreSQL',
    available: postgresAvailable,
    async setUp() {
      cluster = await startTestPostgres();
    },
    async tearDown() {
      await cluster?.close();
    },
    async place() {
      const url = await cluster!.database();
      return {
        open: (clock) => createPostgresStorage(url, options(clock)),
        remove: async () => {},
      };
    },
  },
];

if (!postgresAvailable())
  console.warn(
    '\n*** PostgreSQL is not installed (no initdb/pg_ctl, no KEEL_TEST_DATABASE_URL): ' +
      'the storage contract runs on the embedded store only. `apt-get install postgresql` runs it on both. ***\n',
  );

const session = (tokenHash: string, userId: string): SessionRecord => ({
  tokenHash,
  userId,
  companyId: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-11-21T09:00:00.000Z',
  rememberMe: false,
});

const member = (companyId: string, userId: string): MembershipRecord => ({
  companyId,
  userId,
  role: 'viewer',
  joinedAt: '2026-11-20T09:00:00.000Z',
});

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

const signIn = (at: string, email: string, outcome = 'success'): NewAuditEntry => ({
  at,
  kind: 'sign-in',
  email,
  userId: email,
  outcome,
  ip: '127.0.0.1',
  userAgent: 'test',
});

const job = (id: string, status: JobRecord['status']): JobRecord => ({
  id,
  companyId: 'c1',
  kind: 'fraud.scan',
  status,
  progress: status === 'done' ? 1 : 0,
  message: '',
  result: status === 'done' ? { found: 3 } : null,
  error: null,
  startedBy: 'u1',
  scheduleId: null,
  attempts: 1,
  createdAt: '2026-11-20T09:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  cancelRequested: false,
  input: { from: '2026-01-01' },
});

const schedule = (id: string): ScheduleRecord => ({
  id,
  companyId: 'c1',
  kind: 'fraud.scan',
  key: null,
  at: null,
  every: 3600,
  nextRunAt: '2026-11-20T10:00:00.000Z',
  lastRunAt: null,
  lastJobId: null,
  by: 'u1',
  createdAt: '2026-11-20T09:00:00.000Z',
  input: {},
});

const bytes = (...values: number[]) => new Uint8Array(values);
const listOf = (updates: Uint8Array[] | undefined) => updates?.map((u) => [...u]);

describe.each(backends.filter((b) => b.available()))('Storage on $name', (backend) => {
  let place: Place;
  let clock: SettableClock;
  let storage: Storage;
  const opened: Storage[] = [];

  const open = async () => {
    const next = await place.open(clock);
    opened.push(next);
    return next;
  };
  /** Closes the storage and opens a new one on the same data. */
  const restart = async () => {
    await storage.close();
    opened.splice(opened.indexOf(storage), 1);
    storage = await open();
    return storage;
  };

  beforeAll(async () => backend.setUp?.());
  afterAll(async () => backend.tearDown?.());
  beforeEach(async () => {
    clock = fixedClock('2026-11-20T09:00:00.000Z');
    place = await backend.place();
    storage = await open();
  });
  afterEach(async () => {
    for (const one of opened.splice(0)) await one.close();
    await place.remove();
  });

  describe('account records', () => {
    it('keeps a put once it resolves, read back the same after a restart', async () => {
      await storage.sessions.put(session('t1', 'u1'));
      await restart();
      expect(await storage.sessions.get('t1')).toEqual(session('t1', 'u1'));
      expect(await storage.sessions.get('t9')).toBeUndefined();
    });

    it('finds by an index and lists by key prefix, in the order first stored, after changes', async () => {
      const { sessions, memberships } = storage;
      await sessions.put(session('t1', 'u1'));
      await sessions.put(session('t2', 'u2'));
      await sessions.put(session('t3', 'u1'));
      await sessions.update('t1', (current) => current && { ...current, userId: 'u2' });
      expect((await sessions.find('userId', 'u1')).map((s) => s.tokenHash)).toEqual(['t3']);
      expect((await sessions.find('userId', 'u2')).map((s) => s.tokenHash)).toEqual(['t1', 't2']);
      expect(await sessions.delete('t2')).toBe(true);
      expect(await sessions.delete('t2')).toBe(false);
      expect((await sessions.find('userId', 'u2')).map((s) => s.tokenHash)).toEqual(['t1']);

      await memberships.put(member('c1', 'u1'));
      await memberships.put(member('c10', 'u2'));
      await memberships.put(member('c1', 'u3'));
      expect((await memberships.list('c1/')).map((m) => m.userId)).toEqual(['u1', 'u3']);
      expect((await memberships.list()).map((m) => m.companyId)).toEqual(['c1', 'c10', 'c1']);
      expect(await memberships.get(membershipKey('c10', 'u2'))).toEqual(member('c10', 'u2'));
      await restart();
      expect((await storage.sessions.find('userId', 'u2')).map((s) => s.tokenHash)).toEqual(['t1']);
      expect((await storage.memberships.list('c1/')).map((m) => m.userId)).toEqual(['u1', 'u3']);
    });

    it('hands out frozen records, so nothing changes a stored one in place', async () => {
      const record = session('t1', 'u1');
      await storage.sessions.put(record);
      record.userId = 'changed after the put';
      const stored = await storage.sessions.get('t1');
      expect(stored?.userId).toBe('u1');
      expect(() => {
        (stored as SessionRecord).userId = 'changed in place';
      }).toThrow(TypeError);
    });

    it('updates a record in one step: creating, changing and removing it', async () => {
      const { sessions } = storage;
      expect(await sessions.update('t1', (current) => current ?? session('t1', 'u1'))).toEqual(
        session('t1', 'u1'),
      );
      // Updates made at once each see the one before: none is lost.
      await Promise.all(
        Array.from({ length: 10 }, () =>
          storage.signInFailures.update('k', (current) => ({
            key: 'k',
            failures: (current?.failures ?? 0) + 1,
            lastAt: '2026-11-20T09:00:00.000Z',
          })),
        ),
      );
      expect((await storage.signInFailures.get('k'))?.failures).toBe(10);
      expect(await sessions.update('t1', () => undefined)).toBeUndefined();
      expect(await sessions.get('t1')).toBeUndefined();
    });

    it('writes several changes as one, or none of them when a change throws', async () => {
      await storage.sessions.put(session('t1', 'u1'));
      await expect(
        storage.write([
          { in: 'sessions', delete: 't1' },
          { in: 'memberships', put: member('c1', 'u1') },
          {
            in: 'sessions',
            update: 't9',
            change: () => {
              throw new Error('refused');
            },
          },
        ]),
      ).rejects.toThrow('refused');
      expect(await storage.sessions.get('t1')).toEqual(session('t1', 'u1'));
      expect(await storage.memberships.list()).toEqual([]);

      await storage.write([
        { in: 'sessions', delete: 't1' },
        { in: 'memberships', put: member('c1', 'u1') },
      ]);
      await restart();
      expect(await storage.sessions.list()).toEqual([]);
      expect(await storage.memberships.list()).toEqual([member('c1', 'u1')]);
    });

    it('refuses an update that changes the key of its record', async () => {
      await storage.sessions.put(session('t1', 'u1'));
      await expect(
        storage.sessions.update('t1', (current) => current && { ...current, tokenHash: 't2' }),
      ).rejects.toThrow('changed its key');
      expect(await storage.sessions.get('t1')).toEqual(session('t1', 'u1'));
      expect(await storage.sessions.get('t2')).toBeUndefined();
    });
  });

  describe('the audit log', () => {
    it('chains each record to the one before and finds the newest that match', async () => {
      const first = await storage.audit.append(signIn('2026-11-18T09:00:00.000Z', 'a@keel.test'));
      const second = await storage.audit.append(
        signIn('2026-11-19T09:00:00.000Z', 'b@keel.test', 'wrong-password'),
      );
      await storage.audit.append({
        ...signIn('2026-11-20T09:00:00.000Z', 'a@keel.test'),
        kind: 'member',
        companyId: 'c1',
      });
      expect(first.prev).toBe(GENESIS_HASH);
      expect(second.prev).toBe(recordHash(first));
      await restart();
      const newest = await storage.audit.newest({ userId: 'a@keel.test' }, 10);
      expect(newest.map((r) => r.kind)).toEqual(['member', 'sign-in']);
      expect(
        (await storage.audit.newest([{ outcome: 'wrong-password' }, { companyId: 'c1' }], 10)).map(
          (r) => r.at,
        ),
      ).toEqual(['2026-11-20T09:00:00.000Z', '2026-11-19T09:00:00.000Z']);
      expect(
        (
          await storage.audit.newest(
            { kind: ['sign-in'], from: '2026-11-19', to: '2026-11-19' },
            10,
          )
        ).map((r) => r.email),
      ).toEqual(['b@keel.test']);
      expect(await storage.audit.newest({}, 1)).toHaveLength(1);
      const records: Record<string, unknown>[] = [];
      for await (const record of storage.audit.records()) records.push(record);
      expect(records.map((r) => r.email)).toEqual(['a@keel.test', 'b@keel.test', 'a@keel.test']);
      // The next append chains on to what the last process wrote.
      await storage.audit.append(signIn('2026-11-20T10:00:00.000Z', 'c@keel.test'));
      expect((await checkAuditLog(storage.audit)).check).toMatchObject({
        records: 4,
        brokenAt: null,
      });
    });

    it('keeps two years and removes whole months before them, the chain still checking', async () => {
      for (let month = 0; month < 35; month += 1) {
        const at = new Date(Date.UTC(2024, month, 10, 9)).toISOString();
        clock.set(at);
        await storage.audit.append(signIn(at, `m${month}@keel.test`));
      }
      clock.set('2026-11-20T09:00:00Z');
      // Retention runs at start.
      await restart();
      const kept: Record<string, unknown>[] = [];
      for await (const record of storage.audit.records()) kept.push(record);
      expect(kept[0]).toMatchObject({ at: '2024-11-10T09:00:00.000Z' });
      expect(kept).toHaveLength(25);
      expect(await storage.audit.start()).toMatchObject({ removed: 10 });
      await storage.audit.append(signIn('2026-11-20T09:00:00.000Z', 'late@keel.test'));
      const { check, removed } = await checkAuditLog(storage.audit);
      expect(check).toMatchObject({ records: 26, brokenAt: null });
      expect(removed).toBe(10);
    });
  });

  describe('notifications', () => {
    it('keeps what was added and read across a restart, and each member only their newest', async () => {
      const { notifications } = storage;
      await notifications.add([note('n1', 'u1'), note('n2', 'u1'), note('m1', 'u2')], 3);
      await notifications.markRead('u1', ['n1', 'm1']);
      await notifications.add([note('n3', 'u1'), note('n4', 'u1')], 3);
      // An id already stored is not added again.
      await notifications.add([note('n4', 'u1')], 3);
      await restart();
      const ids = async (userId: string) =>
        (await storage.notifications.ofUser(userId)).map((n) => n.id);
      expect(await ids('u1')).toEqual(['n2', 'n3', 'n4']);
      expect(await storage.notifications.ofUser('u2')).toEqual([note('m1', 'u2')]);
      await storage.notifications.markRead('u1', ['n3']);
      expect((await storage.notifications.ofUser('u1')).map((n) => n.read)).toEqual([
        false,
        true,
        false,
      ]);
      expect(Object.isFrozen((await storage.notifications.ofUser('u1'))[0])).toBe(true);
    });
  });

  describe('documents', () => {
    it('is null until stored, then keeps a snapshot and the updates appended after it, in order', async () => {
      expect(await storage.documents.load('c1')).toBeNull();
      await storage.documents.snapshot('c1', bytes(1, 2, 3), { core: 0 });
      await Promise.all([
        storage.documents.append('c1', bytes(10)),
        storage.documents.append('c1', bytes(11, 11)),
        storage.documents.append('c1', bytes(12)),
      ]);
      await restart();
      const loaded = await storage.documents.load('c1');
      expect([...loaded!.snapshot]).toEqual([1, 2, 3]);
      expect(listOf(loaded?.updates)).toEqual([[10], [11, 11], [12]]);
      expect(loaded?.schemaVersions).toEqual({ core: 0 });
    });

    it('keeps 200 appends made at once, each durable when it resolves', async () => {
      await storage.documents.load('c1');
      await storage.documents.snapshot('c1', bytes(0), {});
      await Promise.all(
        Array.from({ length: 200 }, (_, i) => storage.documents.append('c1', bytes(i % 256, 7))),
      );
      await restart();
      expect(listOf((await storage.documents.load('c1'))?.updates)).toEqual(
        Array.from({ length: 200 }, (_, i) => [i % 256, 7]),
      );
    });

    it('compacts: a new snapshot covers the updates before it; later ones are kept', async () => {
      await storage.documents.load('c1');
      await storage.documents.snapshot('c1', bytes(1), { core: 0 });
      await storage.documents.append('c1', bytes(10));
      const compacted = storage.documents.snapshot('c1', bytes(1, 10), { core: 1 });
      const after = storage.documents.append('c1', bytes(20));
      await Promise.all([compacted, after]);
      await restart();
      const loaded = await storage.documents.load('c1');
      expect([...loaded!.snapshot]).toEqual([1, 10]);
      expect(listOf(loaded?.updates)).toEqual([[20]]);
      expect(loaded?.schemaVersions).toEqual({ core: 1 });
      // What was loaded is in the next snapshot: it covers those updates too.
      await storage.documents.snapshot('c1', bytes(1, 10, 20), { core: 1 });
      await storage.documents.release('c1');
      await restart();
      expect(listOf((await storage.documents.load('c1'))?.updates)).toEqual([]);
    });

    it('keeps the documents of similar ids apart', async () => {
      for (const docId of ['c1', 'c1:payroll', 'c10']) {
        await storage.documents.load(docId);
        await storage.documents.snapshot(docId, bytes(docId.length), {});
        await storage.documents.append(docId, bytes(docId.length, 0));
      }
      await restart();
      for (const docId of ['c1', 'c1:payroll', 'c10'])
        expect(listOf((await storage.documents.load(docId))?.updates)).toEqual([[docId.length, 0]]);
    });

    it('keeps the summaries of a snapshot only while nothing is stored after it', async () => {
      await storage.documents.load('c1');
      await storage.documents.snapshot('c1', bytes(1), {}, { 'p/ledger': 'one', 'p/more': 'two' });
      const first = await storage.documents.summary('c1', 'p/ledger');
      expect(first?.body).toBe('one');
      expect((await storage.documents.summary('c1', 'p/more'))?.body).toBe('two');
      expect(await storage.documents.summary('c1', 'p/none')).toBeNull();
      expect(await storage.documents.summary('c10', 'p/ledger')).toBeNull();
      await storage.documents.release('c1');
      await restart();
      expect(await storage.documents.summary('c1', 'p/ledger')).toEqual(first);
      expect((await storage.documents.load('c1'))?.summaryKeys?.sort()).toEqual([
        'p/ledger',
        'p/more',
      ]);
      await storage.documents.release('c1');

      await storage.documents.load('c1');
      await storage.documents.append('c1', bytes(10));
      expect(await storage.documents.summary('c1', 'p/ledger')).toBeNull();
      await storage.documents.snapshot('c1', bytes(1, 10), {}, { 'p/ledger': 'three' });
      const third = await storage.documents.summary('c1', 'p/ledger');
      expect(third?.body).toBe('three');
      expect(third?.stamp).not.toBe(first?.stamp);
      expect(await storage.documents.summary('c1', 'p/more')).toBeNull();
      // A snapshot without summaries leaves none of the earlier ones counting.
      await storage.documents.snapshot('c1', bytes(1, 10), {});
      expect(await storage.documents.summary('c1', 'p/ledger')).toBeNull();
    });

    it('refuses an append to a document it has not loaded', async () => {
      await expect(storage.documents.append('c1', bytes(1))).rejects.toThrow('was not loaded');
    });
  });

  describe('jobs', () => {
    it('reads a put at once and keeps it, all of one put together, across a restart', async () => {
      const written = storage.jobs.put({ job: job('j1', 'running') }, { schedule: schedule('s1') });
      expect(storage.jobs.job('j1')?.status).toBe('running');
      await written;
      await storage.jobs.put({ job: job('j1', 'done') }, { job: job('j2', 'queued') });
      await storage.jobs.put({ removeJob: 'j2' });
      await restart();
      expect(storage.jobs.jobs()).toEqual([job('j1', 'done')]);
      expect(storage.jobs.schedules()).toEqual([schedule('s1')]);
      await storage.jobs.put({ removeSchedule: 's1' });
      await restart();
      expect(storage.jobs.schedule('s1')).toBeUndefined();
    });
  });

  describe('plugin files', () => {
    const meta = { name: 'receipt.pdf', type: 'application/pdf', createdBy: 'u1' };
    async function* chunked(...parts: string[]): AsyncIterable<Uint8Array> {
      for (const part of parts) yield new TextEncoder().encode(part);
    }

    it('stores a streamed body, lists it by owner, reads it back after a restart, removes it', async () => {
      const files = storage.files('bookkeeping');
      const stored = await files.put(
        'co1',
        { ...meta, ownerKey: 'transaction:t1' },
        chunked('%PDF-', '1.7 body'),
        1000,
      );
      expect(stored).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        name: 'receipt.pdf',
        type: 'application/pdf',
        size: 13,
        sha256: createHash('sha256').update('%PDF-1.7 body').digest('hex'),
        createdAt: '2026-11-20T09:00:00.000Z',
        createdBy: 'u1',
        ownerKey: 'transaction:t1',
      });
      clock.set('2026-11-20T10:00:00.000Z');
      const other = await files.put('co1', meta, new TextEncoder().encode('x'), 1000);
      await restart();
      const again = storage.files('bookkeeping');
      expect(await again.list('co1')).toEqual([stored, other]);
      expect(await again.list('co1', 'transaction:')).toEqual([stored]);
      expect(await again.list('co2')).toEqual([]);
      expect(await storage.files('payroll').list('co1')).toEqual([]);
      const opened = await again.open('co1', stored.id);
      expect(opened?.meta).toEqual(stored);
      expect(await text(opened!.stream)).toBe('%PDF-1.7 body');
      expect(await again.open('co1', 'not-an-id')).toBeNull();
      expect(await again.remove('co1', stored.id)).toBe(true);
      expect(await again.remove('co1', stored.id)).toBe(false);
      expect(await again.open('co1', stored.id)).toBeNull();
    });

    it('refuses a body past the limit and keeps nothing of it', async () => {
      const files = storage.files('bookkeeping');
      await expect(files.put('co1', meta, chunked('12345', '67890'), 8)).rejects.toBeInstanceOf(
        FileTooLargeError,
      );
      expect(await files.list('co1')).toEqual([]);
    });
  });

  describe('plugin records', () => {
    it('writes a record whole, the last write asked for winning, and reads it after a restart', async () => {
      const records = storage.records('training');
      await Promise.all([
        records.put('progress', 'u1', { lessons: ['a'] }),
        records.put('progress', 'u1', { lessons: ['a', 'b'] }),
      ]);
      await records.put('progress', 'u2', { lessons: [] });
      await restart();
      expect(await storage.records('training').get('progress', 'u1')).toEqual({
        lessons: ['a', 'b'],
      });
      expect(await storage.records('training').get('progress', 'u3')).toBeNull();
      expect(await storage.records('assistant').get('progress', 'u1')).toBeNull();
      expect(await storage.records('training').get('../x', 'u1')).toBeNull();
      await expect(storage.records('training').put('progress', '../u1', {})).rejects.toThrow(
        RangeError,
      );
    });
  });
});
