import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, parseMoney } from '@keel/core/domain';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
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
    expect((await read(viewer, taxRoutes.documents.path)).body).toEqual({ form941: [] });
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
