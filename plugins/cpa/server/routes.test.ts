import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { starterCatalogue } from '../domain/catalogue/starterCatalogue';

// Issue 18 through the real server and plugins: the practice's catalogue (starter, edited,
// added to and removed from), Add Client's field-named errors, Update, Request Quote and Schedule
// Consultation by e-mail, credentials and the analytics computed from what was recorded.
let keel: TestKeel;
let practice: TestUser;
let colleague: TestUser;
let viewer: TestUser;

const q = (user: TestUser = practice) => `companyId=${user.companyId}`;
const get = (user: TestUser, path: string) => user.client.get(`/api/cpa${path}?${q(practice)}`);
const write = (user: TestUser, method: string, path: string, body: Record<string, unknown>) =>
  user.client.request(method, `/api/cpa${path}`, { companyId: practice.companyId, ...body });

const [audit] = starterCatalogue();
const auditBody = { ...audit!, id: undefined };

beforeAll(async () => {
  keel = await startKeel({ clock: fixedClock('2026-11-25T12:00:00') });
  practice = await signUpUser(keel.url, 'Ada', 'Ada Lovelace CPA');
  colleague = await signUpUser(keel.url, 'Cyd', 'Cyd Home');
  viewer = await signUpUser(keel.url, 'Vic', 'Vic Home');
  await addMember(keel, practice, colleague, 'bookkeeper');
  await addMember(keel, practice, viewer, 'viewer');
});
afterAll(() => keel?.close());

describe('the practice’s catalogue', () => {
  it('starts from the spec’s four services, labelled as the starter catalogue', async () => {
    const res = await get(practice, '/services');
    expect(res.status).toBe(200);
    expect(res.body.starter).toBe(true);
    const services = res.body.services as { id: string; price: number; starter: boolean }[];
    expect(services.map((s) => [s.id, s.price, s.starter])).toEqual([
      ['audit', 500_000, true],
      ['review', 250_000, true],
      ['compilation', 120_000, true],
      ['consulting', 30_000, true],
    ]);
  });

  it('refuses a bad edit naming each field, and writes nothing', async () => {
    const res = await write(practice, 'PUT', '/services/audit', {
      ...auditBody,
      title: ' ',
      price: -5,
      features: ['Tests of internal controls', ''],
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields as object)).toEqual(['title', 'price', 'features.1']);
    expect((await get(practice, '/services')).body.starter).toBe(true);
  });

  it('keeps a saved edit, the other services still the starter’s, and a reload shows it', async () => {
    const res = await write(practice, 'PUT', '/services/audit', {
      ...auditBody,
      title: 'Audit of financial statements',
      price: 650_000,
      features: ['Audit opinion'],
    });
    expect(res.status).toBe(200);
    const { services, starter } = (await get(practice, '/services')).body as {
      services: {
        id: string;
        title: string;
        price: number;
        features: string[];
        starter: boolean;
      }[];
      starter: boolean;
    };
    expect(starter).toBe(false);
    expect(services[0]).toMatchObject({
      id: 'audit',
      title: 'Audit of financial statements',
      price: 650_000,
      features: ['Audit opinion'],
      starter: false,
    });
    expect(services.slice(1).map((s) => [s.id, s.starter])).toEqual([
      ['review', true],
      ['compilation', true],
      ['consulting', true],
    ]);
  });

  it('adds and removes services; a bookkeeper or a viewer may not', async () => {
    const added = await write(practice, 'POST', '/services', {
      ...auditBody,
      type: 'consulting',
      title: 'Payroll setup',
      price: 40_000,
    });
    expect(added.status).toBe(201);
    const id = (added.body.service as { id: string }).id;
    const remove = (user: TestUser, serviceId: string) =>
      user.client.delete(`/api/cpa/services/${serviceId}?${q()}`);
    expect((await remove(colleague, id)).status).toBe(403);
    expect((await write(viewer, 'POST', '/services', auditBody)).status).toBe(403);
    expect((await remove(practice, id)).status).toBe(200);
    expect((await remove(practice, 'review')).status).toBe(200);
    const ids = ((await get(practice, '/services')).body.services as { id: string }[]).map(
      (s) => s.id,
    );
    expect(ids).toEqual(['audit', 'compilation', 'consulting']);
    expect((await remove(practice, 'review')).status).toBe(404);
  });
});

