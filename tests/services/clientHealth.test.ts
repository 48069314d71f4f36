import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { clientHealthSchema } from '@keel/plugin-cpa/domain/health/clientHealth';
import { monthEndChecklist } from '@keel/plugin-cpa/domain/close/monthEndChecklist';
import { deadlineSchema } from '@keel/plugin-tax/domain/public';

// Issue 18: a practice reads its client companies' health through core.portfolio and the
// services of the real Bookkeeping and Payroll plugins, as the member it is in each client; Tax,
// Fraud and Compliance are optional and absent here, so their figures are null. A company where
// the accountant is no member, or only a viewer, gives nothing at all.
let keel: TestKeel;
let client: TestUser;
let other: TestUser;
let accountant: TestUser;
let viewer: TestUser;

const entry = (id: string, date: string, debit: string, credit: string, cents: number) => ({
  id,
  date,
  memo: id,
  lines: [
    { accountId: debit, debit: cents, credit: 0 },
    { accountId: credit, debit: 0, credit: cents },
  ],
});
const post = async (owner: TestUser, body: ReturnType<typeof entry>) => {
  const res = await owner.client.post(`/api/companies/${owner.companyId}/practice-post`, {
    idempotencyKey: body.id,
    entry: body,
  });
  expect(res.status).toBe(200);
  expect(res.body.status).toBe('posted');
};
const healthOf = (asker: TestUser, clientId: string) =>
  asker.client.get(`/api/companies/${asker.companyId}/practice-health/${clientId}`);

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, 'practicePlugins'),
    clock: fixedClock('2026-11-25T12:00:00'),
  });
  client = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  other = await signUpUser(keel.url, 'Carl', 'Carl Carpentry');
  accountant = await signUpUser(keel.url, 'Ada', 'Ada Lovelace CPA');
  viewer = await signUpUser(keel.url, 'Vic', 'Vic Advisors');
  await addMember(keel, client, accountant, 'accountant');
  await addMember(keel, client, viewer, 'viewer');
  await addMember(keel, other, accountant, 'viewer');

  // Sales inside and outside the trailing twelve months, a bank fee not yet categorized.
  await post(client, entry('sale-old', '2025-11-20', 'checking', 'sales', 900_000));
  await post(client, entry('sale-march', '2026-03-10', 'checking', 'sales', 1_250_000));
  await post(client, entry('sale-nov', '2026-11-03', 'checking', 'service-revenue', 40_000));
  await post(client, entry('fee', '2026-11-04', 'uncategorized-expense', 'checking', 2_500));
  await post(other, entry('secret', '2026-06-01', 'checking', 'sales', 7_700_000));
  const locked = await client.client.request(
    'PUT',
    `/api/companies/${client.companyId}/settings/lock-date`,
    { lockDate: '2026-09-30' },
  );
  expect(locked.status).toBe(200);
});
afterAll(() => keel?.close());

describe('a client company’s health, read by its accountant', () => {
  it('reads the strip from the client’s books and payroll, and leaves absent plugins out', async () => {
    const res = await healthOf(accountant, client.companyId);
    expect(res.status).toBe(200);
    const health = clientHealthSchema.parse(res.body.health);
    expect(health).toEqual({
      asOf: '2026-11-25',
      summarizedAt: '2026-11-25T12:00:00.000Z',
      refreshing: false,
      revenueCents: 1_290_000,
      nextDeadline: null,
      uncategorizedLines: 1,
      periodEnd: '2026-10-31',
      periodUncategorizedLines: 0,
      bankAccounts: [
        { accountId: 'checking', number: '1000', name: 'Business Checking', reconciled: false },
        { accountId: 'savings', number: '1010', name: 'Business Savings', reconciled: true },
        { accountId: 'petty-cash', number: '1050', name: 'Petty Cash', reconciled: true },
      ],
      lockDate: '2026-09-30',
      booksClosed: null,
      daysSinceLockDate: 56,
      payrollRunsAwaitingApproval: 0,
      openFraudAlerts: null,
      openComplianceAlerts: null,
    });
  });

  it('gives nothing of a company where the accountant is no member, or is only a viewer', async () => {
    const stranger = await healthOf(accountant, other.companyId);
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(stranger.body)).not.toContain('7700000');
    expect(stranger.body).toEqual({ error: 'No such client' });
    expect((await healthOf(viewer, client.companyId)).status).toBe(404);
    expect((await healthOf(viewer, other.companyId)).status).toBe(404);
    expect((await healthOf(accountant, 'no-such-company')).status).toBe(404);
  });
});

