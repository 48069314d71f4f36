import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestKeel, TestUser } from '@keel/sync-server/testing';
import {
  startDepositTakeover,
  type DepositTakeover,
  type ThreatBody,
} from '../support/depositTakeover';

// Issue 14, Block Transaction in payroll: the accountant's password is used from a new browser to
// move Bo's direct deposit, and an open run would pay him there. The owner blocks the takeover:
// payroll holds Bo's deposit, the run cannot be approved, the accountant who changed the account
// cannot release it, and once the owner releases it the run is approved.
let keel: TestKeel;
let owner: TestUser;
let accountant: TestUser;
let runId: string;
let takeover: ThreatBody;
let step: DepositTakeover['step'];

beforeAll(async () => {
  ({ keel, owner, accountant, runId, takeover, step } = await startDepositTakeover());
});
afterAll(() => keel?.close());

describe('Block Transaction on a payroll account takeover', () => {
  it('holds the deposit in the open run and says so in the block reason', async () => {
    const blocked = await owner.client.patch(`/api/fraud/threats/${takeover.id}`, {
      companyId: owner.companyId,
      status: 'blocked',
      reason: 'Cal did not change any account today',
    });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    const { hold } = (blocked.body as { threat: ThreatBody }).threat;
    expect(hold?.kind).toBe('payroll-deposit');
    expect(hold?.description).toMatch(
      /^The direct deposit of Bo Hart to the account ending 0999 is held in the open run of 2026-11-27: no run pays it until a member other than Cal .+, who changed the account, releases it in Payroll AI$/,
    );
  });

  it('refuses to approve the run while the deposit is held', async () => {
    const approve = await step(owner.client, 'approve', { payrollRunId: runId });
    expect(approve.status).toBe(409);
    expect(approve.body.error).toBe(
      'The direct deposit of Bo Hart is held after a change of bank account: someone other than who changed it must release it before the run is approved',
    );
    expect(approve.body.heldDeposits).toEqual([
      expect.objectContaining({
        employeeId: 'emp-bo',
        reason: 'Cal did not change any account today',
      }),
    ]);
  });

  it('does not let the member who changed the account release it', async () => {
    const approve = await step(owner.client, 'approve', { payrollRunId: runId });
    const holdId = (approve.body.heldDeposits as { holdId: string }[])[0]!.holdId;
    const release = await step(accountant.client, 'release', { holdId });
    expect(release.status).toBe(403);
    expect(release.body.error).toBe(
      'Someone other than who changed the bank account must release this hold',
    );
    expect((await step(owner.client, 'approve', { payrollRunId: runId })).status).toBe(409);
  });

  it('approves the run once another member released the deposit', async () => {
    const approve = await step(owner.client, 'approve', { payrollRunId: runId });
    const holdId = (approve.body.heldDeposits as { holdId: string }[])[0]!.holdId;
    const release = await step(owner.client, 'release', { holdId });
    expect(release.status, JSON.stringify(release.body)).toBe(200);
    expect((await step(owner.client, 'release', { holdId })).status).toBe(409);
    const approved = await step(owner.client, 'approve', { payrollRunId: runId });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  });
});
