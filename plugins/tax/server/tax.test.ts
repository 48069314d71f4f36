import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, formatUSD, parseMoney } from '@keel/core/domain';
import type { z } from 'zod';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { yearFormsSchema } from '../domain/documents/formYears';
import { taxRoutes } from '../domain/routes';
import { taxLiabilitiesAnswerSchema } from '../domain/public';

// The real plugins: Payroll approves runs that post to Bookkeeping's ledger; Tax reads both
// through their services. The server's day is fixed inside 2026, the year of the tax figures.
const today = '2026-11-25';
let keel: TestKeel;
let owner: TestUser;
let bookkeeper: TestUser;
let viewer: TestUser;

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
    paymentMethod: 'check',
    taxFilingStatus: 'married',
    ssn: '123-45-6789',
    homeAddress: '9 Elm St, Oakland, CA 94612',
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
/** Paydays of the first quarter: Form 941 for Q1 covers exactly these. */
const q1Paydays = ['2026-02-27', '2026-03-13', '2026-03-27'];

const payroll = (step: string, data: unknown) =>
  owner.client.post('/api/payroll/run', {
    userId: owner.userId,
    companyId: owner.companyId,
    step,
    data,
  });
const read = (user: TestUser, path: string) =>
  user.client.get(`/api/tax${path}?companyId=${owner.companyId}`);
const position = async (user: TestUser = owner) =>
  taxLiabilitiesAnswerSchema.parse((await read(user, taxRoutes.liabilities.path)).body);
const pay = (user: TestUser, body: Record<string, unknown>) =>
  user.client.post('/api/tax/payments/process', { companyId: owner.companyId, ...body });
const ledger = async (path: string) =>
  (await owner.client.get(`/api/companies/${owner.companyId}/ledger/${path}`)).body;

/** The register CSV's Form 941 columns summed over its employee rows, in cents. */
async function register941(runId: string): Promise<number> {
  const answer = await fetch(
    `${keel.url}/api/payroll/runs/${owner.companyId}/${runId}/register.csv`,
    { headers: { cookie: owner.client.cookie } },
  );
  const [header = '', ...rows] = (await answer.text()).trim().split(/\r?\n/);
  const columns = header.split(',');
  const on941 = [
    'Federal Income Tax',
    'Social Security',
    'Medicare',
    'Additional Medicare',
    'Employer Social Security',
    'Employer Medicare',
  ].map((name) => columns.indexOf(name));
  expect(on941).not.toContain(-1);
  return rows
    .filter((row) => !row.startsWith('Total'))
    .reduce(
      (sum, row) =>
        sum + on941.reduce((inner, i) => inner + parseMoney(row.split(',')[i] ?? ''), 0),
      0,
    );
}

beforeAll(async () => {
  keel = await startKeel({ clock: fixedClock(`${today}T12:00:00`) });
  owner = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  bookkeeper = await signUpUser(keel.url, 'Kit');
  viewer = await signUpUser(keel.url, 'Vic');
  await addMember(keel, owner, bookkeeper, 'bookkeeper');
  await addMember(keel, owner, viewer, 'viewer');
  expect((await payroll('setup', setup)).status).toBe(200);
  expect((await payroll('configure', { employees })).status).toBe(200);
});
afterAll(() => keel.close());