describe('clients not on Keel', () => {
  const bella = {
    name: 'Bella Bakery',
    industry: 'Food',
    serviceType: 'compilation',
    revenue: 42_000_000,
    nextDeadline: '2027-01-15',
    cpa: '',
    email: 'owner@bella.example',
    engagementFee: 120_000,
    billing: 'quarterly',
  };

  it('Add Client names each bad field (empty name, negative revenue, invalid e-mail) and writes nothing', async () => {
    const res = await write(practice, 'POST', '/clients', {
      ...bella,
      name: '',
      revenue: -1,
      email: 'not-an-email',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      name: 'Name is required',
      revenue: 'Revenue cannot be negative',
      email: 'Enter a valid e-mail address',
    });
    expect((await get(practice, '/clients')).body.clients).toEqual([]);
  });

  it('refuses a responsible CPA who is not of the practice', async () => {
    const res = await write(practice, 'POST', '/clients', { ...bella, cpa: viewer.companyId });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields as object)).toEqual(['cpa']);
  });

  it('adds a client, invites it by e-mail, and Update sets it in progress', async () => {
    const added = await write(practice, 'POST', '/clients', {
      ...bella,
      cpa: practice.userId,
      invite: true,
    });
    expect(added.status).toBe(201);
    expect(added.body.invited).toBe(true);
    expect(await keel.mailTo('owner@bella.example')).toContain('/signup');
    const client = added.body.client as { id: string; status: string; cpa: { name: string } };
    expect(client).toMatchObject({ status: 'planning', cpa: { name: 'Ada Tester' } });

    const updated = await write(colleague, 'PATCH', `/clients/${client.id}`, {
      status: 'in_progress',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.client).toMatchObject({ status: 'in_progress' });
    const bad = await write(colleague, 'PATCH', `/clients/${client.id}`, { status: 'done' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields as object)).toEqual(['status']);
    expect(
      (await write(viewer, 'PATCH', `/clients/${client.id}`, { status: 'completed' })).status,
    ).toBe(403);
  });

  it('Request Quote records it and e-mails every member of the practice', async () => {
    const [client] = (await get(practice, '/clients')).body.clients as { id: string }[];
    const res = await write(colleague, 'POST', '/quote-requests', {
      serviceId: 'compilation',
      clientId: client!.id,
      notes: 'Year-end statements',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ sent: 3, failed: [] });
    const mail = await keel.mailTo(practice.email);
    expect(mail).toContain('Quote requested: Financial Statement Compilation for Bella Bakery');
    expect(mail).toContain('Year-end statements');
  });

  it('Schedule Consultation refuses a past date, then e-mails both sides a calendar file', async () => {
    const [client] = (await get(practice, '/clients')).body.clients as { id: string }[];
    const body = { clientId: client!.id, type: 'year-end', time: 'morning', format: 'video' };
    const past = await write(practice, 'POST', '/consultations', { ...body, date: '2026-11-24' });
    expect(past.status).toBe(400);
    expect(past.body.fields).toEqual({ date: 'Choose today or a later date' });
    const res = await write(practice, 'POST', '/consultations', { ...body, date: '2026-12-02' });
    expect(res.status).toBe(201);
    expect(res.body.sent).toBe(2);
    const mail = await keel.mailTo('owner@bella.example');
    expect(mail).toContain('consultation.ics');
    const ics = /filename=consultation\.ics[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail)?.[1];
    const calendar = Buffer.from(ics ?? '', 'base64').toString('utf8');
    expect(calendar).toContain('DTSTART:20261202T090000');
    expect(calendar).toContain('DTEND:20261202T120000');
    const listed = (await get(practice, '/clients')).body.clients as { consultations: unknown[] }[];
    expect(listed[0]!.consultations).toEqual([
      expect.objectContaining({ date: '2026-12-02', time: 'morning', format: 'video' }),
    ]);
  });

  it('Analytics counts the clients, the recurring fees per month and the projects in progress', async () => {
    const res = await get(viewer, '/analytics');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totalClients: 1,
      monthlyRevenueCents: 40_000, // 1,200.00 a quarter
      activeProjects: 1,
    });
    const activity = res.body.activity as { kind: string; status: string }[];
    expect(activity.map((a) => [a.kind, a.status])).toEqual([
      ['consultation', 'scheduled'],
      ['quote', 'in_progress'],
      ['status', 'in_progress'],
      ['client-added', 'scheduled'],
    ]);
  });
});

