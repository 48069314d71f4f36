import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docIdFor, fixedClock } from '@keel/core/domain';
import {
  addMember,
  closeOf,
  createSecretBox,
  loadSecretKey,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { bellaPayrollSetup, directDepositEmployee as employee } from '../support/payrollSetup';
import { syncedBytes } from '../support/syncedBytes';
import { runDeepScan } from '../support/deepScan';

// Issue 14, payroll: an employee paid into a vendor's bank account. Ana's direct deposit is given
// to the vendor Acme Supplies on the vendor form; a Deep Scan finds it through payroll.facts'
// controls (matched on the server by keyed fingerprint) and keeps the threat, which names Ana,
// where only payroll's roles read it. Paper Co's own account raises nothing.
const ROUTING = '121000248';
const ANA_ACCOUNT = '987654321';
let keel: TestKeel;
let owner: TestUser;
let viewer: TestUser;

interface ThreatBody {
  id: string;
  type: string;
  rule: string;
  severity: string;
  description: string;
  recordIds: string[];
}

const threatsOf = async (user: TestUser) => {
  const res = await user.client.get(`/api/fraud/threats?companyId=${owner.companyId}`);
  expect(res.status).toBe(200);
  return res.body as { threats: ThreatBody[] };
};

let found: ThreatBody[] = [];

beforeAll(async () => {
  keel = await startKeel({ clock: fixedClock('2026-11-25T12:00:00') });
  owner = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  viewer = await signUpUser(keel.url, 'Vic');
  await addMember(keel, owner, viewer, 'viewer');
  expect((await viewer.client.post(`/api/companies/${owner.companyId}/switch`)).status).toBe(200);
  expect(
    (
      await owner.client.post('/api/payroll/run', {
        companyId: owner.companyId,
        step: 'setup',
        data: bellaPayrollSetup,
      })
    ).status,
  ).toBe(200);
  const saved = await owner.client.post('/api/payroll/run', {
    companyId: owner.companyId,
    step: 'configure',
    data: {
      employees: [
        employee('emp-ana', 'Ana', ANA_ACCOUNT, '123-45-6789'),
        employee('emp-bo', 'Bo', '555000111', '512-44-7788'),
      ],
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const books = await keel.server.services.docs.store(owner.companyId, 'bookkeeping');
  const vendor = { contactName: '', email: '', paymentTerms: 'Net 30', is1099Eligible: false };
  books.setRow('vendors', 'v-acme', { ...vendor, name: 'Acme Supplies' });
  books.setRow('vendors', 'v-paper', { ...vendor, name: 'Paper Co' });
  for (const [vendorId, accountNumber] of [
    ['v-acme', ANA_ACCOUNT],
    ['v-paper', '99900001'],
  ] as const) {
    const put = await owner.client.request(
      'PUT',
      `/api/companies/${owner.companyId}/vendors/${vendorId}/identifiers`,
      { routingNumber: ROUTING, accountNumber },
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
  }
  await runDeepScan(owner);
  found = (await threatsOf(owner)).threats.filter((t) => t.rule === 'payroll.vendor-account');
});
afterAll(() => keel?.close());

describe('an employee paid into a vendor’s bank account', () => {
  it('is found by the Deep Scan and shown to the owner, naming the employee and the vendor', () => {
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      type: 'unusual_pattern',
      severity: 'high',
      description: 'Ana Hart is paid into the bank account of vendor Acme Supplies',
      recordIds: ['employee:emp-ana', 'vendor:v-acme'],
    });
  });

  it('is kept from a viewer’s documents and REST answers, with no number or fingerprint anywhere', async () => {
    const box = createSecretBox(await loadSecretKey(keel.dataDir, undefined));
    const print = box.fingerprint('bank-account', `${ROUTING}:${ANA_ACCOUNT}`);
    const refused = await closeOf(`${keel.wsUrl}/${docIdFor(owner.companyId, 'fraud-payroll')}`, {
      cookie: viewer.client.cookie,
    });
    expect(refused.code).toBe(4403);
    const viewers = [
      JSON.stringify(await threatsOf(viewer)),
      JSON.stringify((await viewer.client.get(`/api/anomalies/${viewer.userId}`)).body),
      (
        await syncedBytes(keel.wsUrl, docIdFor(owner.companyId, 'company'), viewer.client.cookie)
      ).toString('latin1'),
    ];
    for (const seen of viewers)
      for (const secret of ['Ana Hart', 'emp-ana', found[0]!.id])
        expect(seen, secret).not.toContain(secret);
    const owners = [
      JSON.stringify(await threatsOf(owner)),
      (
        await syncedBytes(
          keel.wsUrl,
          docIdFor(owner.companyId, 'fraud-payroll'),
          owner.client.cookie,
        )
      ).toString('latin1'),
    ];
    expect(owners[1]).toContain(found[0]!.id);
    for (const seen of [...viewers, ...owners]) {
      expect(seen).not.toContain(print);
      expect(seen).not.toContain(ANA_ACCOUNT);
    }
  });
});