describe('liabilities from a quarter of payroll', () => {
  const runIds: string[] = [];

  it("gives Form 941 for Q1 equal to the payroll register's sums, to the cent", async () => {
    for (const payDate of q1Paydays) {
      const processed = await payroll('run', { payDate });
      expect(processed.status, JSON.stringify(processed.body)).toBe(200);
      const id = (processed.body.payrollRun as { id: string }).id;
      expect((await payroll('approve', { payrollRunId: id })).status).toBe(200);
      runIds.push(id);
    }
    let registerTotal = 0;
    for (const id of runIds) registerTotal += await register941(id);
    expect(registerTotal).toBeGreaterThan(0);

    const { liabilities, deadlines } = await position();
    const q1Deposits = liabilities.filter((l) => l.id.startsWith('941-2026q1'));
    expect(q1Deposits.length).toBeGreaterThan(0);
    expect(q1Deposits.reduce((sum, l) => sum + l.liabilityCents, 0)).toBe(registerTotal);
    expect(deadlines.find((d) => d.id === '941-2026-q1')).toMatchObject({
      dueDate: '2026-04-30',
      ifDepositedOnTime: '2026-05-11',
      amountCents: registerTotal,
      type: 'filing',
    });
    // FUTA: 0.6% of the first $7,000 per employee, under $500 for the quarter: no Q1 deposit.
    expect(liabilities.some((l) => l.id === 'futa-2026q1')).toBe(false);
    expect(liabilities.some((l) => l.title.startsWith('CA unemployment'))).toBe(true);
  });

  it('records a payment as a ledger entry that clears the liability; the books still balance', async () => {
    const before = await position();
    const deposit = before.liabilities.find((l) => l.id.startsWith('941-2026q1'))!;
    const balances = async () =>
      (await ledger(`balances?asOf=${today}`)) as {
        accounts: { accountId: string; balance: number }[];
      };
    const balanceOf = (b: Awaited<ReturnType<typeof balances>>, id: string) =>
      b.accounts.find((a) => a.accountId === id)?.balance ?? 0;
    const booksBefore = await balances();

    const paid = await pay(owner, {
      liabilityId: deposit.id,
      taxType: 'payroll',
      amount: deposit.amountCents / 100,
      method: 'ach',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);

    const after = await position();
    expect(after.liabilities.find((l) => l.id === deposit.id)).toMatchObject({
      status: 'paid',
      paidCents: deposit.amountCents,
      amountCents: 0,
    });
    expect(after.outstandingCents).toBe(before.outstandingCents - deposit.amountCents);
    const booksAfter = await balances();
    expect(balanceOf(booksAfter, 'payroll-liabilities')).toBe(
      balanceOf(booksBefore, 'payroll-liabilities') - deposit.amountCents,
    );
    expect(balanceOf(booksAfter, 'checking')).toBe(
      balanceOf(booksBefore, 'checking') - deposit.amountCents,
    );
    const trial = (await ledger('trial-balance')) as { totalDebits: number; totalCredits: number };
    expect(trial.totalDebits).toBe(trial.totalCredits);

    // hledger reads the exported journal and agrees on the payroll liabilities' balance.
    const journal = await (
      await fetch(`${keel.url}/api/companies/${owner.companyId}/export/journal`, {
        headers: { cookie: owner.client.cookie },
      })
    ).text();
    const hledger = execFileSync(
      'hledger',
      ['-f', '-', 'balance', '--flat', '--no-total', '-O', 'csv', 'payroll-liabilities'],
      { input: journal, encoding: 'utf8' },
    );
    const total = hledger
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(',').map((cell) => cell.replaceAll('"', '')))
      .reduce((sum, [, amount = '0']) => sum + parseMoney(amount.replace(/^\$/, '')), 0);
    expect(total).not.toBe(0);
    expect(-total).toBe(balanceOf(booksAfter, 'payroll-liabilities'));
  });

  it("gives Q1's Form 941 worksheet: line 12 the register's total, line 13 the deposit recorded", async () => {
    const { liabilities } = await position();
    const q1 = liabilities.filter((l) => l.id.startsWith('941-2026q1'));
    const { form941 } = (await read(owner, taxRoutes.documents.path)).body as {
      form941: {
        quarter: number;
        line12TotalTaxesCents: number;
        line13DepositsCents: number;
        line14BalanceDueCents: number;
      }[];
    };
    const worksheet = form941.find((w) => w.quarter === 1)!;
    expect(worksheet.line12TotalTaxesCents).toBe(q1.reduce((sum, l) => sum + l.liabilityCents, 0));
    expect(worksheet.line13DepositsCents).toBe(q1.reduce((sum, l) => sum + l.paidCents, 0));
    expect(worksheet.line13DepositsCents).toBeGreaterThan(0);
    expect(worksheet.line14BalanceDueCents).toBe(
      worksheet.line12TotalTaxesCents - worksheet.line13DepositsCents,
    );
    // A viewer has no payroll access: no worksheet.
    expect((await read(viewer, taxRoutes.documents.path)).body).toMatchObject({
      form941: [],
      yearForms: { w2: null },
    });
  });

  it('refuses bad payments naming the field, and writes nothing', async () => {
    const { liabilities } = await position();
    const open = liabilities.find((l) => l.amountCents > 0 && l.type === 'payroll')!;
    const good = { liabilityId: open.id, taxType: 'payroll', amount: 1, method: 'ach' };
    const entriesBefore = await ledger('entries');
    const paymentsBefore = (await read(owner, taxRoutes.payments.path)).body;
    for (const [bad, field] of [
      [{ amount: -5 }, 'amount'],
      [{ amount: '' }, 'amount'],
      [{ amount: 0 }, 'amount'],
      [{ amount: open.amountCents / 100 + 1 }, 'amount'],
      [{ taxType: 'income' }, 'taxType'],
      [{ taxType: 'sales' }, 'taxType'],
      [{ method: 'cash' }, 'method'],
      [{ liabilityId: 'no-such-liability' }, 'liabilityId'],
    ] as const) {
      const answer = await pay(owner, { ...good, ...bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(answer.body.fields as object), JSON.stringify(bad)).toEqual([field]);
    }
    expect(await ledger('entries')).toEqual(entriesBefore);
    expect((await read(owner, taxRoutes.payments.path)).body).toEqual(paymentsBefore);
    // A bookkeeper reads liabilities but records no payment.
    expect((await pay(bookkeeper, good)).status).toBe(403);
  });

  it("shows bookkeepers the liabilities but not the owners' estimated tax; viewers no payroll", async () => {
    const forOwner = await position(owner);
    const forBookkeeper = await position(bookkeeper);
    const forViewer = await position(viewer);
    expect(forBookkeeper.liabilities.some((l) => l.type === 'payroll')).toBe(true);
    expect(forBookkeeper.liabilities.some((l) => l.type === 'estimated')).toBe(false);
    expect(forViewer.liabilities.some((l) => l.type === 'payroll')).toBe(false);
    expect(forOwner.liabilities.filter((l) => l.type !== 'estimated')).toEqual(
      forBookkeeper.liabilities,
    );
  });
});

describe('deadlines, analysis and implement', () => {
  it('marks a deadline complete, and it stays complete', async () => {
    const path = (id: string) => `/api/tax/deadlines/${id}`;
    const bad = await owner.client.request('PATCH', path('941-2026-q1'), {
      companyId: owner.companyId,
      status: 'done',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields as object)).toEqual(['status']);
    const unknown = await owner.client.request('PATCH', path('941-2031-q1'), {
      companyId: owner.companyId,
      status: 'completed',
    });
    expect(unknown.status).toBe(404);
    const done = await owner.client.request('PATCH', path('941-2026-q1'), {
      companyId: owner.companyId,
      status: 'completed',
    });
    expect(done.status).toBe(200);
    const { deadlines } = (await read(bookkeeper, taxRoutes.deadlines.path)).body as {
      deadlines: { id: string; status: string }[];
    };
    expect(deadlines.find((d) => d.id === '941-2026-q1')?.status).toBe('completed');
  });

  it('runs the analysis as a job and implements what it found', async () => {
    // Sales, and spending the rules look at: equipment bought, meals, uncategorized lines.
    for (const [accountId, amount] of [
      ['sales', '95000.00'],
      ['equipment', '-4200.00'],
      ['meals', '-380.00'],
      ['uncategorized-expense', '-275.50'],
    ] as const) {
      const posted = await owner.client.post(`/api/companies/${owner.companyId}/transactions`, {
        description: `Bought ${accountId}`,
        amount,
        accountId,
        transactionDate: '2026-06-10',
        bankAccountId: 'checking',
      });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    }
    expect(
      (await bookkeeper.client.post('/api/tax/analyze', { companyId: owner.companyId })).status,
    ).toBe(403);
    const started = await owner.client.post('/api/tax/analyze', {
      companyId: owner.companyId,
      userId: owner.userId,
    });
    expect(started.status).toBe(201);
    const jobId = (started.body.job as { id: string }).id;
    let status = 'queued';
    for (let tries = 0; tries < 250 && (status === 'queued' || status === 'running'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const job = await owner.client.get(`/api/companies/${owner.companyId}/jobs/${jobId}`);
      status = (job.body.job as { status: string }).status;
    }
    expect(status).toBe('done');
    const found = (await read(owner, taxRoutes.opportunities.path)).body as {
      opportunities: { id: string; implemented: boolean; potentialSaving: number | null }[];
      summary: { currentRate: number; optimizedRate: number; potentialSavingsCents: number };
    };
    const ids = found.opportunities.map((o) => o.id);
    expect(ids).toEqual(
      expect.arrayContaining(['section-179-2026', 'meals-2026', 'uncategorized-2026']),
    );
    expect(found.summary.optimizedRate).toBe(found.summary.currentRate);
    expect(found.summary.potentialSavingsCents).toBeGreaterThan(0);

    const implement = (id: string, body: Record<string, unknown>) =>
      owner.client.post(`/api/tax/opportunities/${id}/implement`, {
        companyId: owner.companyId,
        ...body,
      });
    expect((await implement('section-179-2026', { action: 'ignore' })).status).toBe(400);
    expect((await implement('not-found-2026', { action: 'implement' })).status).toBe(404);
    const done = await implement('section-179-2026', { action: 'implement' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ draftEntry: true });
    const after = (await read(owner, taxRoutes.opportunities.path)).body as typeof found;
    expect(after.opportunities.find((o) => o.id === 'section-179-2026')?.implemented).toBe(true);
    expect(after.summary.optimizedRate).toBeLessThan(after.summary.currentRate);
  });

  it('recalculates one tax type and refuses an unknown one, naming it', async () => {
    const base = `/api/companies/${owner.companyId}/tax-liability`;
    const payrollOnly = await owner.client.post(`${base}/payroll`, {});
    expect(payrollOnly.status).toBe(200);
    const { liabilities } = payrollOnly.body as { liabilities: { type: string }[] };
    expect(liabilities.length).toBeGreaterThan(0);
    expect(new Set(liabilities.map((l) => l.type))).toEqual(new Set(['payroll']));
    const unknown = await owner.client.post(`${base}/income`, {});
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields as object)).toEqual(['taxType']);
  });
});