describe('an engagement recorded for a client', () => {
  it('sets its service type, fee and billing; Monthly Revenue follows; bad input is named', async () => {
    const [client] = (await get(practice, '/clients')).body.clients as { id: string }[];
    const patch = (body: Record<string, unknown>) =>
      write(colleague, 'PATCH', `/clients/${client!.id}`, body);
    const empty = await patch({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields as object)).toEqual(['status']);
    const negative = await patch({ engagementFee: -1, billing: 'weekly' });
    expect(negative.status).toBe(400);
    expect(Object.keys(negative.body.fields as object)).toEqual(['engagementFee', 'billing']);
    const res = await patch({ serviceType: 'review', engagementFee: 300_000, billing: 'annually' });
    expect(res.status).toBe(200);
    expect(res.body.client).toMatchObject({
      serviceType: 'review',
      engagementFee: 300_000,
      billing: 'annually',
      status: 'in_progress',
    });
    expect((await get(practice, '/analytics')).body.monthlyRevenueCents).toBe(25_000);
  });
});

describe('a client company on Keel', () => {
  it('takes the industry and responsible CPA the practice records, named on a bad one', async () => {
    const bella = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
    await addMember(keel, bella, practice, 'accountant');
    const patch = (body: Record<string, unknown>) =>
      write(practice, 'PATCH', `/clients/${bella.companyId}`, body);
    const bad = await patch({ industry: 'x'.repeat(101), cpa: bella.userId });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields as object)).toEqual(['industry']);
    const stranger = await patch({ industry: 'Interior design', cpa: bella.userId });
    expect(stranger.status).toBe(400);
    expect(stranger.body.fields).toEqual({ cpa: 'Choose a member of the practice' });
    const res = await patch({ industry: 'Interior design', cpa: colleague.userId });
    expect(res.status).toBe(200);
    const listed = (await get(practice, '/clients')).body.clients as {
      id: string;
      onKeel: boolean;
      industry: string;
      cpa: { name: string } | null;
    }[];
    expect(listed.find((c) => c.id === bella.companyId)).toMatchObject({
      onKeel: true,
      industry: 'Interior design',
      cpa: { name: 'Cyd Tester' },
    });
  });
});

describe('Team & Credentials', () => {
  it('shows no credentials nobody entered, then what each member entered themselves', async () => {
    const before = (await get(practice, '/team')).body.members as { credentials: unknown }[];
    expect(before.map((m) => m.credentials)).toEqual([null, null, null]);
    const saved = await write(colleague, 'PUT', '/credentials', {
      licenceType: 'CPA',
      licenceNumber: 'CPA-12345',
      licenceState: 'CA',
      memberships: ['AICPA Member'],
    });
    expect(saved.status).toBe(200);
    expect((await write(viewer, 'PUT', '/credentials', {})).status).toBe(403);
    const members = (await get(practice, '/team')).body.members as {
      name: string;
      credentials: { memberships: string[] } | null;
    }[];
    expect(members.map((m) => [m.name, m.credentials?.memberships ?? null])).toEqual([
      ['Ada Tester', null],
      ['Cyd Tester', ['AICPA Member']],
      ['Vic Tester', null],
    ]);
  });
});
