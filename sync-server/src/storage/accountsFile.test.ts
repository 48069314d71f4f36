import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAccountsFile, type AccountsFileStore } from './accountsFile';
import { membershipKey } from './collections';
import type { MembershipRecord, SessionRecord } from './records';

let dir = '';
let path = '';
let open: AccountsFileStore[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'keel-accounts-'));
  path = join(dir, 'keel.json');
});
afterEach(async () => {
  for (const accounts of open) await accounts.close();
  open = [];
  await rm(dir, { recursive: true, force: true });
});

async function openFile(): Promise<AccountsFileStore> {
  const accounts = await openAccountsFile(path);
  open.push(accounts);
  return accounts;
}

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

/** keel.json as it is on disk now. */
const onDisk = async () =>
  JSON.parse(await readFile(path, 'utf8')) as { sessions: SessionRecord[] };

describe('the accounts in keel.json, record by record', () => {
  it('is on disk once a put resolves, and read back the same by the next open', async () => {
    const accounts = await openFile();
    await accounts.collection('sessions').put(session('t1', 'u1'));
    expect((await onDisk()).sessions).toEqual([session('t1', 'u1')]);
    const again = await openFile();
    expect(await again.collection('sessions').get('t1')).toEqual(session('t1', 'u1'));
  });

  it('finds by an index and lists by key prefix, in the order first stored, after changes', async () => {
    const sessions = (await openFile()).collection('sessions');
    await sessions.put(session('t1', 'u1'));
    await sessions.put(session('t2', 'u2'));
    await sessions.put(session('t3', 'u1'));
    // Moved to another user: gone from the old one's index, in its place in the new one's.
    await sessions.update('t1', (current) => current && { ...current, userId: 'u2' });
    expect((await sessions.find('userId', 'u1')).map((s) => s.tokenHash)).toEqual(['t3']);
    expect((await sessions.find('userId', 'u2')).map((s) => s.tokenHash)).toEqual(['t1', 't2']);
    expect(await sessions.delete('t2')).toBe(true);
    expect(await sessions.delete('t2')).toBe(false);
    expect((await sessions.find('userId', 'u2')).map((s) => s.tokenHash)).toEqual(['t1']);

    const memberships = (await openFile()).collection('memberships');
    await memberships.put(member('c1', 'u1'));
    await memberships.put(member('c10', 'u2'));
    await memberships.put(member('c1', 'u3'));
    expect((await memberships.list('c1/')).map((m) => m.userId)).toEqual(['u1', 'u3']);
    expect(await memberships.get(membershipKey('c10', 'u2'))).toEqual(member('c10', 'u2'));
  });

  it('hands out frozen records, so nothing changes a stored one in place', async () => {
    const sessions = (await openFile()).collection('sessions');
    const record = session('t1', 'u1');
    await sessions.put(record);
    record.userId = 'changed after the put';
    const stored = await sessions.get('t1');
    expect(stored?.userId).toBe('u1');
    expect(() => {
      (stored as SessionRecord).userId = 'changed in place';
    }).toThrow(TypeError);
  });

  it('writes several changes as one, or none of them when a change throws', async () => {
    const accounts = await openFile();
    await accounts.collection('sessions').put(session('t1', 'u1'));
    await expect(
      accounts.write([
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
    expect(await accounts.collection('sessions').get('t1')).toEqual(session('t1', 'u1'));
    expect(await accounts.collection('memberships').list()).toEqual([]);

    await accounts.write([
      { in: 'sessions', delete: 't1' },
      { in: 'memberships', put: member('c1', 'u1') },
    ]);
    const again = await openFile();
    expect(await again.collection('sessions').list()).toEqual([]);
    expect(await again.collection('memberships').list()).toEqual([member('c1', 'u1')]);
  });

  it('refuses an update that changes the key of its record', async () => {
    const sessions = (await openFile()).collection('sessions');
    await sessions.put(session('t1', 'u1'));
    await expect(
      sessions.update('t1', (current) => current && { ...current, tokenHash: 't2' }),
    ).rejects.toThrow('changed its key');
    expect(await sessions.get('t1')).toEqual(session('t1', 'u1'));
  });
});