describe('scheduled payments', () => {
  const schedule = (body: Record<string, unknown>) =>
    owner.client.post('/api/tax/payments/schedule', { companyId: owner.companyId, ...body });
  const scheduled = async () =>
    (await read(owner, taxRoutes.scheduledPayments.path)).body.scheduledPayments as {
      id: string;
      status: string;
      recorded: number;
      nextDate: string;
      liabilityId: string;
    }[];

  it('refuses a date in the past or an unknown frequency, naming the field, and writes nothing', async () => {
    const { liabilities } = await position();
    const open = liabilities.find((l) => l.amountCents > 0 && l.type === 'payroll')!;
    const good = {
      liabilityId: open.id,
      taxType: 'payroll',
      amount: 10,
      method: 'ach',
      scheduleDate: '2026-12-01',
      frequency: 'one-time',
    };
    for (const [bad, field] of [
      [{ scheduleDate: '2026-11-24' }, 'scheduleDate'],
      [{ scheduleDate: 'soon' }, 'scheduleDate'],
      [{ frequency: 'weekly' }, 'frequency'],
      [{ amount: -1 }, 'amount'],
      [{ taxType: 'sales' }, 'taxType'],
    ] as const) {
      const answer = await schedule({ ...good, ...bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(answer.body.fields as object)).toEqual([field]);
    }
    expect(await scheduled()).toEqual([]);
    const asBookkeeper = await bookkeeper.client.post('/api/tax/payments/schedule', {
      companyId: owner.companyId,
      ...good,
    });
    expect(asBookkeeper.status).toBe(403);
  });

  it('marks the liability pending, and the jobs service records it on its date', async () => {
    const before = await position();
    const open = before.liabilities.find((l) => l.amountCents > 0 && l.type === 'payroll')!;
    const later = await schedule({
      liabilityId: open.id,
      taxType: 'payroll',
      amount: 25,
      method: 'wire',
      scheduleDate: '2026-12-20',
      frequency: 'monthly',
    });
    expect(later.status).toBe(201);
    const pending = await position();
    expect(pending.liabilities.find((l) => l.id === open.id)?.status).toBe('pending');
    expect(pending.autoPayment.automated).toBeGreaterThan(0);

    // Today's: the server's clock is past 09:00, so it is recorded at once.
    const today = await schedule({
      liabilityId: open.id,
      taxType: 'payroll',
      amount: 12.5,
      method: 'ach',
      scheduleDate: '2026-11-25',
      frequency: 'one-time',
    });
    expect(today.status).toBe(201);
    const id = (today.body.scheduledPayment as { id: string }).id;
    let row = (await scheduled()).find((s) => s.id === id);
    for (let tries = 0; tries < 250 && row?.status === 'active'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      row = (await scheduled()).find((s) => s.id === id);
    }
    expect(row).toMatchObject({ status: 'done', recorded: 1 });
    const after = await position();
    expect(after.liabilities.find((l) => l.id === open.id)?.paidCents).toBe(
      (before.liabilities.find((l) => l.id === open.id)?.paidCents ?? 0) + 1250,
    );
    const trial = (await ledger('trial-balance')) as { totalDebits: number; totalCredits: number };
    expect(trial.totalDebits).toBe(trial.totalCredits);
  });
});

describe('year-end forms: W-2, W-3 and 1099-NEC', () => {
  const pdfText = async (user: TestUser, path: string) => {
    const answer = await fetch(`${keel.url}/api/tax${path}`, {
      headers: { cookie: user.client.cookie },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await answer.arrayBuffer());
    return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString();
  };
  const formsQuery = (more = '') => `?companyId=${owner.companyId}&taxYear=2026${more}`;
  const amount = (cents: number) => formatUSD(cents).replace('$', '');
  type YearForms = z.output<typeof yearFormsSchema>;
  const listFor = async (user: TestUser) =>
    yearFormsSchema.parse(
      (await user.client.get(`/api/tax/documents${formsQuery()}`)).body.yearForms as unknown,
    );

  it("prints each employee's W-2 with the year's payroll figures boxed, as the employee's copy", async () => {
    const list: YearForms = await listFor(owner);
    expect(list.taxYears).toEqual([2026, 2025]);
    expect(list.w2?.dueDate).toBe('2027-02-01');
    const ana = list.w2?.employees.find((e) => e.name === 'Ana Lopez');
    expect(ana?.wagesCents).toBeGreaterThan(0);
    const text = await pdfText(owner, `/documents/w-2.pdf${formsQuery('&employeeId=emp-ana')}`);
    expect(text).toContain('Form W-2 2026');
    expect(text).toContain("EMPLOYEE'S COPY AND EMPLOYER'S RECORD COPY");
    expect(text).toContain('Not Copy A');
    expect(text).toContain('Ana Lopez');
    expect(text).toContain('12-3456789');
    // Box a truncated to the last four digits (Treas. Reg. §301.6109-4), box f from payroll.
    expect(text).toContain('XXX-XX-6789');
    expect(text).not.toContain('123-45');
    expect(text).toContain('9 Elm St, Oakland, CA 94612');
    expect(text).toContain(amount(ana?.wagesCents ?? 0));
    expect(text).not.toContain('Bo Chen');
    const both = await pdfText(owner, `/documents/w-2.pdf${formsQuery()}`);
    expect(both).toContain('Bo Chen');
    expect(both.split('\f').filter((page) => page.trim()).length).toBe(2);
  });

  it('totals the W-2s on the W-3', async () => {
    const list = await listFor(owner);
    const total = (list.w2?.employees ?? []).reduce((sum, e) => sum + e.wagesCents, 0);
    const text = await pdfText(owner, `/documents/w-3.pdf${formsQuery()}`);
    expect(text).toContain('Form W-3 2026');
    expect(text).toContain(amount(total));
    expect(text).toMatch(/Total number of Forms W-2\s+2/);
  });

  it('prints a 1099-NEC for a 1099 vendor paid the threshold, saying whether its W-9 is on file', async () => {
    const store = await keel.server.services.docs.store(owner.companyId, 'bookkeeping');
    const vendor = { contactName: '', email: '', paymentTerms: 'Net 30', is1099Eligible: true };
    store.setRow('vendors', 'vendor-pixel', {
      ...vendor,
      name: 'Pixel Studio',
      address: '4 Pixel Ln, Austin, TX 78701',
    });
    store.setRow('vendors', 'vendor-copy', { ...vendor, name: 'Clear Copy', w9OnFile: true });
    for (const [vendorId, amountPaid] of [
      ['vendor-pixel', '-6400.00'],
      ['vendor-copy', '-1999.99'],
    ] as const) {
      const posted = await owner.client.post(`/api/companies/${owner.companyId}/transactions`, {
        description: 'Design work',
        amount: amountPaid,
        accountId: 'professional-fees',
        transactionDate: '2026-07-01',
        bankAccountId: 'checking',
        vendorId,
      });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    }
    const list = await listFor(viewer);
    expect(list.w2).toBeNull();
    expect(list.form1099Nec).toEqual({
      dueDate: '2027-02-01',
      thresholdCents: 200_000,
      vendors: [
        { vendorId: 'vendor-pixel', name: 'Pixel Studio', paidCents: 640_000, taxIdOnFile: false },
      ],
    });
    const text = await pdfText(viewer, `/documents/1099-nec.pdf${formsQuery()}`);
    expect(text).toContain('Form 1099-NEC 2026');
    expect(text).toContain('COPY B FOR THE RECIPIENT');
    expect(text).toContain('6,400.00');
    expect(text).toContain('No W-9 on file');
    expect(text).toContain('4 Pixel Ln, Austin, TX 78701');
    // The payer's EIN and address are payroll setup's: a viewer is told they are not shown.
    expect(text).toContain('Shown only to roles with payroll access');
    const owners = await pdfText(owner, `/documents/1099-nec.pdf${formsQuery()}`);
    expect(owners).toMatch(/PAYER'S TIN\s+12-3456789/);
    const deadlines = (await read(owner, taxRoutes.deadlines.path)).body as {
      deadlines: { id: string; dueDate: string }[];
    };
    expect(deadlines.deadlines.find((d) => d.id === '1099-nec-2026')?.dueDate).toBe('2027-02-01');
  });

  it('raises the missing W-9 as an opportunity', async () => {
    const started = await owner.client.post('/api/tax/analyze', { companyId: owner.companyId });
    expect(started.status).toBe(201);
    const jobId = (started.body.job as { id: string }).id;
    await expect
      .poll(
        async () =>
          (
            (await owner.client.get(`/api/companies/${owner.companyId}/jobs/${jobId}`)).body
              .job as {
              status: string;
            }
          ).status,
      )
      .toBe('done');
    const found = (await read(owner, taxRoutes.opportunities.path)).body as {
      opportunities: { id: string; description: string }[];
    };
    const w9 = found.opportunities.find((o) => o.id === 'missing-w9-2026');
    expect(w9?.description).toContain('(Pixel Studio)');
  });

  it('refuses what it cannot print: no payroll access, a year without forms, an unknown vendor', async () => {
    const w2 = await viewer.client.get(`/api/tax/documents/w-2.pdf${formsQuery()}`);
    expect(w2.status).toBe(403);
    const year = await owner.client.get(
      `/api/tax/documents/w-2.pdf?companyId=${owner.companyId}&taxYear=2019`,
    );
    expect(year.status).toBe(400);
    expect(Object.keys(year.body.fields as object)).toEqual(['taxYear']);
    const notANumber = await owner.client.get(
      `/api/tax/documents?companyId=${owner.companyId}&taxYear=soon`,
    );
    expect(notANumber.status).toBe(400);
    expect(Object.keys(notANumber.body.fields as object)).toEqual(['taxYear']);
    const unknown = await owner.client.get(
      `/api/tax/documents/1099-nec.pdf${formsQuery('&vendorId=vendor-copy')}`,
    );
    expect(unknown.status).toBe(404);
    expect(Object.keys(unknown.body.fields as object)).toEqual(['vendorId']);
  });
});

describe('Upload Documents', () => {
  const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const upload = (user: TestUser, fields: Record<string, string>, file?: Blob, name = 'a.pdf') => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (file) form.append('file', file, name);
    return fetch(`${keel.url}/api/tax/documents/upload`, {
      method: 'POST',
      headers: { cookie: user.client.cookie, origin: keel.url },
      body: form,
    });
  };
  const fields = (more: Record<string, string> = {}) => ({
    companyId: owner.companyId,
    taxYear: '2026',
    category: 'taxReturns',
    ...more,
  });
  const library = async (user: TestUser) =>
    (await user.client.get(`/api/tax/documents?companyId=${owner.companyId}&taxYear=2026`)).body
      .library as {
      documents: { id: string; name: string; category: string }[];
      categories: { category: string; count: number; counts: string }[];
    };
  const count = async (user: TestUser, category: string) =>
    (await library(user)).categories.find((c) => c.category === category)?.count;

  it('stores a document with its category and year, counts it on its card, and gives it back', async () => {
    const before = await count(owner, 'taxReturns');
    const answer = await upload(owner, fields(), new Blob([pdf]), '2025 Form 1120.pdf');
    expect(answer.status).toBe(201);
    const { document } = (await answer.json()) as { document: { id: string; taxYear: number } };
    expect(document).toMatchObject({
      taxYear: 2026,
      category: 'taxReturns',
      type: 'application/pdf',
    });
    expect(await count(viewer, 'taxReturns')).toBe((before ?? 0) + 1);
    const listed = await library(viewer);
    expect(listed.documents.map((d) => d.name)).toContain('2025 Form 1120.pdf');
    const back = await fetch(
      `${keel.url}/api/tax/documents/files/${document.id}?companyId=${owner.companyId}`,
      { headers: { cookie: viewer.client.cookie } },
    );
    expect(back.status).toBe(200);
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(pdf);
    expect(back.headers.get('content-disposition')).toContain('2025 Form 1120.pdf');
  });

  it('refuses a bad category, year or file, naming the field, and stores nothing', async () => {
    const before = (await library(owner)).documents.length;
    const refusals: [Record<string, string>, Blob | undefined, string, number][] = [
      [fields({ category: 'photos' }), new Blob([pdf]), 'category', 400],
      [fields({ taxYear: '2019' }), new Blob([pdf]), 'taxYear', 400],
      [fields({ taxYear: 'soon' }), new Blob([pdf]), 'taxYear', 400],
      [fields(), undefined, 'file', 400],
      [fields(), new Blob(['MZ not a document']), 'file', 400],
      [fields(), new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]), 'file', 413],
    ];
    for (const [sent, file, field, status] of refusals) {
      const answer = await upload(owner, sent, file);
      expect(answer.status, field).toBe(status);
      const body = (await answer.json()) as { fields: Record<string, string> };
      expect(Object.keys(body.fields)).toEqual([field]);
    }
    expect((await upload(viewer, fields(), new Blob([pdf]))).status).toBe(403);
    expect((await library(owner)).documents.length).toBe(before);
  });

  it('keeps uploaded W-2s from roles without payroll access', async () => {
    const answer = await upload(owner, fields({ category: 'w2' }), new Blob([pdf]), 'w2-ana.pdf');
    expect(answer.status).toBe(201);
    const { document } = (await answer.json()) as { document: { id: string } };
    expect((await library(owner)).documents.map((d) => d.name)).toContain('w2-ana.pdf');
    expect((await library(viewer)).documents.map((d) => d.name)).not.toContain('w2-ana.pdf');
    const refused = await viewer.client.get(
      `/api/tax/documents/files/${document.id}?companyId=${owner.companyId}`,
    );
    expect(refused.status).toBe(403);
  });

  const remove = (user: TestUser, id: string, companyId = owner.companyId) =>
    user.client.delete(`/api/tax/documents/${id}?companyId=${companyId}`);

  it('deletes an upload for those who may upload: its card recounts and the deciders are told', async () => {
    const answer = await upload(owner, fields(), new Blob([pdf]), 'old-return.pdf');
    const { document } = (await answer.json()) as { document: { id: string } };
    const before = await count(owner, 'taxReturns');
    expect((await remove(viewer, document.id)).status).toBe(403);
    expect(await count(owner, 'taxReturns')).toBe(before);

    const deleted = await remove(owner, document.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted).toMatchObject({ id: document.id, name: 'old-return.pdf' });
    expect(await count(owner, 'taxReturns')).toBe((before ?? 0) - 1);
    expect((await library(owner)).documents.map((d) => d.id)).not.toContain(document.id);
    const gone = await owner.client.get(
      `/api/tax/documents/files/${document.id}?companyId=${owner.companyId}`,
    );
    expect(gone.status).toBe(404);
    expect((await remove(owner, document.id)).status).toBe(404);
    const inbox = await owner.client.get(`/api/notifications?companyId=${owner.companyId}`);
    expect(JSON.stringify(inbox.body)).toContain(
      'deleted \\"old-return.pdf\\" (Tax Returns, 2026)',
    );
  });

  it('finds no unknown document, nor another company’s through this one', async () => {
    const unknown = await remove(owner, 'no-such-file');
    expect(unknown.status).toBe(404);
    const bad = await remove(owner, 'not an id!');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields as object)).toEqual(['documentId']);
    // Kit owns a company of his own and files a return there.
    const form = new FormData();
    for (const [key, value] of Object.entries(fields({ companyId: bookkeeper.companyId })))
      form.append(key, value);
    form.append('file', new Blob([pdf]), 'kit-return.pdf');
    const theirs = await fetch(`${keel.url}/api/tax/documents/upload`, {
      method: 'POST',
      headers: { cookie: bookkeeper.client.cookie, origin: keel.url },
      body: form,
    });
    expect(theirs.status).toBe(201);
    const { document } = (await theirs.json()) as { document: { id: string } };
    expect((await remove(owner, document.id)).status).toBe(404);
    // Naming Kit's company does not help: Bella is no member of it, and Keel does not say it exists.
    expect((await remove(owner, document.id, bookkeeper.companyId)).status).toBe(404);
    const kept = await fetch(
      `${keel.url}/api/tax/documents/files/${document.id}?companyId=${bookkeeper.companyId}`,
      { headers: { cookie: bookkeeper.client.cookie } },
    );
    expect(kept.status).toBe(200);
  });
});

