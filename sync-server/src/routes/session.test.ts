import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, signUpUser, startKeel, type TestKeel } from '../testing/testServer';

let keel: TestKeel;
beforeAll(async () => {
  keel = await startKeel();
});
afterAll(() => keel.close());

describe('GET /api/session', () => {
  it('answers 200 with no user when signed out, where GET /api/user answers 401', async () => {
    const visitor = new Client(keel.url);
    expect(await visitor.get('/api/session')).toMatchObject({ status: 200, body: { user: null } });
    expect((await visitor.get('/api/user')).status).toBe(401);
  });

  it('answers the signed-in user as GET /api/user does, and no user after sign-out', async () => {
    const { client, userId, companyId } = await signUpUser(keel.url);
    const session = await client.get('/api/session');
    expect(session.status).toBe(200);
    expect(session.body.user).toEqual((await client.get('/api/user')).body);
    expect(session.body.user).toMatchObject({ id: userId, companyId, role: 'owner' });
    await client.post('/api/auth/logout');
    expect(await client.get('/api/session')).toMatchObject({ status: 200, body: { user: null } });
  });
});
