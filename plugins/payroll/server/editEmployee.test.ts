import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { signUpUser, startKeel, type TestKeel, type TestUser } from '@keel/sync-server/testing';
import { BANK_CHANGES_TABLE } from '../domain/facts/bankChanges';
import { EMPLOYEES_TABLE } from '../domain/schema';

// Edit in Employee Configuration saves a saved employee again by id, the sealed numbers left
// empty unless the user typed a new one: what is left empty stays sealed, a new account number
// replaces the sealed one and is logged as a direct-deposit change (fraud reads that log).
let keel: TestKeel;
let owner: TestUser;

const ana = {
  id: 'emp-ana',
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  payType: 'salary',
  salary: '78000.00',
  paymentMethod: 'direct_deposit',
  bankName: 'Wells Fargo',
  routingNumber: '121000248',
  accountNumber: '987654321',
  ssn: '123-45-6789',
};
/** Ana as the Edit dialog sends her: no sealed number unless one is typed again. */
const { routingNumber: _r, accountNumber: _a, ssn: _s, ...anaEdited } = ana;

const save = (employees: unknown[]) =>
  owner.client.post(`/api/payroll/employees/${owner.companyId}`, { employees });

async function payroll() {
  const store = await keel.server.services.docs.store(owner.companyId, 'payroll', 'payroll');
  const row = store.getCell(EMPLOYEES_TABLE, 'emp-ana', 'employee');
  return {
    ana: JSON.parse(String(row)) as Record<string, unknown>,
    bankChanges: Object.values(store.getTable(BANK_CHANGES_TABLE)),
  };
}

/** The account numbers of the zero-dollar prenote file: what the vault holds for live deposits. */
async function prenotedAccounts(): Promise<string[]> {
  const answer = await fetch(`${keel.url}/api/payroll/prenotes/${owner.companyId}`, {
    method: 'POST',
    headers: { cookie: owner.client.cookie, origin: keel.url },
  });
  expect(answer.status).toBe(200);
  // A NACHA entry: the routing number (with its check digit) at 3-12, the account at 12-29.
  return (await answer.text())
    .split('\n')
    .filter((line) => line.startsWith('6'))
    .map((line) => `${line.slice(3, 12)} ${line.slice(12, 29).trim()}`);
}

beforeAll(async () => {
  keel = await startKeel({ clock: fixedClock('2026-11-25T12:00:00') });
  owner = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  const setup = await owner.client.post('/api/payroll/run', {
    companyId: owner.companyId,
    step: 'setup',
    data: {
      companyInfo: {
        companyName: 'Bella Design Studio',
        ein: '12-3456789',
        businessAddress: '1 Main St, Oakland, CA 94612',
        primaryState: 'CA',
        businessType: 'llc',
        payrollFrequency: 'biweekly',
      },
      bankAccounts: [
        {
          bankName: 'Chase',
          accountType: 'checking',
          routingNumber: '021000021',
          accountNumber: '000123456789',
        },
      ],
    },
  });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  expect((await save([ana])).status).toBe(200);
});
afterAll(() => keel?.close());

describe('editing a saved employee (POST /api/payroll/employees/{companyId} by id)', () => {
  it('changes the home address and keeps the sealed SSN and account when they are left empty', async () => {
    const edited = await save([{ ...anaEdited, homeAddress: '9 Elm St, Oakland, CA 94610' }]);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const { ana: saved, bankChanges } = await payroll();
    expect(saved).toMatchObject({
      homeAddress: '9 Elm St, Oakland, CA 94610',
      ssnLast4: '6789',
      routingLast4: '0248',
      accountLast4: '4321',
    });
    expect(JSON.stringify(saved)).not.toContain('123-45-6789');
    expect(bankChanges).toEqual([expect.objectContaining({ accountLast4: '4321' })]);
    expect(await prenotedAccounts()).toEqual(['121000248 987654321']);
  });

  it('replaces the account given alone, keeps the sealed routing number, and logs the change', async () => {
    const edited = await save([{ ...anaEdited, accountNumber: '555566667777' }]);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const { ana: saved, bankChanges } = await payroll();
    expect(saved).toMatchObject({ routingLast4: '0248', accountLast4: '7777', ssnLast4: '6789' });
    expect(bankChanges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ employeeId: 'emp-ana', accountLast4: '7777', replaced: true }),
      ]),
    );
    expect(bankChanges).toHaveLength(2);
    // A new account: prenoted again, at the bank the routing number on file names.
    expect(await prenotedAccounts()).toEqual(['121000248 555566667777']);
  });
});
