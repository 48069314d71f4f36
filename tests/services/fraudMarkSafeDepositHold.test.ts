import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestKeel, TestUser } from '@keel/sync-server/testing';
import {
  startDepositTakeover,
  type DepositTakeover,
  type ThreatBody,
} from '../support/depositTakeover';

// Issue 14, Mark as Safe on a blocked payroll takeover: the accountant's password is used from a
// new browser to move Bo's direct deposit, and the owner blocks the takeover, so payroll holds Bo's
// deposit in the open run. Marking the threat safe releases that hold, under payroll's rule: the
// accountant who changed the account is refused (nothing changes), the owner releases it and the
// run is approved.
let keel: TestKeel;
let owner: TestUser;
let accountant: TestUser;
let runId: string;
let takeover: ThreatBody;
let step: DepositTakeover['step'];

beforeAll(async () => {
  ({ keel, owner, accountant, runId, takeover, step } = await startDepositTakeover());
  const blocked = await owner.client.patch(`/api/fraud/threats/${takeover.id}`, {
    companyId: owner.companyId,
    status: 'blocked',
    reason: 'Cal did not change any account today',
  });
  expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
  expect((blocked.body as { threat: ThreatBody }).threat.hold?.kind).toBe('payroll-deposit');
  expect((await step(owner.client, 'approve', { payrollRunId: runId })).status).toBe(409);
});
afterAll(() => keel?.close());

const markSafe = (client: Client) =>
  client.patch(`/api/fraud/threats/${takeover.id}`, {
    companyId: owner.companyId,
    status: 'resolved',
    reason: 'Bo asked for the new account himself',
  });

describe('Mark as Safe on a blocked payroll takeover', () => {
  it('is refused to the member who changed the account, naming why, and keeps the hold', async () => {
    const refused = await markSafe(accountant.client);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'Someone other than who changed the bank account must release this hold',
      fields: { status: 'Someone other than who changed the bank account must release this hold' },
    });
    const threats = await owner.client.get(`/api/fraud/threats?companyId=${owner.companyId}`);
    expect((threats.body.threats as ThreatBody[]).find((t) => t.id === takeover.id)?.status).toBe(
      'blocked',
    );
    expect((await step(owner.client, 'approve', { payrollRunId: runId })).status).toBe(409);
  });

  it('releases the deposit when another member marks it safe, and the run is approved', async () => {
    const safe = await markSafe(owner.client);
    expect(safe.status, JSON.stringify(safe.body)).toBe(200);
    expect((safe.body as { threat: ThreatBody }).threat).toMatchObject({
      status: 'resolved',
      hold: null,
    });
    const approved = await step(owner.client, 'approve', { payrollRunId: runId });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  });
});
