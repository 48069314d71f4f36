import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { signUpUser, startKeel, type TestKeel, type TestUser } from '@keel/sync-server/testing';

// The estimated-tax check on the real Tax Optimization plugin: the owners' tax profile records
// last year's tax of $4,000, so this year's required estimated tax is four $1,000 instalments
// (the prior-year safe harbor), the first due April 15, 2026; the server's day is April 20. Pay
// Now (Tax's POST /payments/process) records the payment, and the next check finds it paid.
let keel: TestKeel;
let owner: TestUser;

interface Requirement {
  checkId: string;
  status: string;
  findings: { key: string; title: string; fix: { path: string } }[];
}

async function estimatedTaxCheck(): Promise<Requirement> {
  const started = await owner.client.post('/api/compliance/check', {
    userId: owner.userId,
    companyId: owner.companyId,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const jobId = started.body.jobId as string;
  for (let tries = 0; tries < 400; tries += 1) {
    const { body } = await owner.client.get(`/api/companies/${owner.companyId}/jobs/${jobId}`);
    if ((body.job as { status: string }).status === 'done') break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const { body } = await owner.client.get(`/api/compliance/areas?companyId=${owner.companyId}`);
  const areas = body.areas as { id: string; requirements: Requirement[] }[];
  return areas
    .find((a) => a.id === 'tax')!
    .requirements.find((r) => r.checkId === 'tax.estimated-tax')!;
}

beforeAll(async () => {
  keel = await startKeel({ clock: fixedClock('2026-04-20T09:00:00') });
  owner = await signUpUser(keel.url, 'Esme', 'Esme Studio LLC');
  // A quarter of sales: the business is profitable, so its owners owe estimated tax.
  for (const month of ['01', '02', '03']) {
    const sale = await owner.client.post(`/api/companies/${owner.companyId}/entries`, {
      date: `2026-${month}-10`,
      memo: 'Client work',
      lines: [
        { accountId: 'checking', debit: '30000.00' },
        { accountId: 'service-revenue', credit: '30000.00' },
      ],
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
  }
  const profile = await owner.client.request('PUT', '/api/tax/profile', {
    companyId: owner.companyId,
    filingStatus: 'single',
    owners: 1,
    priorYearTaxCents: 400_000,
    priorYearAgiOver150k: false,
    homeOfficeSquareFeet: null,
    businessMiles: null,
    ownerSalaryCents: null,
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
});
afterAll(() => keel.close());

describe('estimated tax instalments, through Tax Optimization’s tax.liabilities', () => {
  it('fail while the instalment due April 15 is unpaid', async () => {
    const check = await estimatedTaxCheck();
    expect(check.status).toBe('failed');
    expect(check.findings.map((f) => [f.key, f.title, f.fix.path])).toEqual([
      [
        'tax.estimated-tax:estimated-2026-1',
        'Estimated income tax 2026, instalment 1 of 4 was not paid by Apr 15, 2026',
        '/tax-optimization',
      ],
    ]);
    const { body } = await owner.client.get(`/api/compliance/alerts?companyId=${owner.companyId}`);
    expect(body.alerts).toContainEqual(
      expect.objectContaining({
        key: 'tax.estimated-tax:estimated-2026-1',
        area: 'tax',
        status: 'open',
      }),
    );
  });

  it('pass on the next check once Pay Now records the instalment', async () => {
    const paid = await owner.client.post('/api/tax/payments/process', {
      companyId: owner.companyId,
      liabilityId: 'estimated-2026-1',
      taxType: 'estimated',
      amount: 1000,
      method: 'ach',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const check = await estimatedTaxCheck();
    expect(check.status).toBe('passed');
    expect(check.findings).toEqual([]);
    const { body } = await owner.client.get(`/api/compliance/alerts?companyId=${owner.companyId}`);
    expect(body.alerts).toContainEqual(
      expect.objectContaining({ key: 'tax.estimated-tax:estimated-2026-1', status: 'resolved' }),
    );
  });
});
