import * as Y from 'yjs';
import { createStore } from 'tinybase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindStoreToDoc, docIdFor, tinybaseSchemaFor } from '@keel/core/domain';
import { entriesSchema } from '@keel/plugin-bookkeeping/domain/public';
import {
  addMember,
  connect,
  eventually,
  signUpUser,
  startKeel,
  synced,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { plugin } from '../plugin';
import { payrollRunRecordSchema } from '../domain/runs';

// One company's runs through their life: processed, replaced, printed, discarded, approved with
// missing bank details, voided; and the rules held against writes that bypass the routes.
let keel: TestKeel;
let owner: TestUser;
let bookkeeper: TestUser;

const setup = {
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
};
const employees = [
  {
    id: 'emp-ana',
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.com',
    payType: 'salary',
    salary: '78000',
    paymentMethod: 'direct_deposit',
    bankName: 'Wells Fargo',
    routingNumber: '121000248',
    accountNumber: '987654321',
  },
  {
    id: 'emp-bo',
    firstName: 'Bo',
    lastName: 'Chen',
    email: 'bo@example.com',
    payType: 'hourly',
    hourlyRate: 25,
    hoursPerWeek: 32,
    paymentMethod: 'check',
  },
  {
    id: 'emp-carla',
    firstName: 'Carla',
    lastName: 'Csv',
    email: 'carla@example.com',
    payType: 'salary',
    salary: '65000',
    paymentMethod: 'direct_deposit',
  },
];

type RunView = { id: string; payDate: string; status: string };
const step = (user: TestUser, name: string, data: unknown) =>
  user.client.post('/api/payroll/run', {
    userId: user.userId,
    companyId: owner.companyId,
    step: name,
    data,
  });
const payrollStore = () => keel.server.services.docs.store(owner.companyId, 'payroll', 'payroll');
/** The books' entries whose ids start with `prefix`, as the ledger service gives them. */
const ledgerEntries = async (prefix: string) =>
  entriesSchema
    .parse((await owner.client.get(`/api/companies/${owner.companyId}/ledger/entries`)).body)
    .filter((entry) => entry.id.startsWith(prefix));
async function storedRun(id: string) {
  const row = (await payrollStore()).getRow('runs', id);
  return payrollRunRecordSchema.parse(JSON.parse(String(row.record)));
}
const checkOf = async (runId: string, employeeId: string) =>
  (await storedRun(runId)).paychecks.find((p) => p.employeeId === employeeId)?.checkNumber;
const printChecks = (runId: string) =>
  fetch(`${keel.url}/api/payroll/runs/${owner.companyId}/${runId}/checks.pdf`, {
    method: 'POST',
    headers: { cookie: owner.client.cookie, origin: keel.url },
  });
async function runIds(): Promise<string[]> {
  return (await payrollStore()).getRowIds('runs');
}

beforeAll(async () => {
  keel = await startKeel();
  owner = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  bookkeeper = await signUpUser(keel.url, 'Kit');
  await addMember(keel, owner, bookkeeper, 'bookkeeper');
  expect((await step(owner, 'setup', setup)).status).toBe(200);
  expect((await step(owner, 'configure', { employees })).status).toBe(200);
});
afterAll(() => keel.close());

describe('one open run per pay period', () => {
  let first: RunView;

  it('asks before processing a period again, then replaces its open run', async () => {
    const processed = await step(owner, 'run', { payDate: '2026-03-13' });
    first = processed.body.payrollRun as RunView;
    expect(await checkOf(first.id, 'emp-bo')).toBe(1000);
    // Another pay date of the same biweekly period (2026-02-28 to 2026-03-13).
    const again = await step(owner, 'run', { payDate: '2026-03-12' });
    expect(again).toMatchObject({
      status: 409,
      body: {
        error:
          'An open payroll run already pays 2026-02-28 to 2026-03-13 (pay date 2026-03-13). Processing again replaces it.',
        openRuns: [{ id: first.id, status: 'processing' }],
      },
    });
    expect(
      (await step(owner, 'run', { payDate: '2026-03-12', replaceRunIds: ['another'] })).status,
    ).toBe(409);
    expect(await runIds()).toEqual([first.id]);

    const replaced = await step(owner, 'run', { payDate: '2026-03-12', replaceRunIds: [first.id] });
    expect(replaced.status).toBe(200);
    const second = replaced.body.payrollRun as RunView;
    expect(await runIds()).toEqual([second.id]);
    // Check 1000 was never printed: the new run's check takes it again.
    expect(await checkOf(second.id, 'emp-bo')).toBe(1000);
    first = second;
  });

  it('never gives a printed check’s number again: replaced, the check is void', async () => {
    expect((await printChecks(first.id)).status).toBe(200);
    const register = await payrollStore();
    expect(register.getRow('checks', '1000')).toMatchObject({ runId: first.id, status: 'printed' });
    const replaced = await step(owner, 'run', { payDate: '2026-03-13', replaceRunIds: [first.id] });
    const third = replaced.body.payrollRun as RunView;
    expect(await checkOf(third.id, 'emp-bo')).toBe(1001);
    expect(register.getRow('checks', '1000')).toMatchObject({ runId: first.id, status: 'void' });
    first = third;
  });

  it('discards an open run, for the roles that may approve only', async () => {
    expect((await step(bookkeeper, 'discard', { payrollRunId: first.id })).status).toBe(403);
    expect((await step(owner, 'discard', { payrollRunId: 'none' })).status).toBe(404);
    expect(await step(owner, 'discard', { payrollRunId: first.id })).toMatchObject({
      status: 200,
      body: { message: 'Payroll run of 2026-03-13 discarded' },
    });
    expect(await runIds()).toEqual([]);
    const next = await step(owner, 'run', { payDate: '2026-03-13' });
    // 1001 was never printed: free again; 1000 stays spent.
    expect(await checkOf((next.body.payrollRun as RunView).id, 'emp-bo')).toBe(1001);
  });
});

describe('Approve & Distribute and bank details', () => {
  it('refuses a direct deposit to an employee without bank details, naming them', async () => {
    const [id] = await runIds();
    const refused = await step(owner, 'approve', { payrollRunId: id });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        title: 'Missing Employee Bank Information',
        description:
          '1 employee needs to complete their banking details in employee settings: Carla Csv',
        missingBankDetails: [{ employeeId: 'emp-carla', name: 'Carla Csv' }],
      },
    });
    expect((await storedRun(id!)).status).toBe('processing');
    expect(await ledgerEntries(`payroll-${id}`)).toEqual([]);
    // Naming someone else is not the choice to pay Carla by check.
    expect(
      (await step(owner, 'approve', { payrollRunId: id, payByCheck: ['emp-ana'] })).status,
    ).toBe(409);
  });

  it('pays them by check when asked, and the entry credits the bank as a statement shows it', async () => {
    const [id] = await runIds();
    const approved = await step(owner, 'approve', { payrollRunId: id, payByCheck: ['emp-carla'] });
    expect(approved).toMatchObject({
      status: 200,
      body: {
        message: 'Payroll approved and distributed successfully; Carla Csv paid by check this run',
      },
    });
    const run = await storedRun(id!);
    const carla = run.paychecks.find((p) => p.employeeId === 'emp-carla')!;
    expect(carla).toMatchObject({ paymentMethod: 'check', checkNumber: 1002 });
    const [posted] = await ledgerEntries(`payroll-${id}`);
    expect(posted?.date).toBe('2026-03-13');
    const bank = posted!.lines.filter((line) => line.accountId === 'checking');
    const net = (employeeId: string) => run.paychecks.find((p) => p.employeeId === employeeId)!.net;
    expect(bank).toEqual([
      {
        accountId: 'checking',
        debit: 0,
        credit: net('emp-ana'),
        memo: 'Direct deposit, 1 employee',
      },
      {
        accountId: 'checking',
        debit: 0,
        credit: net('emp-bo'),
        memo: 'Check 1001, Bo Chen',
        reference: '1001',
      },
      {
        accountId: 'checking',
        debit: 0,
        credit: net('emp-carla'),
        memo: 'Check 1002, Carla Csv',
        reference: '1002',
      },
    ]);
  });
});

