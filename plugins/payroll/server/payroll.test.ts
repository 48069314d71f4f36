import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { entriesSchema } from '@keel/plugin-bookkeeping/domain/public';
import {
  Client,
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { PDFDocument } from 'pdf-lib';
import { validateNachaFile } from '../domain/nacha';
import { pdfPageTexts } from '../domain/documents/pdfInspection.testSupport';

// The real plugins folder: Payroll posts to the ledger Bookkeeping keeps. The server's day is
// fixed, so "today's" pay date is always one Keel has withholding tables for.
const today = '2026-11-25';
let keel: TestKeel;
let owner: TestUser;
let bookkeeper: TestUser;
let viewer: TestUser;
let stranger: TestUser;

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
    salary: '78000.00',
    paymentMethod: 'direct_deposit',
    bankName: 'Wells Fargo',
    routingNumber: '121000248',
    accountNumber: '987654321',
    ssn: '123-45-6789',
    taxFilingStatus: 'married',
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
];

const run = (user: TestUser, step: string, data: unknown) =>
  user.client.post('/api/payroll/run', {
    userId: user.userId,
    companyId: owner.companyId,
    step,
    data,
  });

/** Process Payroll for a date, confirming the replacement of the period's open run if it has one. */
async function processReplacing(payDate: string) {
  const first = await run(owner, 'run', { payDate });
  if (first.status !== 409 || !first.body.openRuns) return first;
  const replaceRunIds = (first.body.openRuns as { id: string }[]).map((open) => open.id);
  return run(owner, 'run', { payDate, replaceRunIds });
}

beforeAll(async () => {
  keel = await startKeel({ clock: fixedClock(`${today}T12:00:00`) });
  owner = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  bookkeeper = await signUpUser(keel.url, 'Kit');
  viewer = await signUpUser(keel.url, 'Vic');
  stranger = await signUpUser(keel.url, 'Eve', 'Eve Ltd');
  await addMember(keel, owner, bookkeeper, 'bookkeeper');
  await addMember(keel, owner, viewer, 'viewer');
});
afterAll(() => keel.close());

