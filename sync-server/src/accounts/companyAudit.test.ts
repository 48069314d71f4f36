import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '../testing/testServer';
import { tamperAuditRecord } from '../testing/storedAudit';
import type { CompanyAuditEvent } from '@keel/core/domain';
import { createAuditService } from './companyAudit';

// core.audit reads the audit log for one company: its members' sign-ins and the changes to its
// memberships and profile, never another company's members' sign-ins.
let keel: TestKeel;
let owner: TestUser;
let accountant: TestUser;
let stranger: TestUser;

async function signIn(email: string, password: string) {
  return fetch(`${keel.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: keel.url },
    body: JSON.stringify({ email, password, rememberMe: false }),
  });
}

beforeAll(async () => {
  keel = await startKeel();
  owner = await signUpUser(keel.url, 'Olive', 'Olive Bakery');
  accountant = await signUpUser(keel.url, 'Ash', 'Ash Books');
  stranger = await signUpUser(keel.url, 'Sam', 'Sam Shop');
  await addMember(keel, owner, accountant, 'accountant');
  await signIn(accountant.email, 'not the password');
  await signIn(accountant.email, accountant.password);
  await signIn(stranger.email, stranger.password);
});
afterAll(() => keel.close());

describe('core.audit', () => {
  const audit = () =>
    createAuditService(keel.server.services.storage, keel.server.services.auditFeed);

  it("gives a company its members' sign-ins and its membership changes, newest first", async () => {
    const events = await audit().events(owner.companyId);
    const signIns = events.filter((e) => e.kind === 'sign-in');
    expect(signIns.map((e) => e.userId)).toContain(accountant.userId);
    expect(
      signIns.find((e) => e.userId === accountant.userId && e.outcome !== 'success'),
    ).toBeTruthy();
    expect(events.some((e) => e.kind === 'member')).toBe(true);
    expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort().reverse());
  });

  it("never gives another company's members' sign-ins", async () => {
    const events = await audit().events(owner.companyId);
    expect(events.some((e) => e.userId === stranger.userId)).toBe(false);
    expect(
      (await audit().events(stranger.companyId)).some((e) => e.userId === accountant.userId),
    ).toBe(false);
  });

  it('filters by kind, day and count', async () => {
    const today = keel.clock.now().toISOString().slice(0, 10);
    expect(
      (await audit().events(owner.companyId, { kinds: ['member'] })).every(
        (e) => e.kind === 'member',
      ),
    ).toBe(true);
    expect(await audit().events(owner.companyId, { to: '2000-01-01' })).toEqual([]);
    expect((await audit().events(owner.companyId, { from: today })).length).toBeGreaterThan(0);
    expect(await audit().events(owner.companyId, { limit: 1 })).toHaveLength(1);
  });

  it('lists the members with their role and whether two-factor sign-in is on', async () => {
    const members = await audit().members(owner.companyId);
    expect(members.map((m) => [m.userId, m.role, m.twoFactor]).sort()).toEqual(
      [
        [owner.userId, 'owner', false],
        [accountant.userId, 'accountant', false],
      ].sort(),
    );
    expect(await audit().requiresTwoFactor(owner.companyId)).toBe(false);
  });

  it('tells a subscriber each new event of a company, once per company it concerns', async () => {
    const every: CompanyAuditEvent[] = [];
    const owners: CompanyAuditEvent[] = [];
    const members: CompanyAuditEvent[] = [];
    // Told first: what it throws is logged, and the others are told all the same.
    const failing = audit().subscribe({}, () => {
      throw new Error('a subscriber that fails');
    });
    const stopEvery = audit().subscribe({}, (e) => every.push(e));
    const stopOwners = audit().subscribe({ companyId: owner.companyId }, (e) => owners.push(e));
    const stopMembers = audit().subscribe({ kinds: ['member'] }, (e) => members.push(e));

    // The accountant is a member of both companies: the sign-in is an event of each.
    expect((await signIn(accountant.email, accountant.password)).status).toBe(200);
    await expect
      .poll(() => every.map((e) => [e.companyId, e.userId, e.kind, e.outcome]).sort(), {
        timeout: 10_000,
      })
      .toEqual(
        [
          [owner.companyId, accountant.userId, 'sign-in', 'success'],
          [accountant.companyId, accountant.userId, 'sign-in', 'success'],
        ].sort(),
      );
    expect(owners.map((e) => [e.companyId, e.userId])).toEqual([
      [owner.companyId, accountant.userId],
    ]);

    // A stranger's sign-in is not an event of the owner's company.
    expect((await signIn(stranger.email, stranger.password)).status).toBe(200);
    await expect.poll(() => every.length, { timeout: 10_000 }).toBe(3);
    expect(every[2]).toMatchObject({ companyId: stranger.companyId, userId: stranger.userId });
    expect(owners).toHaveLength(1);
    expect(members).toEqual([]);

    stopEvery();
    stopOwners();
    stopMembers();
    failing();
    // A listener added after them hears the next sign-in; those stopped do not.
    const later: CompanyAuditEvent[] = [];
    const stopLater = audit().subscribe({}, (e) => later.push(e));
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
    await expect
      .poll(() => later.map((e) => e.userId), { timeout: 10_000 })
      .toEqual([owner.userId]);
    expect([every.length, owners.length]).toEqual([3, 1]);
    stopLater();
  });

  it('checks the hash chain of the whole audit log, and names the first record that breaks it', async () => {
    const verified = await audit().chainCheck();
    expect(verified).toMatchObject({ status: 'verified', brokenAt: null });
    expect(verified.records).toBeGreaterThan(3);

    // A failed sign-in of the stored log made to read as a success.
    const { lines, index } = await tamperAuditRecord(
      keel.dataDir,
      (line) => line.includes('"outcome":"wrong-password"'),
      (line) => line.replace('wrong-password', 'success'),
    );
    const broken = await audit().chainCheck();
    expect(broken.status).toBe('broken');
    // The record after the edited one no longer holds its hash.
    const next = JSON.parse(lines[index + 1]!) as { at: string; kind: string };
    expect(broken.brokenAt).toEqual({ at: next.at, kind: next.kind });
  });
});
