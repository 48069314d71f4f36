import { expect } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import {
  addMember,
  Client,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { bellaPayrollSetup, directDepositEmployee as employee } from './payrollSetup';
import { runDeepScan, threatsOf } from './deepScan';

const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

export interface ThreatBody {
  id: string;
  rule: string;
  status: string;
  hold: { kind: string; description: string } | null;
}

export interface DepositTakeover {
  keel: TestKeel;
  owner: TestUser;
  accountant: TestUser;
  /** The open run that would pay Bo into the changed account. */
  runId: string;
  /** The account takeover Deep Scan raised for the change. */
  takeover: ThreatBody;
  step: (client: Client, name: string, data: unknown) => ReturnType<Client['post']>;
}

/**
 * Issue 14's payroll diversion on a real server: Bella's accountant Cal signs in as usual, twenty
 * minutes later Cal's password is used from a new browser to move Bo's direct deposit, the owner
 * starts a run paying Bo there, and a Deep Scan raises the takeover.
 */
export async function startDepositTakeover(): Promise<DepositTakeover> {
  const clock = fixedClock('2026-11-25T11:00:00');
  const keel = await startKeel({ clock });
  const owner = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  const accountant = await signUpUser(keel.url, 'Cal');
  await addMember(keel, owner, accountant, 'accountant');
  const step = (client: Client, name: string, data: unknown) =>
    client.post('/api/payroll/run', { companyId: owner.companyId, step: name, data });
  expect((await step(owner.client, 'setup', bellaPayrollSetup)).status).toBe(200);
  const saved = await step(owner.client, 'configure', {
    employees: [
      employee('emp-ana', 'Ana', '987654321', '123-45-6789'),
      employee('emp-bo', 'Bo', '555000111', '512-44-7788'),
    ],
  });
  expect(saved.status).toBe(200);
  clock.set('2026-11-25T11:30:00');
  const usual = await new Client(keel.url).post('/api/auth/login', {
    email: accountant.email,
    password: accountant.password,
  });
  expect(usual.status).toBe(200);
  clock.set('2026-11-25T11:50:00');
  const stranger = new Client(keel.url);
  const login = await stranger.request(
    'POST',
    '/api/auth/login',
    { email: accountant.email, password: accountant.password },
    { 'user-agent': WINDOWS },
  );
  expect(login.status).toBe(200);
  clock.set('2026-11-25T12:00:00');
  const moved = await step(stranger, 'configure', {
    employees: [employee('emp-bo', 'Bo', '444000999', '512-44-7788')],
    knownEmployeeIds: ['emp-bo'],
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  const run = await step(owner.client, 'run', { payDate: '2026-11-27' });
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  const runId = (run.body.payrollRun as { id: string }).id;
  await runDeepScan(owner);
  const found = (await threatsOf<ThreatBody>(owner)).filter(
    (t) => t.rule === 'takeover.bank-change',
  );
  expect(found).toHaveLength(1);
  return { keel, owner, accountant, runId, takeover: found[0]!, step };
}