describe('the accountant’s Client Portfolio', () => {
  it('lists the companies where they keep the books, not their practice nor those they only view', async () => {
    const res = await accountant.client.get(
      `/api/companies/${accountant.companyId}/practice-clients`,
    );
    expect(res.status).toBe(200);
    const clients = res.body.clients as {
      id: string;
      name: string;
      role: string;
      health: unknown;
    }[];
    expect(clients.map(({ id, name, role }) => ({ id, name, role }))).toEqual([
      { id: client.companyId, name: 'Bella Design Studio', role: 'accountant' },
    ]);
    expect(clientHealthSchema.parse(clients[0]!.health).revenueCents).toBe(1_290_000);
    const viewers = await viewer.client.get(`/api/companies/${viewer.companyId}/practice-clients`);
    expect(viewers.body).toEqual({ clients: [] });
  });

  it('never lists the practice itself, even to a CPA on its staff', async () => {
    const partner = await signUpUser(keel.url, 'Pat', 'Pat Home Office');
    await addMember(keel, accountant, partner, 'cpa');
    const res = await partner.client.get(`/api/companies/${accountant.companyId}/practice-clients`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ clients: [] });
  });
});

describe('a client’s health kept up to date', () => {
  it('follows the client’s books: a new sale and a moved lock date show on the next read', async () => {
    const before = clientHealthSchema.parse(
      (await healthOf(accountant, client.companyId)).body.health,
    );
    const lockStep = (health: typeof before) =>
      monthEndChecklist(health, null).steps.find((step) => step.id === 'lock')?.done;
    expect(lockStep(before)).toBe(false);
    await post(client, entry('sale-late-nov', '2026-11-20', 'checking', 'sales', 60_000));
    const locked = await client.client.request(
      'PUT',
      `/api/companies/${client.companyId}/settings/lock-date`,
      { lockDate: '2026-10-31' },
    );
    expect(locked.status).toBe(200);
    await expect
      .poll(async () =>
        clientHealthSchema.parse((await healthOf(accountant, client.companyId)).body.health),
      )
      .toMatchObject({
        revenueCents: before.revenueCents + 60_000,
        lockDate: '2026-10-31',
        daysSinceLockDate: 25,
      });
    const after = clientHealthSchema.parse(
      (await healthOf(accountant, client.companyId)).body.health,
    );
    expect(lockStep(after)).toBe(true);
  });
});

describe('with Tax Optimization, Fraud Detection and Compliance Monitor installed', () => {
  let all: TestKeel;
  let owner: TestUser;
  let cpa: TestUser;
  beforeAll(async () => {
    all = await startKeel({
      pluginsDir: join(import.meta.dirname, 'practicePluginsAll'),
      clock: fixedClock('2026-11-25T12:00:00'),
    });
    owner = await signUpUser(all.url, 'Dora', 'Dora Dental');
    cpa = await signUpUser(all.url, 'Cy', 'Cy Partners CPA');
    await addMember(all, owner, cpa, 'cpa');
    // A year of profit makes the owner's estimated income tax due, with its calendar.
    await post(owner, entry('fees', '2026-06-30', 'checking', 'service-revenue', 12_000_000));
  });
  afterAll(() => all?.close());

  it('shows the client’s next tax deadline and its open fraud alerts; no compliance check yet', async () => {
    const deadlines = await owner.client.get(`/api/tax/deadlines?companyId=${owner.companyId}`);
    expect(deadlines.status).toBe(200);
    const open = deadlineSchema
      .array()
      .parse(deadlines.body.deadlines)
      .filter((deadline) => deadline.status !== 'completed')
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    expect(open.length, JSON.stringify(deadlines.body)).toBeGreaterThan(0);

    const res = await healthOf(cpa, owner.companyId);
    expect(res.status).toBe(200);
    const health = clientHealthSchema.parse(res.body.health);
    expect(health.nextDeadline).toEqual({
      dueDate: open[0]!.dueDate,
      description: open[0]!.description,
      form: open[0]!.form,
    });
    expect(health.openFraudAlerts).toBe(0);
    expect(health.openComplianceAlerts).toBeNull();
  });

  it('reads the compliance alerts again once a check ran, although the books did not change', async () => {
    expect(
      clientHealthSchema.parse((await healthOf(cpa, owner.companyId)).body.health),
    ).toMatchObject({ openComplianceAlerts: null });
    const check = await owner.client.post('/api/compliance/check', {
      userId: owner.userId,
      companyId: owner.companyId,
    });
    expect(check.status).toBe(202);
    const checked = async () =>
      (await owner.client.get(`/api/compliance/areas?companyId=${owner.companyId}`)).body.checkedAt;
    for (let tries = 0; !(await checked()) && tries < 100; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await checked()).toBeTruthy();
    const health = clientHealthSchema.parse((await healthOf(cpa, owner.companyId)).body.health);
    expect(health.openComplianceAlerts).toEqual(expect.any(Number));
  });
});