describe('POST /api/payroll/run', () => {
  it('refuses bad setup input with the spec messages and saves nothing', async () => {
    const answer = await run(owner, 'setup', {
      ...setup,
      companyInfo: { ...setup.companyInfo, ein: '123456789', companyName: '' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({
      'companyInfo.companyName': 'Company name is required',
      'companyInfo.ein': 'EIN must be in format XX-XXXXXXX',
    });
    expect((await run(owner, 'run', {})).status).toBe(409);
  });

  it('keeps people without payroll access out', async () => {
    expect((await run(viewer, 'setup', setup)).status).toBe(403);
    expect((await run(stranger, 'setup', setup)).status).toBe(404);
    const signedOut = await new Client(keel.url).post('/api/payroll/run', {
      companyId: owner.companyId,
      step: 'setup',
      data: setup,
    });
    expect(signedOut.status).toBe(401);
    expect((await viewer.client.get(`/api/payroll/runs/${owner.companyId}`)).status).toBe(403);
  });

  it('saves setup and employees; bank numbers never reach the document or an answer', async () => {
    expect(await run(owner, 'setup', setup)).toMatchObject({
      status: 200,
      body: { message: 'Company setup saved' },
    });
    const bad = await run(bookkeeper, 'configure', {
      employees: [employees[0], { ...employees[1], hourlyRate: 'lots' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^Employee 2 \(Bo Chen\): /);
    expect(Object.keys(bad.body.fields as object)).toEqual(['employees.1.hourlyRate']);
    expect(await run(bookkeeper, 'configure', { employees })).toMatchObject({
      status: 200,
      body: { message: '2 employees saved' },
    });
    const store = await keel.server.services.docs.store(owner.companyId, 'payroll', 'payroll');
    const documentText = JSON.stringify(store.getTables());
    expect(documentText).toContain('Ana');
    for (const secret of ['987654321', '000123456789', '021000021', '121000248', '123456789'])
      expect(documentText).not.toContain(secret);
    const ana = JSON.parse(String(store.getCell('employees', 'emp-ana', 'employee'))) as object;
    expect(ana).toMatchObject({ ssnLast4: '6789', accountLast4: '4321' });
    // Nothing of payroll is in the company document every member receives.
    await expect(keel.server.services.docs.store(owner.companyId, 'payroll')).rejects.toThrow(
      /no tables in scope company/,
    );
    const files = await allFiles(keel.dataDir);
    for (const secret of ['987654321', '000123456789', '123456789'])
      expect(files.some((text) => text.includes(secret))).toBe(false);
  });

  it('saves the setup again without the bank numbers on file, never without any', async () => {
    const blankNumbers = {
      ...setup,
      companyInfo: { ...setup.companyInfo, businessAddress: '2 Main St, Oakland, CA 94612' },
      bankAccounts: [{ ...setup.bankAccounts[0], routingNumber: '', accountNumber: '' }],
    };
    expect((await run(owner, 'setup', blankNumbers)).status).toBe(200);
    const store = await keel.server.services.docs.store(owner.companyId, 'payroll', 'payroll');
    expect(store.getRow('setup', 'company')).toMatchObject({
      businessAddress: '2 Main St, Oakland, CA 94612',
      routingLast4: '0021',
      accountLast4: '6789',
    });
    // Only one number blank is a mistake, not "keep what is on file".
    const half = await run(owner, 'setup', {
      ...blankNumbers,
      bankAccounts: [{ ...setup.bankAccounts[0], accountNumber: '' }],
    });
    expect(half.status).toBe(400);
    expect(Object.keys(half.body.fields as object)).toEqual(['bankAccounts.0.accountNumber']);
    // A company without numbers on file must give them.
    const newcomer = await stranger.client.post('/api/payroll/run', {
      userId: stranger.userId,
      companyId: stranger.companyId,
      step: 'setup',
      data: blankNumbers,
    });
    expect(newcomer.status).toBe(400);
  });

  it('runs and approves a payroll that posts one balanced entry to the books', async () => {
    const processed = await run(owner, 'run', { payDate: '2026-03-13' });
    expect(processed.status).toBe(200);
    const payrollRun = processed.body.payrollRun as Record<string, unknown> & {
      id: string;
      entries: Record<string, unknown>[];
    };
    expect(payrollRun).toMatchObject({
      payDate: '2026-03-13',
      periodStart: '2026-02-28',
      periodEnd: '2026-03-13',
      status: 'processing',
      totalGrossPay: '4600.00',
    });
    const entryOf = (id: string) => payrollRun.entries.find((entry) => entry.employeeId === id);
    expect(entryOf('emp-ana')).toMatchObject({ gross: '3000.00' });
    // $25 x 32 hours x 52 weeks / 26 periods.
    expect(entryOf('emp-bo')).toMatchObject({ gross: '1600.00' });

    expect((await run(bookkeeper, 'approve', { payrollRunId: payrollRun.id })).status).toBe(403);
    const approved = await run(owner, 'approve', { payrollRunId: payrollRun.id });
    expect(approved).toMatchObject({
      status: 200,
      body: {
        message: 'Payroll approved and distributed successfully',
        payrollRun: { status: 'completed' },
      },
    });
    const entries = entriesSchema.parse(
      (await owner.client.get(`/api/companies/${owner.companyId}/ledger/entries`)).body,
    );
    expect(entries.find((entry) => entry.id === `payroll-${payrollRun.id}`)).toMatchObject({
      date: '2026-03-13',
    });
    expect(await run(owner, 'approve', { payrollRunId: payrollRun.id })).toMatchObject({
      status: 409,
      body: { error: 'This payroll run is already approved' },
    });
    expect((await run(owner, 'run', { payDate: '2026-03-13' })).status).toBe(409);

    const runs = await owner.client.get(`/api/payroll/runs/${owner.companyId}`);
    expect(runs.body).toMatchObject({ totalRuns: 1, payrollRuns: [{ id: payrollRun.id }] });
    const transactions = await owner.client.get(`/api/payroll/transactions/${owner.companyId}`);
    expect(transactions.body).toMatchObject({
      totalTransactions: 1,
      transactions: [
        {
          description: 'Direct deposit: Ana Lopez',
          transactionDate: '2026-03-13',
          reference: payrollRun.id.slice(0, 8),
          amount: entryOf('emp-ana')?.net,
        },
      ],
    });
  });

  it('refuses a run dated in a closed period at approval, posting nothing', async () => {
    const processed = await run(owner, 'run', { payDate: '2026-03-27' });
    const id = (processed.body.payrollRun as { id: string }).id;
    const lock = await owner.client.request(
      'PUT',
      `/api/companies/${owner.companyId}/settings/lock-date`,
      { lockDate: '2026-03-31' },
    );
    expect(lock.status).toBe(200);
    expect(await run(owner, 'approve', { payrollRunId: id })).toMatchObject({
      status: 409,
      body: { error: 'The period up to 2026-03-31 is closed' },
    });
    const runs = await owner.client.get(`/api/payroll/runs/${owner.companyId}`);
    expect(
      (runs.body.payrollRuns as { id: string; status: string }[]).find((r) => r.id === id),
    ).toMatchObject({
      status: 'processing',
    });
  });
});

describe('GET /api/payroll/runs/{companyId}/{runId}/register.csv', () => {
  it('exports the run as the payroll register, one row per employee and a total', async () => {
    const runs = await owner.client.get(`/api/payroll/runs/${owner.companyId}`);
    const [latest] = runs.body.payrollRuns as { id: string; totalNetPay: string }[];
    const answer = await fetch(
      `${keel.url}/api/payroll/runs/${owner.companyId}/${latest!.id}/register.csv`,
      { headers: { cookie: owner.client.cookie } },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await answer.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines.some((line) => line.includes('Ana Lopez'))).toBe(true);
    expect(lines.at(-1)).toContain(latest!.totalNetPay);
  });
});

describe('paystubs.pdf and checks.pdf', () => {
  it('downloads a paystub per employee and a check for the employee paid by check', async () => {
    const runs = await owner.client.get(`/api/payroll/runs/${owner.companyId}`);
    const [latest] = runs.body.payrollRuns as { id: string }[];
    const get = (file: string) =>
      fetch(`${keel.url}/api/payroll/runs/${owner.companyId}/${latest!.id}/${file}`, {
        method: file === 'checks.pdf' ? 'POST' : 'GET',
        headers: { cookie: owner.client.cookie, origin: keel.url },
      });
    for (const [file, pages] of [
      ['paystubs.pdf', 2],
      ['checks.pdf', 1],
    ] as const) {
      const answer = await get(file);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await answer.arrayBuffer());
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(pages);
      if (file === 'paystubs.pdf') {
        // Ana's SSN is printed by its last four digits only (Labor Code 226(a)(7)).
        const text = (await pdfPageTexts(bytes)).flat().join(' ');
        expect(text).toContain('6789');
        expect(text).not.toContain('123-45-6789');
        expect(text).not.toContain('123456789');
      }
    }
    const viewerAnswer = await fetch(
      `${keel.url}/api/payroll/runs/${owner.companyId}/${latest!.id}/paystubs.pdf`,
      { headers: { cookie: viewer.client.cookie } },
    );
    expect(viewerAnswer.status).toBe(403);
  });
});

describe('GET /api/payroll/runs/{companyId}/{runId}/nacha', () => {
  it('writes a valid PPD file paying the direct-deposit employees', async () => {
    expect((await run(owner, 'run', { payDate: '2099-04-10' })).body).toMatchObject({
      error: expect.stringMatching(/^payDate: .*2099/),
    });
    // The file's effective date is the pay date, which must not be before the file is made.
    const processed = await run(owner, 'run', { payDate: today });
    const id = (processed.body.payrollRun as { id: string }).id;
    const answer = await fetch(`${keel.url}/api/payroll/runs/${owner.companyId}/${id}/nacha`, {
      headers: { cookie: owner.client.cookie },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await answer.text();
    expect(validateNachaFile(text)).toEqual([]);
    expect(text).toContain('ANA LOPEZ');
    expect(text).not.toContain('BO CHEN');
  });
});

describe('POST /api/payroll/prenotes/{companyId}', () => {
  it('prenotes new accounts once, and holds live deposits to them through the waiting period', async () => {
    const cy = {
      id: 'emp-cy',
      firstName: 'Cy',
      lastName: 'Park',
      email: 'cy@example.com',
      payType: 'salary',
      salary: '52000',
      bankName: 'Ally',
      routingNumber: '124003116',
      accountNumber: '55512345',
      accountType: 'savings',
    };
    expect((await run(owner, 'configure', { employees: [...employees, cy] })).status).toBe(200);
    const post = (user: TestUser) =>
      fetch(`${keel.url}/api/payroll/prenotes/${owner.companyId}`, {
        method: 'POST',
        headers: { cookie: user.client.cookie, origin: keel.url },
      });
    expect((await post(viewer)).status).toBe(403);
    const answer = await post(owner);
    expect(answer.status).toBe(200);
    const file = await answer.text();
    expect(validateNachaFile(file)).toEqual([]);
    const entries = file.split('\n').filter((line) => line.startsWith('6'));
    // Cy's savings account: prenote code 33, amount zero.
    const cyEntry = entries.find((line) => line.includes('CY PARK'))!;
    expect(cyEntry.slice(1, 3)).toBe('33');
    expect(cyEntry.slice(29, 39)).toBe('0000000000');
    expect(entries.every((line) => line.slice(29, 39) === '0000000000')).toBe(true);
    expect(decodeURIComponent(answer.headers.get('x-prenoted')!)).toContain('Cy Park');
    const liveFrom = answer.headers.get('x-live-deposits-from')!;
    expect(liveFrom > today).toBe(true);
    expect(JSON.stringify(await allFiles(keel.dataDir))).not.toContain('55512345');

    const again = await post(owner);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ title: 'No New Accounts' });

    // The run the NACHA test processed for today's period is replaced.
    const early = await processReplacing(today);
    const earlyId = (early.body.payrollRun as { id: string }).id;
    const held = await fetch(`${keel.url}/api/payroll/runs/${owner.companyId}/${earlyId}/nacha`, {
      headers: { cookie: owner.client.cookie },
    });
    expect(held.status).toBe(409);
    expect(await held.json()).toMatchObject({
      title: 'Prenote Waiting Period',
      description: expect.stringContaining(`Cy Park (from ${liveFrom})`),
    });
    const later = await processReplacing(liveFrom);
    const laterId = (later.body.payrollRun as { id: string }).id;
    const paid = await fetch(`${keel.url}/api/payroll/runs/${owner.companyId}/${laterId}/nacha`, {
      headers: { cookie: owner.client.cookie },
    });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('CY PARK');
  });
});

async function allFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await allFiles(path)));
    else out.push(await readFile(path, 'latin1'));
  }
  return out;
}

describe('two people saving the employee list', () => {
  it('keeps an employee someone else saved meanwhile, and removes only what the caller left out', async () => {
    const dee = { ...employees[1], id: 'emp-dee', firstName: 'Dee', email: 'dee@example.com' };
    const store = await keel.server.services.docs.store(owner.companyId, 'payroll', 'payroll');
    const before = store.getRowIds('employees');
    // The bookkeeper saves Dee while the owner still edits the list as it was.
    const added = await run(bookkeeper, 'configure', {
      employees: [...employees, dee],
      knownEmployeeIds: before,
    });
    expect(added.status).toBe(200);
    const saved = await run(owner, 'configure', {
      employees: [employees[0]],
      knownEmployeeIds: before,
    });
    expect(saved.body.message).toBe('1 employee saved; 1 added meanwhile by someone else kept');
    expect(store.getRowIds('employees').sort()).toEqual(['emp-ana', 'emp-dee']);
    // Put the list back for the tests after this one.
    expect((await run(owner, 'configure', { employees })).status).toBe(200);
  });
});

describe('the state withholding certificate of an employee', () => {
  it('takes its amounts in dollars, keeps cents, and names a bad one by its path', async () => {
    const withCertificate = [
      { ...employees[0], stateWithholding: { allowances: 2, extraWithholding: '10.00' } },
      employees[1],
    ];
    expect((await run(owner, 'configure', { employees: withCertificate })).status).toBe(200);
    const store = await keel.server.services.docs.store(owner.companyId, 'payroll', 'payroll');
    const ana = JSON.parse(String(store.getCell('employees', 'emp-ana', 'employee'))) as {
      stateWithholding: Record<string, unknown>;
    };
    expect(ana.stateWithholding).toMatchObject({ allowances: 2, extraWithholding: 1000 });

    const bad = await run(owner, 'configure', {
      employees: [{ ...employees[0], stateWithholding: { extraWithholding: 'ten' } }, employees[1]],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields as object)).toEqual([
      'employees.0.stateWithholding.extraWithholding',
    ]);
  });
});

describe('the home address of an employee (Form W-2 box f)', () => {
  it('keeps it in the payroll document, and names a bad one by its path without saving', async () => {
    const store = await keel.server.services.docs.store(owner.companyId, 'payroll', 'payroll');
    const before = store.getCell('employees', 'emp-ana', 'employee');
    const bad = await run(owner, 'configure', {
      employees: [{ ...employees[0], homeAddress: '9 Elm St, Oakland' }, employees[1]],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      'employees.0.homeAddress':
        'Employee 1 (Ana Lopez): Home address must end with its ZIP code, like 94612',
    });
    expect(store.getCell('employees', 'emp-ana', 'employee')).toBe(before);

    const address = '9 Elm St, Oakland, CA 94612';
    const withAddress = [{ ...employees[0], homeAddress: address }, employees[1]];
    expect((await run(owner, 'configure', { employees: withAddress })).status).toBe(200);
    const ana = JSON.parse(String(store.getCell('employees', 'emp-ana', 'employee'))) as object;
    expect(ana).toMatchObject({ homeAddress: address });
    expect((await run(owner, 'configure', { employees })).status).toBe(200);
  });
});