describe('voiding an approved run', () => {
  it('refuses the roles that may not approve, an open run and a date before the pay date', async () => {
    const [id] = await runIds();
    expect((await step(bookkeeper, 'void', { payrollRunId: id })).status).toBe(403);
    expect(await step(owner, 'void', { payrollRunId: id, voidDate: '2026-03-12' })).toMatchObject({
      status: 400,
      body: { fields: { voidDate: 'The void date may not be before the pay date 2026-03-13' } },
    });
    const open = await step(owner, 'run', { payDate: '2026-03-27' });
    const openId = (open.body.payrollRun as RunView).id;
    expect(await step(owner, 'void', { payrollRunId: openId })).toMatchObject({
      status: 409,
      body: { error: 'Only an approved payroll run can be voided; discard it instead' },
    });
    expect(await step(owner, 'discard', { payrollRunId: id })).toMatchObject({
      status: 409,
      body: { error: 'An approved payroll run cannot be discarded; void it instead' },
    });
    expect((await step(owner, 'discard', { payrollRunId: openId })).status).toBe(200);
  });

  it('posts the reversing entry once, dated the void date', async () => {
    const [id] = await runIds();
    const voided = await step(owner, 'void', { payrollRunId: id, voidDate: '2026-03-20' });
    expect(voided).toMatchObject({ status: 200, body: { payrollRun: { status: 'void' } } });
    expect(await ledgerEntries('payroll-void-')).toEqual([
      expect.objectContaining({ id: `payroll-void-${id}`, date: '2026-03-20' }),
    ]);
    expect(await storedRun(id!)).toMatchObject({ status: 'void', voidDate: '2026-03-20' });
    expect((await step(owner, 'void', { payrollRunId: id })).body).toEqual({
      error: 'This payroll run is already void',
    });
  });

  it('marks its direct deposits and checks void, and sends or prints them no more', async () => {
    const [id] = await runIds();
    const transactions = await owner.client.get(`/api/payroll/transactions/${owner.companyId}`);
    expect(transactions.body.transactions).toEqual([
      expect.objectContaining({ description: 'Direct deposit: Ana Lopez', status: 'void' }),
    ]);
    expect((await printChecks(id!)).status).toBe(409);
    const nacha = await fetch(`${keel.url}/api/payroll/runs/${owner.companyId}/${id}/nacha`, {
      headers: { cookie: owner.client.cookie },
    });
    expect(nacha.status).toBe(409);
    // The period is free to be paid again.
    expect((await step(owner, 'run', { payDate: '2026-03-13' })).status).toBe(200);
  });
});

