import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';

// The tax checks on real payroll data: approved runs read through the payroll facts, their federal
// deposits looked for in the books through the ledger service, their returns in this plugin's
// filings. A monthly depositor's deposits of the September 4 and October 2 paydays were due
// October 15 and Monday, November 16, 2026, and Form 941 for Q3 Monday, November 2; the server's
// day is November 20.
let keel: TestKeel;
let owner: TestUser;
let employee: Record<string, string>;

const step = (name: string, data: unknown) =>
  owner.client.post('/api/payroll/run', {
    userId: owner.userId,
    companyId: owner.companyId,
    step: name,
    data,
  });

async function check() {
  const started = await owner.client.post('/api/compliance/check', {
    userId: owner.userId,
    companyId: owner.companyId,
  });
  const jobId = started.body.jobId as string;
  for (let tries = 0; tries < 200; tries += 1) {
    const { body } = await owner.client.get(`/api/companies/${owner.companyId}/jobs/${jobId}`);
    if ((body.job as { status: string }).status === 'done') break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const areas = (await owner.client.get(`/api/compliance/areas?companyId=${owner.companyId}`)).body
    .areas as {
    id: string;
    requirements: {
      checkId: string;
      status: string;
      findings: { title: string; fix: { path: string } }[];
    }[];
  }[];
  const tax = areas.find((a) => a.id === 'tax')!.requirements;
  const sox = areas.find((a) => a.id === 'sox')!.requirements;
  const privacy = areas.find((a) => a.id === 'privacy')!.requirements;
  return {
    sealed: privacy.find((r) => r.checkId === 'privacy.sealed')!,
    payrollDuties: sox.find((r) => r.checkId === 'sox.payroll-duties')!,
    deposits: tax.find((r) => r.checkId === 'tax.deposits')!,
    returns: tax.find((r) => r.checkId === 'tax.returns')!,
  };
}

beforeAll(async () => {
  keel = await startKeel({ clock: fixedClock('2026-11-20T09:00:00') });
  owner = await signUpUser(keel.url, 'Tess', 'Tess Tables LLC');
  expect(
    (
      await step('setup', {
        companyInfo: {
          companyName: 'Tess Tables LLC',
          ein: '12-3456789',
          businessAddress: '1 Main St, Austin, TX 78701',
          primaryState: 'TX',
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
      })
    ).status,
  ).toBe(200);
  employee = {
    id: 'emp-ivy',
    firstName: 'Ivy',
    lastName: 'Hart',
    email: 'ivy@example.com',
    payType: 'salary',
    salary: '52000',
    paymentMethod: 'check',
  };
  expect((await step('configure', { employees: [employee] })).status).toBe(200);
  for (const payDate of ['2026-09-04', '2026-10-02']) {
    const run = await step('run', { payDate });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const id = (run.body.payrollRun as { id: string }).id;
    expect((await step('approve', { payrollRunId: id, payByCheck: ['emp-ivy'] })).status).toBe(200);
  }
});
afterAll(() => keel.close());

describe('payroll deposits and returns, through the payroll facts and the ledger service', () => {
  it('fail while the books show no deposit and no return is marked filed', async () => {
    const { deposits, returns } = await check();
    expect(deposits.status).toBe('failed');
    expect(deposits.findings.map((f) => f.title)).toEqual([
      'Payroll tax deposit due Oct 15, 2026 was not recorded on time',
      'Payroll tax deposit due Nov 16, 2026 was not recorded on time',
    ]);
    expect(returns.status).toBe('failed');
    expect(returns.findings.map((f) => f.title)).toEqual(['Form 941 for Q3 2026 is overdue']);
    // Listed with the deadlines, overdue, so that it can be marked filed there.
    const { body } = await owner.client.get(
      `/api/compliance/deadlines?companyId=${owner.companyId}`,
    );
    expect(body.deadlines).toContainEqual(
      expect.objectContaining({ key: 'form-941-2026-Q3', fileable: true, daysLeft: -18 }),
    );
  });

  it('pass once each deposit is recorded out of the bank by its due date and the return is marked filed on time', async () => {
    for (const date of ['2026-10-14', '2026-11-13']) {
      const paid = await owner.client.post(`/api/companies/${owner.companyId}/entries`, {
        date,
        memo: 'EFTPS federal tax deposit',
        lines: [
          { accountId: 'payroll-liabilities', debit: '1000.00' },
          { accountId: 'checking', credit: '1000.00' },
        ],
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    }
    const filed = await owner.client.post('/api/compliance/filings', {
      companyId: owner.companyId,
      deadlineKey: 'form-941-2026-Q3',
      filedOn: '2026-10-30',
    });
    expect(filed.status).toBe(201);
    const { deposits, returns } = await check();
    expect(deposits.status).toBe('passed');
    expect(returns.status).toBe('passed');
  });
});

describe('payroll approvals, through the payroll facts’ controls', () => {
  it('do not apply while one person keeps the books, and fail once a second member could have approved', async () => {
    expect((await check()).payrollDuties.status).toBe('not_applicable');
    const accountant = await signUpUser(keel.url, 'Carl', 'Carl CPA');
    await addMember(keel, owner, accountant, 'accountant');
    const { payrollDuties } = await check();
    expect(payrollDuties.status).toBe('failed');
    expect(payrollDuties.findings.map((f) => f.title)).toEqual([
      expect.stringMatching(/^Tess .+ <.+> approved 2 payroll runs they prepared$/),
    ]);
  });
});

describe('SSNs and bank numbers, through the payroll facts’ sealing', () => {
  it('fail while an employee record holds a full SSN, and pass once it is entered again', async () => {
    expect((await check()).sealed.status).toBe('passed');
    // What an older version could have left: the full SSN in the employee's record of the
    // payroll document, written straight into the company's payroll store.
    const store = await keel.server.services.docs.store(owner.companyId, 'payroll', 'payroll');
    const record = JSON.parse(String(store.getCell('employees', 'emp-ivy', 'employee'))) as object;
    store.setCell(
      'employees',
      'emp-ivy',
      'employee',
      JSON.stringify({ ...record, ssn: '123-45-6789' }),
    );

    const { sealed } = await check();
    expect(sealed.status).toBe('failed');
    expect(sealed.findings.map((f) => [f.title, f.fix.path])).toEqual([
      ["Ivy Hart's SSN is stored unsealed", '/payroll-ai?employee=emp-ivy'],
    ]);
    expect(JSON.stringify(sealed)).not.toContain('6789');

    const saved = await owner.client.post(`/api/payroll/employees/${owner.companyId}`, {
      employees: [{ ...employee, ssn: '123-45-6789' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await check()).sealed.status).toBe('passed');
  });
});
