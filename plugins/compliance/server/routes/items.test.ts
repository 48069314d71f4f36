import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fixedClock } from '@keel/core/domain';
import { Client, startKeel, strongPassword, uniqueEmail, type TestKeel } from '@keel/sync-server/testing';

const NOW = '2026-03-05T09:30:00';

let keel: TestKeel;
let owner: Client;
let companyId: string;

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, '..', '..', '..'),
    clock: fixedClock(NOW),
  });
  owner = new Client(keel.url);
  const signup = await owner.post('/api/auth/signup', {
    firstName: 'Ada',
    lastName: 'Owner',
    email: uniqueEmail('ada'),
    companyName: 'Ada Ltd',
    password: strongPassword(),
  });
  companyId = (signup.body.company as { id: string }).id;
});
afterAll(() => keel.close());

describe('/api/compliance/companies/:companyId/items', () => {
  it('creates an item, stamped by the clock service, and lists it', async () => {
    const created = await owner.post(`/api/compliance/companies/${companyId}/items`, { title: 'Call the bank' });
    expect(created.status).toBe(201);
    expect(created.body.item).toEqual({
      id: expect.any(String),
      title: 'Call the bank',
      createdAt: new Date(NOW).toISOString(),
    });
    const listed = await owner.get(`/api/compliance/companies/${companyId}/items`);
    expect(listed.body.items).toEqual([expect.objectContaining({ title: 'Call the bank' })]);
  });

  it('refuses an empty title, naming the field, and writes nothing', async () => {
    const before = await owner.get(`/api/compliance/companies/${companyId}/items`);
    const refused = await owner.post(`/api/compliance/companies/${companyId}/items`, { title: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ title: 'Title is required' });
    expect((await owner.get(`/api/compliance/companies/${companyId}/items`)).body.items).toEqual(before.body.items);
  });

  it("answers 404 for another company's items and 401 when signed out", async () => {
    const stranger = new Client(keel.url);
    await stranger.post('/api/auth/signup', {
      firstName: 'Eve',
      lastName: 'Stranger',
      email: uniqueEmail('eve'),
      companyName: 'Eve Ltd',
      password: strongPassword(),
    });
    expect((await stranger.get(`/api/compliance/companies/${companyId}/items`)).status).toBe(404);
    expect((await new Client(keel.url).get(`/api/compliance/companies/${companyId}/items`)).status).toBe(401);
  });
});
