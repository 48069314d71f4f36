import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { addMember, signUpUser, startKeel, type TestKeel } from './testing/testServer';

// The server reads the date from its config's clock alone: a fixed clock fixes every stamp it
// writes, and moving it on ends sessions and invites.
const clock = fixedClock('2027-01-04T09:30:00.000Z');
const AT = '2027-01-04T09:30:00.000Z';
let keel: TestKeel;

beforeAll(async () => {
  keel = await startKeel({ clock });
});
afterAll(() => keel.close());

describe("the server's clock", () => {
  it('dates accounts, companies, sessions, invites, notifications, the audit log and mail', async () => {
    const owner = await signUpUser(keel.url, 'Olga', 'Clockwork LLC');
    const member = await signUpUser(keel.url, 'Milo');
    const renamed = await owner.client.patch(`/api/companies/${owner.companyId}`, {
      name: 'Clockwork Co',
    });
    expect(renamed.status).toBe(200);
    await addMember(keel, owner, member, 'bookkeeper');
    await keel.server.services.docs.commit(owner.companyId);

    const { storage } = keel.server.services;
    expect((await storage.users.get(owner.userId))?.createdAt).toBe(AT);
    expect((await storage.companies.get(owner.companyId))?.createdAt).toBe(AT);
    const [session] = await storage.sessions.find('userId', owner.userId);
    expect(session).toMatchObject({ createdAt: AT, expiresAt: '2027-01-04T21:30:00.000Z' });
    const [invite] = await storage.invites.find('companyId', owner.companyId);
    expect(invite).toMatchObject({
      createdAt: AT,
      expiresAt: '2027-01-11T09:30:00.000Z',
      acceptedAt: AT,
    });
    const joined = await storage.memberships.get(`${owner.companyId}/${member.userId}`);
    expect(joined?.joinedAt).toBe(AT);
    const notices = await storage.notifications.ofUser(owner.userId);
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((n) => n.createdAt === AT)).toBe(true);
    const audit = await storage.audit.newest({ userId: owner.userId }, 1000);
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((e) => e.at === AT)).toBe(true);

    const outbox = await member.client.get('/api/outbox');
    const sent = (outbox.body.messages as { sentAt: string }[]).map((m) => m.sentAt);
    expect(sent.length).toBeGreaterThan(0);
    // Messages written in the same millisecond keep their order one millisecond apart.
    expect(sent.every((at) => at.startsWith('2027-01-04T09:30:00.'))).toBe(true);
  });

  it('ends a session after 12 hours and refuses an invite after 7 days, by the clock', async () => {
    const owner = await signUpUser(keel.url, 'Ida', 'Later LLC');
    const invited = await owner.client.post(`/api/companies/${owner.companyId}/invites`, {
      email: 'late.comer@example.com',
      role: 'viewer',
    });
    expect(invited.status).toBe(201);
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(
      await keel.mailTo('late.comer@example.com'),
    )?.[1];
    expect((await owner.client.get('/api/user')).status).toBe(200);
    expect((await owner.client.get(`/api/invites/${token}`)).status).toBe(200);

    clock.advance(12 * 3600 * 1000);
    expect((await owner.client.get('/api/user')).status).toBe(401);
    expect((await owner.client.get(`/api/invites/${token}`)).status).toBe(200);
    clock.advance(6.5 * 24 * 3600 * 1000 - 1);
    expect((await owner.client.get(`/api/invites/${token}`)).status).toBe(200);
    clock.advance(1);
    expect((await owner.client.get(`/api/invites/${token}`)).status).toBe(404);
  });
});
