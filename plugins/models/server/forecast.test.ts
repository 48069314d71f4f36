import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { modelForecastSchema } from '../domain/modelSchemas';

let keel: TestKeel;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;

const dollars = (cents: number) => (cents / 100).toFixed(2);

beforeAll(async () => {
  keel = await startKeel({ clock: fixedClock('2026-11-25T12:00:00') });
  owner = await signUpUser(keel.url, 'Ada', 'Ada Bakery');
  viewer = await signUpUser(keel.url, 'Vic');
  stranger = await signUpUser(keel.url, 'Sam');
  await addMember(keel, owner, viewer, 'viewer');
  const base = `/api/companies/${owner.companyId}`;
  const post = (date: string, memo: string, lines: object[]) =>
    owner.client.post(`${base}/entries`, { date, memo, lines });
  const opening = await post('2023-06-01', 'Owner investment', [
    { accountId: 'checking', debit: '20000' },
    { accountId: 'owners-capital', credit: '20000' },
  ]);
  expect(opening.status, JSON.stringify(opening.body)).toBe(201);
  // 24 months of sales with a season and a trend, and steady rent: November 2024 to October 2026.
  for (let t = 0; t < 24; t += 1) {
    const month = `${2024 + Math.floor((10 + t) / 12)}-${String(((10 + t) % 12) + 1).padStart(2, '0')}`;
    const sales = Math.round(800_000 + 10_000 * t + 120_000 * Math.sin((2 * Math.PI * t) / 12));
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
}, 120_000);
afterAll(() => keel.close());

const ask = (user: TestUser, query: Record<string, string>) =>
  user.client.get(`/api/models/forecast?${new URLSearchParams(query).toString()}`);

describe('GET /api/models/forecast', () => {
  it("forecasts the company's revenue from its books, by month, with backtested figures", async () => {
    const res = await ask(owner, { companyId: owner.companyId, model: 'revenue_forecast' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = modelForecastSchema.parse(res.body);
    expect(answer.status).toBe('ready');
    expect(answer.dataPoints).toBe(24);
    expect(answer.history[0]).toEqual({ period: '2024-11', value: 800_000 });
    expect(answer.points.map((p) => p.period)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
    ]);
    expect(answer.lastUpdated).toBe(new Date('2026-11-25T12:00:00').toISOString());
    expect(answer.accuracy).toBeGreaterThan(90);
    expect(answer.backtestErrors).toBeGreaterThanOrEqual(19);
    expect(answer.appliedConfidence).toBe(95);
    expect(answer.insights).toHaveLength(3);
  });

  it('projects cash from the bank account and simulates the risk of running short', async () => {
    const cash = modelForecastSchema.parse(
      (await ask(owner, { companyId: owner.companyId, model: 'cash_flow', horizon: '12' })).body,
    );
    expect(cash.points).toHaveLength(12);
    const last = cash.history[cash.history.length - 1]!.value;
    // 20,000 invested, the sales booked, 24 rents of 6,000 paid.
    const sales = Array.from({ length: 24 }, (_, t) =>
      Math.round(800_000 + 10_000 * t + 120_000 * Math.sin((2 * Math.PI * t) / 12)),
    ).reduce((s, v) => s + v, 0);
    expect(last).toBe(2_000_000 + sales - 24 * 600_000);
    const risk = modelForecastSchema.parse(
      (await ask(viewer, { companyId: owner.companyId, model: 'risk_assessment' })).body,
    );
    expect(risk.risk).toMatchObject({ reserve: 600_000, paths: 2000 });
    expect(risk.points.every((p) => p.belowZero !== undefined)).toBe(true);
  });

  it('refuses bad parameters with a 400 naming each field', async () => {
    const res = await ask(owner, {
      companyId: owner.companyId,
      model: 'weather',
      horizon: '7',
      confidence: '100',
      range: '48',
      granularity: 'hourly',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields as object).sort()).toEqual(
      ['confidence', 'granularity', 'horizon', 'model', 'range'].sort(),
    );
    const proto = await ask(owner, { companyId: '__proto__', model: 'cash_flow' });
    expect(proto.status).toBe(400);
    expect(Object.keys(proto.body.fields as object)).toEqual(['companyId']);
  });

  it('answers 404 for a company the user is not a member of, and 401 signed out', async () => {
    const res = await ask(stranger, { companyId: owner.companyId, model: 'cash_flow' });
    expect(res.status).toBe(404);
    const signedOut = await fetch(
      `${keel.url}/api/models/forecast?companyId=${owner.companyId}&model=cash_flow`,
    );
    expect(signedOut.status).toBe(401);
  });

  it('tells a new company what history it needs', async () => {
    const res = await ask(stranger, { companyId: stranger.companyId, model: 'profitability' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'insufficient-history',
      dataPoints: 0,
      notes: ['8 months of bookkeeping are needed for a forecast; you have 0.'],
    });
  });
});
