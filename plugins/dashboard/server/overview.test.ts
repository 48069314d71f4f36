import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import {
  addMember,
  Client,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import {
  activitiesAnswerSchema,
  anomaliesAnswerSchema,
  insightsAnswerSchema,
  metricsAnswerSchema,
  type Metric,
} from '../domain/overview';

// Spec 000 section 7: GET /api/metrics, /api/insights, /api/activities and /api/anomalies, keyed by
// user id, over the real server with every plugin. Each figure is compared with the answer of the
// plugin that owns it, through that plugin's own REST route.

let keel: TestKeel;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;

const dollars = (cents: number) => (cents / 100).toFixed(2);
const metricsOf = async (user: TestUser) => {
  const res = await user.client.get(`/api/metrics/${user.userId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return metricsAnswerSchema.parse(res.body);
};
const metric = (metrics: Metric[], id: Metric['id']) => metrics.find((m) => m.id === id);
const forecastHistory = async (range: number) => {
  const query = new URLSearchParams({
    companyId: owner.companyId,
    model: 'revenue_forecast',
    range: String(range),
  });
  const res = await owner.client.get(`/api/models/forecast?${query.toString()}`);
  expect(res.status).toBe(200);
  return res.body.history as { period: string; value: number }[];
};

/** Runs a job-started action as the owner and waits for it. */
async function waitForJob(jobId: string): Promise<void> {
  for (let tries = 0; tries < 400; tries += 1) {
    const { body } = await owner.client.get(`/api/companies/${owner.companyId}/jobs/${jobId}`);
    const job = body.job as { status: string; error: string | null };
    if (job.status === 'done') return;
    if (job.status === 'failed') throw new Error(job.error ?? 'failed');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The job did not finish');
}

beforeAll(async () => {
  keel = await startKeel({ clock: fixedClock('2026-11-25T12:00:00') });
  owner = await signUpUser(keel.url, 'Ada', 'Ada Bakery');
  viewer = await signUpUser(keel.url, 'Vic');
  stranger = await signUpUser(keel.url, 'Sam');
  await addMember(keel, owner, viewer, 'viewer');
  const base = `/api/companies/${owner.companyId}`;
  const post = (date: string, memo: string, lines: object[]) =>
    owner.client.post(`${base}/entries`, { date, memo, lines });
  expect(
    (
      await post('2024-10-01', 'Owner investment', [
        { accountId: 'checking', debit: '20000' },
        { accountId: 'owners-capital', credit: '20000' },
      ])
    ).status,
  ).toBe(201);
  // 25 months of growing sales and steady rent: November 2024 to November 2026.
  for (let t = 0; t < 25; t += 1) {
    const month = `${2024 + Math.floor((10 + t) / 12)}-${String(((10 + t) % 12) + 1).padStart(2, '0')}`;
    const sales = Math.round(800_000 + 12_000 * t + 90_000 * Math.sin((2 * Math.PI * t) / 12));
    for (const res of [
      await post(`${month}-12`, 'Sales', [
        { accountId: 'checking', debit: dollars(sales) },
        { accountId: 'service-revenue', credit: dollars(sales) },
      ]),
      await post(`${month}-20`, 'Rent', [
        { accountId: 'rent', debit: '6000' },
        { accountId: 'checking', credit: '6000' },
      ]),
    ])
      expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  // The same invoice paid twice: Fraud Detection's scan raises a duplicate payment.
  for (const date of ['2026-11-02', '2026-11-09'])
    expect(
      (
        await owner.client.post(`${base}/transactions`, {
          description: 'Acme Supplies',
          amount: '-1250.00',
          accountId: 'meals',
          transactionDate: date,
          bankAccountId: 'checking',
          reference: 'INV-1043',
        })
      ).status,
    ).toBe(201);
  const employee = (id: string, firstName: string) => ({
    id,
    firstName,
    lastName: 'Baker',
    email: `${id}@example.com`,
    payType: 'salary',
    salary: '52000',
    paymentMethod: 'check',
  });
  const hired = await owner.client.post(`/api/payroll/employees/${owner.companyId}`, {
    employees: [employee('emp-ana', 'Ana'), employee('emp-bo', 'Bo')],
  });
  expect(hired.status, JSON.stringify(hired.body)).toBe(200);
}, 180_000);
afterAll(() => keel.close());

describe('GET /api/metrics/{userId}', () => {
  it('gives the five figures, each equal to the answer of the plugin that owns it', async () => {
    const answer = await metricsOf(owner);
    expect(answer).toMatchObject({ userId: owner.userId, companyId: owner.companyId });
    expect(answer.metrics.map((m) => [m.id, m.path])).toEqual([
      ['revenue', '/3d-financial-models'],
      ['taxAccuracy', '/tax-optimization'],
      ['fraudAccuracy', '/fraud-detection'],
      ['employees', '/payroll-ai'],
      ['growth', '/compliance-monitor'],
    ]);

    const months = await forecastHistory(12);
    const [before, last] = months.slice(-2) as [
      { value: number },
      { value: number; period: string },
    ];
    expect(last.period).toBe('2026-10');
    expect(metric(answer.metrics, 'revenue')).toMatchObject({
      unit: 'cents',
      value: last.value,
      period: '2026-10',
      change: Math.round(((last.value - before.value) / before.value) * 1000) / 10,
      detail: expect.stringMatching(/^October 2026, [+−]\d+\.\d% on September 2026$/),
    });

    const years = await forecastHistory(24);
    expect(years).toHaveLength(24);
    const sum = (values: { value: number }[]) => values.reduce((s, v) => s + v.value, 0);
    const growth =
      ((sum(years.slice(-12)) - sum(years.slice(0, 12))) / sum(years.slice(0, 12))) * 100;
    expect(metric(answer.metrics, 'growth')).toMatchObject({
      unit: 'percent',
      value: Math.round(growth * 10) / 10,
    });
    expect(metric(answer.metrics, 'growth')?.value).toBeGreaterThan(0);

    expect(metric(answer.metrics, 'employees')).toMatchObject({ unit: 'count', value: 2 });
    expect(metric(answer.metrics, 'taxAccuracy')).toMatchObject({
      value: null,
      detail: 'Run a compliance check in Compliance Monitor',
    });
    expect(metric(answer.metrics, 'fraudAccuracy')).toMatchObject({
      value: null,
      detail: 'Review a threat as fraud or safe to measure it',
    });
  });

  it("gives the tax area's score once a compliance check ran, and fraud accuracy once threats are reviewed", async () => {
    const check = await owner.client.post('/api/compliance/check', {
      userId: owner.userId,
      companyId: owner.companyId,
    });
    expect(check.status, JSON.stringify(check.body)).toBe(202);
    await waitForJob(check.body.jobId as string);
    const scan = await owner.client.post('/api/fraud/scan', { companyId: owner.companyId });
    expect(scan.status, JSON.stringify(scan.body)).toBe(201);
    await waitForJob(scan.body.jobId as string);
    const threats = (await owner.client.get(`/api/fraud/threats?companyId=${owner.companyId}`)).body
      .threats as { id: string; type: string; status: string; outcome: string | null }[];
    const duplicate = threats.find((t) => t.type === 'duplicate_payment');
    expect(duplicate).toBeDefined();
    const blocked = await owner.client.patch(`/api/fraud/threats/${duplicate?.id ?? ''}`, {
      companyId: owner.companyId,
      status: 'blocked',
      reason: 'Paid twice',
    });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);

    const answer = await metricsOf(owner);
    const areas = (await owner.client.get(`/api/compliance/areas?companyId=${owner.companyId}`))
      .body.areas as { id: string; score: number | null }[];
    const tax = areas.find((a) => a.id === 'tax');
    expect(metric(answer.metrics, 'taxAccuracy')).toMatchObject({
      value: tax?.score ?? null,
      detail:
        tax?.score === null
          ? 'No tax check applies to this company yet'
          : expect.stringMatching(/^Tax compliance: /),
    });
    const after = (await owner.client.get(`/api/fraud/threats?companyId=${owner.companyId}`)).body
      .threats as { outcome: string | null }[];
    const reviewed = after.filter((t) => t.outcome === 'safe' || t.outcome === 'confirmed');
    const confirmed = reviewed.filter((t) => t.outcome === 'confirmed');
    expect(reviewed.length).toBeGreaterThan(0);
    expect(metric(answer.metrics, 'fraudAccuracy')).toMatchObject({
      value: Math.round((100 * confirmed.length) / reviewed.length),
      detail: `${confirmed.length} of ${reviewed.length} reviewed threats confirmed`,
    });
  });

  it('gives no payroll figure to a role without payroll access', async () => {
    const answer = await metricsOf(viewer);
    expect(answer.companyId).toBe(owner.companyId);
    expect(metric(answer.metrics, 'employees')).toMatchObject({
      value: null,
      detail: 'Your role does not include payroll',
    });
    expect(metric(answer.metrics, 'revenue')?.value).toBe(
      metric((await metricsOf(owner)).metrics, 'revenue')?.value,
    );
  });
});

describe('GET /api/insights, /api/anomalies and /api/activities', () => {
  it("gives the four models' insights, high impact first", async () => {
    const res = await owner.client.get(`/api/insights/${owner.userId}`);
    expect(res.status).toBe(200);
    const { insights } = insightsAnswerSchema.parse(res.body);
    const fromModels: string[] = [];
    for (const model of ['revenue_forecast', 'cash_flow', 'risk_assessment', 'profitability']) {
      const query = new URLSearchParams({ companyId: owner.companyId, model });
      const own = await owner.client.get(`/api/models/forecast?${query.toString()}`);
      fromModels.push(...(own.body.insights as { id: string }[]).map((i) => i.id));
    }
    expect(insights.map((i) => i.id).sort()).toEqual(fromModels.sort());
    const ranks = insights.map((i) => ['high', 'medium', 'low'].indexOf(i.impact));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('gives the open fraud threats as anomalies, leaving out the reviewed ones', async () => {
    const res = await viewer.client.get(`/api/anomalies/${viewer.userId}`);
    expect(res.status).toBe(200);
    const { anomalies } = anomaliesAnswerSchema.parse(res.body);
    const open = (
      (await owner.client.get(`/api/fraud/threats?companyId=${owner.companyId}`)).body.threats as {
        id: string;
        status: string;
        amount: number;
      }[]
    ).filter((t) => t.status === 'investigating');
    expect(anomalies.map((a) => a.id).sort()).toEqual(open.map((t) => t.id).sort());
    expect(anomalies.every((a) => a.path === '/fraud-detection')).toBe(true);
    expect(anomalies.some((a) => a.type === 'duplicate_payment')).toBe(false);
  });

  it('gives who did what from the audit log, by name; sign-ins of others only to owners and admins', async () => {
    const login = await viewer.client.post('/api/auth/login', {
      email: viewer.email,
      password: viewer.password,
    });
    expect(login.status).toBe(200);
    const ownerView = activitiesAnswerSchema.parse(
      (await owner.client.get(`/api/activities/${owner.userId}`)).body,
    ).activities;
    expect(ownerView).toContainEqual(
      expect.objectContaining({
        kind: 'member',
        who: expect.stringMatching(/^Vic /),
        action: 'joined as viewer',
        path: '/settings/company',
      }),
    );
    expect(ownerView.some((a) => a.kind === 'sign-in' && a.userId === viewer.userId)).toBe(true);
    const viewerView = activitiesAnswerSchema.parse(
      (await viewer.client.get(`/api/activities/${viewer.userId}`)).body,
    ).activities;
    expect(viewerView.some((a) => a.kind === 'member')).toBe(true);
    expect(
      viewerView.filter((a) => a.kind === 'sign-in').every((a) => a.userId === viewer.userId),
    ).toBe(true);
    expect(JSON.stringify(viewerView)).not.toMatch(/"ip"|userAgent/);
  });
});

describe('who may ask', () => {
  it("answers 403 for another user's id, 400 naming userId for a malformed one, 401 signed out", async () => {
    for (const path of ['metrics', 'insights', 'activities', 'anomalies']) {
      expect(await stranger.client.get(`/api/${path}/${owner.userId}`)).toMatchObject({
        status: 403,
        body: { error: 'This is not your user id' },
      });
      const bad = await owner.client.get(`/api/${path}/${encodeURIComponent('no such id!')}`);
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields as object)).toEqual(['userId']);
      expect((await new Client(keel.url).get(`/api/${path}/${owner.userId}`)).status).toBe(401);
    }
  });

  it("answers about the user's own current company only", async () => {
    const answer = await metricsOf(stranger);
    expect(answer.companyId).toBe(stranger.companyId);
    expect(metric(answer.metrics, 'revenue')).toMatchObject({ value: null });
    const anomalies = await stranger.client.get(`/api/anomalies/${stranger.userId}`);
    expect(anomalies.body.anomalies).toEqual([]);
  });
});
