import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  signUpUser,
  startKeel,
  strongPassword,
  uniqueEmail,
  type TestKeel,
  type TestUser,
} from '../testing/testServer';

let keel: TestKeel;
let owner: TestUser;
beforeAll(async () => {
  keel = await startKeel();
  owner = await signUpUser(keel.url, 'Olive', 'Olive Co');
});
afterAll(() => keel.close());

/** The owner invites `email` as accountant; answers the token of the e-mailed link. */
async function invite(email: string): Promise<string> {
  const res = await owner.client.post(`/api/companies/${owner.companyId}/invites`, {
    email,
    role: 'accountant',
  });
  expect(res.status).toBe(201);
  return /\/invite\/([A-Za-z0-9_-]+)/.exec(await keel.mailTo(email))?.[1] ?? '';
}

const signUpBody = (email: string, inviteToken: string) => ({
  firstName: 'Ines',
  lastName: 'Tester',
  email,
  inviteToken,
  password: strongPassword(),
});

describe('signing up through an invitation', () => {
  it('joins the inviting company with the invited role and creates no company', async () => {
    const email = uniqueEmail('ines');
    const token = await invite(email);
    const client = new Client(keel.url);
    const res = await client.post('/api/auth/signup', signUpBody(email, token));
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email, companyId: owner.companyId, role: 'accountant' });
    expect(res.body.company).toMatchObject({
      id: owner.companyId,
      name: 'Olive Co',
      role: 'accountant',
    });
    const userId = (res.body.user as { id: string }).id;
    const companies = await client.get(`/api/user/${userId}/companies`);
    expect(companies.body.companies).toEqual([expect.objectContaining({ id: owner.companyId })]);
    expect((await client.get('/api/user')).body).toMatchObject({ companyId: owner.companyId });
    // The invitation is used up, and the owner hears of it once.
    expect((await new Client(keel.url).get(`/api/invites/${token}`)).status).toBe(404);
    const again = await new Client(keel.url).post(
      '/api/auth/signup',
      signUpBody(uniqueEmail(), token),
    );
    expect(again.status).toBe(404);
    const notes = (await owner.client.get('/api/notifications')).body.notifications as {
      body: string;
    }[];
    expect(notes.filter((n) => n.body.includes(email))).toHaveLength(1);
  });

  it('refuses an e-mail other than the invited one, naming the field, and writes nothing', async () => {
    const invited = uniqueEmail('invited');
    const token = await invite(invited);
    const other = uniqueEmail('other');
    const users = (await keel.server.services.storage.users.list()).length;
    const res = await new Client(keel.url).post('/api/auth/signup', signUpBody(other, token));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: `This invitation is for ${invited}` });
    expect(await keel.server.services.storage.users.list()).toHaveLength(users);
    expect(await new Client(keel.url).get(`/api/invites/${token}`)).toMatchObject({
      status: 200,
      body: { email: invited },
    });
  });

  it('refuses a taken e-mail with 409, and an unknown or malformed token', async () => {
    const taken = await signUpUser(keel.url, 'Tom', 'Tom Co');
    const token = await invite(taken.email);
    const dup = await new Client(keel.url).post('/api/auth/signup', signUpBody(taken.email, token));
    expect(dup).toMatchObject({
      status: 409,
      body: { fields: { email: 'An account with this email already exists' } },
    });
    const unknown = await new Client(keel.url).post(
      '/api/auth/signup',
      signUpBody(uniqueEmail(), 'x'.repeat(40)),
    );
    expect(unknown.status).toBe(404);
    const malformed = await new Client(keel.url).post(
      '/api/auth/signup',
      signUpBody(uniqueEmail(), 'short'),
    );
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.fields as object)).toEqual(['inviteToken']);
  });
});
