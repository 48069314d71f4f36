import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, Client, signUpUser, startKeel, type TestKeel } from '../testing/testServer';

let keel: TestKeel;
beforeAll(async () => {
  keel = await startKeel();
});
afterAll(() => keel.close());

describe('companies and members', () => {
  it('lists only your own companies; another user id is 403', async () => {
    const a = await signUpUser(keel.url, 'Ann', 'Ann Co');
    const b = await signUpUser(keel.url, 'Bob', 'Bob Co');
    const mine = await a.client.get(`/api/user/${a.userId}/companies`);
    expect(mine.body).toEqual({
      companies: [
        {
          id: a.companyId,
          name: 'Ann Co',
          businessType: 'llc',
          role: 'owner',
          requireTwoFactor: false,
        },
      ],
    });
    expect((await a.client.get(`/api/user/${b.userId}/companies`)).status).toBe(403);
    expect((await new Client(keel.url).get(`/api/user/${a.userId}/companies`)).status).toBe(401);
  });

  it("answers 404 for another user's company everywhere", async () => {
    const a = await signUpUser(keel.url);
    const b = await signUpUser(keel.url);
    expect((await a.client.get(`/api/companies/${b.companyId}/members`)).status).toBe(404);
    expect(
      (await a.client.patch(`/api/companies/${b.companyId}`, { name: 'Mine now' })).status,
    ).toBe(404);
    expect((await a.client.post(`/api/companies/${b.companyId}/switch`)).status).toBe(404);
    expect(
      (
        await a.client.post(`/api/companies/${b.companyId}/invites`, {
          email: 'x@example.com',
          role: 'viewer',
        })
      ).status,
    ).toBe(404);
    expect(
      (await a.client.delete(`/api/companies/${b.companyId}/members/${b.userId}`)).status,
    ).toBe(404);
    expect((await a.client.get('/api/companies/does-not-exist/members')).status).toBe(404);
  });

  it('creates a company, switches to it and renames it', async () => {
    const a = await signUpUser(keel.url);
    const created = await a.client.post('/api/companies', {
      name: 'Second',
      businessType: 'corporation',
    });
    expect(created.status).toBe(201);
    const id = (created.body.company as { id: string }).id;
    const switched = await a.client.post(`/api/companies/${id}/switch`);
    expect(switched.body.user).toMatchObject({ companyId: id, role: 'owner' });
    expect((await a.client.get('/api/user')).body).toMatchObject({ companyId: id });
    const renamed = await a.client.patch(`/api/companies/${id}`, { name: 'Renamed' });
    expect(renamed.body.company).toMatchObject({
      id,
      name: 'Renamed',
      businessType: 'corporation',
    });
  });

  it('invites by e-mail, accepts once, notifies the owner, and manages roles', async () => {
    const owner = await signUpUser(keel.url, 'Olive', 'Olive Co');
    const invitee = await signUpUser(keel.url, 'Ivan', 'Ivan Co');
    const res = await owner.client.post(`/api/companies/${owner.companyId}/invites`, {
      email: invitee.email,
      role: 'accountant',
    });
    expect(res.status).toBe(201);
    const mail = await keel.mailTo(invitee.email);
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
    expect(mail).toContain('http://localhost:');
    expect(await new Client(keel.url).get(`/api/invites/${token}`)).toMatchObject({
      status: 200,
      body: { companyName: 'Olive Co', role: 'accountant', email: invitee.email },
    });
    const members = await owner.client.get(`/api/companies/${owner.companyId}/members`);
    expect(members.body.invites).toHaveLength(1);
    const forwardedTo = await signUpUser(keel.url, 'Mallory', 'Mallory Co');
    const refused = await forwardedTo.client.post(`/api/invites/${token}/accept`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toContain(invitee.email);
    const accepted = await invitee.client.post(`/api/invites/${token}/accept`);
    expect(accepted.body.user).toMatchObject({ companyId: owner.companyId, role: 'accountant' });
    expect((await invitee.client.post(`/api/invites/${token}/accept`)).status).toBe(404);

    const notes = await owner.client.get('/api/notifications');
    expect(notes.body.unread).toBe(1);
    const titles = (notes.body.notifications as { title: string }[]).map((n) => n.title);
    expect(titles).toEqual(['Invitation accepted']);

    // An accountant may not manage members; the owner may change roles.
    expect(
      (
        await invitee.client.patch(`/api/companies/${owner.companyId}/members/${owner.userId}`, {
          role: 'viewer',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await owner.client.patch(`/api/companies/${owner.companyId}/members/${invitee.userId}`, {
          role: 'viewer',
        })
      ).status,
    ).toBe(200);
    const inviteeNotes = await invitee.client.get('/api/notifications');
    const changed = (inviteeNotes.body.notifications as { id: string; title: string }[]).find(
      (n) => n.title === 'Your role changed',
    );
    expect(changed).toBeDefined();
    expect((await invitee.client.post(`/api/notifications/${changed?.id}/read`)).status).toBe(204);
    expect((await invitee.client.get('/api/notifications')).body.unread).toBe(0);
    expect((await owner.client.post('/api/notifications/read-all')).status).toBe(204);
    expect((await owner.client.get('/api/notifications')).body.unread).toBe(0);
  });

  it('never demotes or removes the last owner, and removal takes the company away', async () => {
    const owner = await signUpUser(keel.url);
    const admin = await signUpUser(keel.url);
    await addMember(keel, owner, admin, 'admin');
    expect(
      (
        await owner.client.patch(`/api/companies/${owner.companyId}/members/${owner.userId}`, {
          role: 'admin',
        })
      ).status,
    ).toBe(409);
    expect(
      (await owner.client.delete(`/api/companies/${owner.companyId}/members/${owner.userId}`))
        .status,
    ).toBe(409);
    expect(
      (await admin.client.delete(`/api/companies/${owner.companyId}/members/${owner.userId}`))
        .status,
    ).toBe(403);
    expect(
      (await owner.client.delete(`/api/companies/${owner.companyId}/members/${admin.userId}`))
        .status,
    ).toBe(204);
    expect((await admin.client.get(`/api/companies/${owner.companyId}/members`)).status).toBe(404);
  });

  it('lets only an owner with two-factor on require it', async () => {
    const owner = await signUpUser(keel.url);
    const admin = await signUpUser(keel.url);
    await addMember(keel, owner, admin, 'admin');
    expect(
      (await admin.client.patch(`/api/companies/${owner.companyId}`, { requireTwoFactor: true }))
        .status,
    ).toBe(403);
    const res = await owner.client.patch(`/api/companies/${owner.companyId}`, {
      requireTwoFactor: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('requireTwoFactor');
  });

  it('refuses inviting someone who is already a member', async () => {
    const owner = await signUpUser(keel.url);
    const member = await signUpUser(keel.url);
    await addMember(keel, owner, member, 'viewer');
    expect(
      (
        await owner.client.post(`/api/companies/${owner.companyId}/invites`, {
          email: member.email,
          role: 'admin',
        })
      ).status,
    ).toBe(409);
  });

  it('sends e-mail to the outbox for a signed-in user', async () => {
    const a = await signUpUser(keel.url);
    expect(
      (
        await new Client(keel.url).post('/api/send-email', {
          to: 'x@example.com',
          subject: 'Hi',
          html: '<p>Hi</p>',
        })
      ).status,
    ).toBe(401);
    const res = await a.client.post('/api/send-email', {
      to: 'paystub@example.com',
      subject: 'Your paystub',
      html: '<p>Paystub</p>',
    });
    expect(res.status).toBe(202);
    expect(await keel.mailTo('paystub@example.com')).toContain('Your paystub');
    expect(
      (await a.client.post('/api/send-email', { to: 'nope', subject: '', html: '' })).status,
    ).toBe(400);
  });
});