describe('Schedule Tax Planning Consultation', () => {
  const request = (user: TestUser, body: Record<string, unknown>) =>
    user.client.post('/api/tax/consultations', {
      companyId: owner.companyId,
      type: 'year-end',
      date: '2026-12-14',
      time: 'afternoon',
      format: 'phone',
      ...body,
    });

  it('keeps the values chosen, e-mails a confirmation with a calendar invite, and tells the accountants', async () => {
    const answer = await request(owner, {});
    expect(answer.status).toBe(201);
    expect(answer.body.consultation).toMatchObject({
      type: 'year-end',
      date: '2026-12-14',
      time: 'afternoon',
      format: 'phone',
      confirmationSent: true,
    });
    const mail = await keel.mailTo(owner.email);
    expect(mail).toContain('Subject: Tax planning consultation requested for 2026-12-14');
    expect(mail).toContain('Year-end planning on 2026-12-14, afternoon (12-5), phone call');
    expect(mail).toMatch(/Content-Type: text\/calendar; ?method=PUBLISH/i);
    expect(mail).toContain('consultation.ics');
    const base64 = /filename="?consultation\.ics"?[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
      mail,
    );
    const ics = base64?.[1] ? Buffer.from(base64[1].replace(/\s/g, ''), 'base64').toString() : mail;
    expect(ics).toContain('DTSTART:20261214T120000');
    expect(ics).toContain('DTEND:20261214T170000');
    const store = await keel.server.services.docs.store(owner.companyId, 'tax');
    expect(Object.values(store.getTable('consultations'))).toHaveLength(1);
  });

  it('refuses a past date, an unknown option or a viewer, naming the field, and keeps nothing', async () => {
    const past = await request(owner, { date: '2026-11-24' });
    expect(past.status).toBe(400);
    expect(Object.keys(past.body.fields as object)).toEqual(['date']);
    const unknown = await request(owner, { format: 'fax', time: 'noon' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields as object).sort()).toEqual(['format', 'time']);
    expect((await request(viewer, {})).status).toBe(403);
    const store = await keel.server.services.docs.store(owner.companyId, 'tax');
    expect(Object.values(store.getTable('consultations'))).toHaveLength(1);
  });
});