describe('runs written around the routes', () => {
  it('puts back a run a browser writes through sync', async () => {
    const doc = new Y.Doc();
    const provider = connect(
      keel.wsUrl,
      docIdFor(owner.companyId, 'payroll'),
      bookkeeper.client.cookie,
      doc,
    );
    try {
      await synced(provider);
      const store = createStore().setTablesSchema(tinybaseSchemaFor(plugin, 'payroll'));
      bindStoreToDoc(store, doc, 'payroll', ['setup', 'employees', 'runs', 'checks']);
      const [openId] = store
        .getRowIds('runs')
        .filter((id) => store.getCell('runs', id, 'status') === 'processing');
      const copy = { ...store.getRow('runs', openId!) };
      store.setRow('runs', 'forged', copy);
      store.setCell('runs', openId!, 'status', 'completed');
      const server = await payrollStore();
      await eventually(
        () =>
          !store.hasRow('runs', 'forged') &&
          store.getCell('runs', openId!, 'status') === 'processing',
      );
      expect(server.hasRow('runs', 'forged')).toBe(false);
      expect(server.getCell('runs', openId!, 'status')).toBe('processing');
    } finally {
      provider.destroy();
    }
  });
});

describe('employees saved one at a time', () => {
  it('adds an employee at once, SSN sealed, and removes one', async () => {
    const dee = {
      id: 'emp-dee',
      firstName: 'Dee',
      lastName: 'Park',
      email: 'dee@example.com',
      payType: 'salary',
      salary: '52000',
      paymentMethod: 'check',
      ssn: '123-45-6789',
      w4Version: 2019,
    };
    const added = await bookkeeper.client.post(`/api/payroll/employees/${owner.companyId}`, {
      employees: [dee],
    });
    expect(added).toMatchObject({ status: 200, body: { message: '1 employee saved' } });
    const store = await payrollStore();
    expect(store.getRowIds('employees').sort()).toEqual([
      'emp-ana',
      'emp-bo',
      'emp-carla',
      'emp-dee',
    ]);
    const text = String(store.getCell('employees', 'emp-dee', 'employee'));
    expect(JSON.parse(text)).toMatchObject({ ssnLast4: '6789', w4Version: '2019' });
    expect(text).not.toContain('123-45');
    const bad = await bookkeeper.client.post(`/api/payroll/employees/${owner.companyId}`, {
      employees: [{ ...dee, w4Version: 2018 }],
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        fields: {
          'employees.0.w4Version': 'Employee 1 (Dee Park): W-4 version must be 2020 or 2019',
        },
      },
    });
    const removed = await bookkeeper.client.delete(
      `/api/payroll/employees/${owner.companyId}/emp-dee`,
    );
    expect(removed).toMatchObject({ status: 200, body: { message: 'Dee Park removed' } });
    expect(store.hasRow('employees', 'emp-dee')).toBe(false);
    expect(
      (await bookkeeper.client.delete(`/api/payroll/employees/${owner.companyId}/emp-dee`)).status,
    ).toBe(404);
  });
});
