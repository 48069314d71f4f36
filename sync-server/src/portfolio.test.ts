import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import {
  addMember,
  Client,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from './testing/testServer';

// `core.portfolio` never lets a plugin read a company for a user who may not open it (issue 12,
// item 7). The fixture plugin `practice` reads and writes its notes in a client company from the
// practice the member works in, only through `portfolio.asMember`; whoever may not act there gets
// the same 404 as for a company that does not exist.
const pluginsDir = join(
  dirname(fileURLToPath(import.meta.url)),
  'testing',
  'fixtures',
  'core-services',
);
const clock = fixedClock('2026-11-25T12:00:00Z');

let keel: TestKeel;
/** The practice: Paula owns it; Ann, Vera, Otto and Rita work in it. */
let paula: TestUser;
let ann: TestUser;
let vera: TestUser;
let otto: TestUser;
let rita: TestUser;
/** Client companies: Carl's (Ann accountant, Vera viewer, Rita accountant until removed), Sue's (2FA). */
let carl: TestUser;
let sue: TestUser;

const notes = (user: TestUser, clientId: string) =>
  user.client.get(`/api/companies/${paula.companyId}/practice/clients/${clientId}/notes`);
const writeNote = (user: TestUser, clientId: string, noteId = 'n1') =>
  user.client.request(
    'PUT',
    `/api/companies/${paula.companyId}/practice/clients/${clientId}/notes/${noteId}`,
    {},
  );
/** What a company that does not exist answers: the one answer anyone refused gets. */
let missing: { status: number; body: unknown };

async function enrolTwoFactor(user: TestUser) {
  const setup = await user.client.post('/api/auth/totp/setup');
  const code = new TOTP({ secret: Secret.fromBase32(setup.body.secret as string) }).generate({
    timestamp: clock.now().getTime(),
  });
  expect((await user.client.post('/api/auth/totp/enable', { code })).status).toBe(200);
}

beforeAll(async () => {
  keel = await startKeel({ pluginsDir, clock });
  paula = await signUpUser(keel.url, 'Paula', 'Paula CPA Practice');
  carl = await signUpUser(keel.url, 'Carl', 'Carl Hardware Inc');
  sue = await signUpUser(keel.url, 'Sue', 'Sue Secure LLC');
  ann = await signUpUser(keel.url, 'Ann', 'Ann Home');
  vera = await signUpUser(keel.url, 'Vera', 'Vera Home');
  otto = await signUpUser(keel.url, 'Otto', 'Otto Home');
  rita = await signUpUser(keel.url, 'Rita', 'Rita Home');
  for (const user of [ann, vera, otto, rita]) await addMember(keel, paula, user, 'accountant');
  await addMember(keel, carl, ann, 'accountant');
  await addMember(keel, carl, vera, 'viewer');
  await addMember(keel, carl, rita, 'accountant');
  await addMember(keel, sue, ann, 'accountant');
  await enrolTwoFactor(sue);
  expect(
    (await sue.client.patch(`/api/companies/${sue.companyId}`, { requireTwoFactor: true })).status,
  ).toBe(200);
  // Carl writes a note in his own company, through the same plugin.
  expect(
    (
      await carl.client.request(
        'PUT',
        `/api/companies/${carl.companyId}/practice/clients/${carl.companyId}/notes/n0`,
        {},
      )
    ).status,
  ).toBe(204);
  const res = await notes(ann, 'no-such-company');
  missing = { status: res.status, body: res.body };
});
afterAll(() => keel.close());

describe('core.portfolio', () => {
  it('lists only the companies the user belongs to, with role, name and business type', async () => {
    const res = await ann.client.get(`/api/companies/${paula.companyId}/practice/clients`);
    expect(res.status).toBe(200);
    const companies = res.body.companies as { id: string; name: string; role: string }[];
    expect(companies.map((c) => [c.name, c.role]).sort()).toEqual(
      [
        ['Ann Home', 'owner'],
        ['Carl Hardware Inc', 'accountant'],
        ['Paula CPA Practice', 'accountant'],
        ['Sue Secure LLC', 'accountant'],
      ].sort(),
    );
    expect(companies[0]).toHaveProperty('businessType', 'llc');
    const ottos = await otto.client.get(`/api/companies/${paula.companyId}/practice/clients`);
    expect((ottos.body.companies as { id: string }[]).map((c) => c.id)).not.toContain(
      carl.companyId,
    );
  });

  it("reads a client company's data for a member there", async () => {
    expect(missing).toEqual({ status: 404, body: { error: 'Company not found' } });
    const res = await notes(ann, carl.companyId);
    expect(res.status).toBe(200);
    expect(res.body.notes).toEqual({ n0: { text: expect.stringContaining('Carl Tester') } });
    expect((await notes(vera, carl.companyId)).status).toBe(200);
    expect((await writeNote(ann, carl.companyId)).status).toBe(204);
    const carls = await carl.client.get(
      `/api/companies/${carl.companyId}/practice/clients/${carl.companyId}/notes`,
    );
    expect(carls.body.notes).toHaveProperty('n1', { text: expect.stringContaining('Ann Tester') });
  });

  it('gives a user who is not a member there nothing: the 404 of a company that does not exist', async () => {
    for (const res of [await notes(otto, carl.companyId), await writeNote(otto, carl.companyId)])
      expect({ status: res.status, body: res.body }).toEqual(missing);
    expect((await notes(carl, paula.companyId)).status).toBe(404);
  });

  it('gives a viewer nothing where the route needs a writer', async () => {
    const res = await writeNote(vera, carl.companyId, 'by-vera');
    expect({ status: res.status, body: res.body }).toEqual(missing);
    expect((await notes(ann, carl.companyId)).body.notes).not.toHaveProperty('by-vera');
  });

  it('gives a member removed after the fact nothing', async () => {
    expect((await notes(rita, carl.companyId)).status).toBe(200);
    const removed = await carl.client.delete(
      `/api/companies/${carl.companyId}/members/${rita.userId}`,
    );
    expect(removed.status).toBe(204);
    for (const res of [await notes(rita, carl.companyId), await writeNote(rita, carl.companyId)])
      expect({ status: res.status, body: res.body }).toEqual(missing);
  });

  it('gives nothing in a company that requires two-factor authentication to a user without it', async () => {
    for (const res of [await notes(ann, sue.companyId), await writeNote(ann, sue.companyId)])
      expect({ status: res.status, body: res.body }).toEqual(missing);
    await enrolTwoFactor(ann);
    expect((await notes(ann, sue.companyId)).status).toBe(200);
  });

  it('refuses a client id that is no id with a 400 naming it', async () => {
    const res = await notes(ann, '__proto__');
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('clientId');
  });

  it("creates a company the user owns, filled like the demo, without switching the user's company", async () => {
    const signIn = async () => {
      const session = new Client(keel.url);
      await session.post('/api/auth/login', { email: otto.email, password: otto.password });
      return (await session.get('/api/user')).body.companyId as string;
    };
    const current = await signIn();
    const made = await otto.client.post('/api/practice/sandbox');
    expect(made.status).toBe(200);
    const company = made.body.company as { id: string; name: string; role: string };
    expect(company).toMatchObject({ name: 'Practice sandbox', role: 'owner', businessType: 'llc' });
    const listed = await otto.client.get(`/api/companies/${paula.companyId}/practice/clients`);
    expect(listed.body.companies as { id: string; role: string }[]).toContainEqual(
      expect.objectContaining({ id: company.id, role: 'owner' }),
    );
    expect((await notes(otto, company.id)).body.notes).toEqual({
      demo: { text: `Demo of 2026-11-25 by Otto Tester <${otto.email}>` },
    });
    expect(await signIn()).toBe(current);
    expect({ status: (await notes(ann, company.id)).status }).toEqual({ status: 404 });
  });
});