describe('the tax profile', () => {
  const save = (user: TestUser, profile: Record<string, unknown>) =>
    user.client.request('PUT', '/api/tax/profile', { companyId: owner.companyId, ...profile });
  const profile = {
    filingStatus: 'married_joint',
    owners: 2,
    priorYearTaxCents: 400_000,
    priorYearAgiOver150k: false,
    homeOfficeSquareFeet: null,
    businessMiles: null,
    ownerSalaryCents: null,
  };
  const estimated = async () =>
    (await position(owner)).liabilities
      .filter((l) => l.type === 'estimated')
      .reduce((sum, l) => sum + l.liabilityCents, 0);

  it('saves the profile, and the estimated tax uses last year’s tax for the safe harbor', async () => {
    const before = await estimated();
    expect(before).toBeGreaterThan(400_000);
    const saved = await save(owner, profile);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ profile, savedBy: expect.stringContaining('Bella') });
    // 100% of last year's $4,000 is less than 90% of this year's estimate: four $1,000 instalments.
    expect(await estimated()).toBe(400_000);
    const read = await owner.client.get(`/api/tax/profile?companyId=${owner.companyId}`);
    expect(read.body.profile).toEqual(profile);
  });

  it('refuses a bad profile naming each field, writes nothing, and keeps it from bookkeepers', async () => {
    const bad = await save(owner, { ...profile, owners: 0, filingStatus: 'widowed' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields as object).sort()).toEqual(['filingStatus', 'owners']);
    const read = await owner.client.get(`/api/tax/profile?companyId=${owner.companyId}`);
    expect(read.body.profile).toEqual(profile);
    expect(
      (await bookkeeper.client.get(`/api/tax/profile?companyId=${owner.companyId}`)).status,
    ).toBe(403);
    expect((await save(bookkeeper, profile)).status).toBe(403);
  });
});
