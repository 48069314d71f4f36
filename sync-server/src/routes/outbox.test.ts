import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, signUpUser, startKeel, type TestKeel } from '../testing/testServer';

let keel: TestKeel;
beforeAll(async () => {
  keel = await startKeel();
});
afterAll(() => keel.close());

interface Listed {
  id: string;
  to: string;
  subject: string;
  sentAt: string;
}

const listOf = async (client: Client) => {
  const res = await client.get('/api/outbox');
  expect(res.status).toBe(200);
  return res.body.messages as Listed[];
};

describe('the outbox listing', () => {
  it("lists only the signed-in user's own e-mails, newest first, and opens them", async () => {
    const ada = await signUpUser(keel.url, 'Ada');
    const bob = await signUpUser(keel.url, 'Bob');
    const anonymous = new Client(keel.url);
    expect((await anonymous.post('/api/auth/forgot', { email: ada.email })).status).toBe(202);
    expect((await anonymous.post('/api/auth/forgot', { email: bob.email })).status).toBe(202);
    // Reset e-mails go out after the answer.
    await keel.server.services.background.settled();
    const sent = await ada.client.post('/api/send-email', {
      to: ada.email,
      subject: 'Quarterly numbers',
      html: '<p>Hi <b>Ada</b> &amp; team</p><script>alert(1)</script><p>Q3 is done.</p>',
    });
    expect(sent.status).toBe(202);

    const mine = await listOf(ada.client);
    expect(mine.map((m) => m.subject)).toEqual(['Quarterly numbers', 'Reset your Keel password']);
    expect(mine.every((m) => m.to === ada.email)).toBe(true);
    expect(Date.parse(mine[0]?.sentAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(mine[1]?.sentAt ?? ''),
    );
    expect(Object.keys(mine[0] ?? {}).sort()).toEqual(['id', 'sentAt', 'subject', 'to']);

    const reset = await ada.client.get(`/api/outbox/${mine[1]?.id}`);
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      id: mine[1]?.id,
      to: ada.email,
      subject: 'Reset your Keel password',
    });
    expect(reset.body.text).toMatch(/\/reset-password\/[A-Za-z0-9_-]+/);
    expect(reset.body.html).toContain('<a href=');

    const note = await ada.client.get(`/api/outbox/${mine[0]?.id}`);
    expect(note.body.text).toBe('Hi Ada & team\nQ3 is done.');

    // Bob sees his own reset mail only, and not Ada's even with its id.
    const bobs = await listOf(bob.client);
    expect(bobs.map((m) => m.to)).toEqual([bob.email]);
    expect(await bob.client.get(`/api/outbox/${mine[1]?.id}`)).toMatchObject({
      status: 404,
      body: { error: 'Message not found' },
    });
    expect((await anonymous.get('/api/outbox')).status).toBe(401);
    expect((await anonymous.get(`/api/outbox/${mine[1]?.id}`)).status).toBe(401);
  });

  it('refuses ids that are not outbox ids, so no path leaves the outbox', async () => {
    const ada = await signUpUser(keel.url);
    for (const id of [
      '..%2Fkeel.json',
      '%2E%2E%2Fkeel.json',
      '..%2F..%2Fetc%2Fpasswd',
      'keel',
      '%2Fetc%2Fpasswd',
    ]) {
      const res = await ada.client.get(`/api/outbox/${id}`);
      expect([400, 404]).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toContain('users');
    }
    expect((await ada.client.get('/api/outbox/..%2Fkeel.json')).status).toBe(400);
    // A well-formed id that does not exist.
    expect((await ada.client.get('/api/outbox/2026-01-01T00-00-00-000Z-00000000')).status).toBe(
      404,
    );
  });
});
