import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import {
  addMember,
  signUpUser,
  startKeel,
  storedDocument,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';

// The real server with every plugin: a check runs as a job through the ledger service, the payroll
// facts and core.audit, stores its results and alerts, notifies, and a fixed gap raises the score.
const NOW = '2026-11-20T09:00:00';
let keel: TestKeel;
let owner: TestUser;
let viewer: TestUser;
let accountant: TestUser;

const q = () => `companyId=${owner.companyId}`;

/** Runs a check as `user` and waits for its job to finish. */
async function runCheck(user: TestUser) {
  const started = await user.client.post('/api/compliance/check', {
    userId: user.userId,
    companyId: owner.companyId,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const jobId = started.body.jobId as string;
  for (let tries = 0; tries < 200; tries += 1) {
    const { body } = await user.client.get(`/api/companies/${owner.companyId}/jobs/${jobId}`);
    const job = body.job as { status: string; result: unknown; error: string | null };
    if (job.status === 'done')
      return job.result as { score: number; failed: number; newAlerts: number };
    if (job.status === 'failed') throw new Error(job.error ?? 'failed');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The check did not finish');
}

type AreaAnswer = {
  id: string;
  status: string;
  score: number | null;
  requirements: { checkId: string; status: string }[];
};
const areas = async () =>
  (await owner.client.get(`/api/compliance/areas?${q()}`)).body.areas as AreaAnswer[];
const area = async (id: string) => (await areas()).find((a) => a.id === id)!;
type AlertAnswer = {
  id: string;
  plannedFor?: string | null;
  key: string;
  status: string;
  severity: string;
  type: string;
  fix: { path: string };
};
const alerts = async () =>
  (await owner.client.get(`/api/compliance/alerts?${q()}`)).body.alerts as AlertAnswer[];

beforeAll(async () => {
  keel = await startKeel({ clock: fixedClock(NOW) });
  owner = await signUpUser(keel.url, 'Olga', 'Olga Books LLC');
  viewer = await signUpUser(keel.url, 'Vic', 'Vic Ltd');
  await addMember(keel, owner, viewer, 'viewer');
  accountant = await signUpUser(keel.url, 'Carl', 'Carl CPA');
  await addMember(keel, owner, accountant, 'accountant');
});
afterAll(() => keel.close());

describe('before the first check', () => {
  it('answers empty areas, alerts and deadlines', async () => {
    expect((await owner.client.get(`/api/compliance/areas?${q()}`)).body).toEqual({
      checkedAt: null,
      overall: null,
      areas: [],
    });
    expect(await alerts()).toEqual([]);
    expect((await owner.client.get(`/api/compliance/deadlines?${q()}`)).body).toEqual({
      deadlines: [],
    });
  });
});

describe('a check', () => {
  it('finds the owner without two-factor sign-in: sox non-compliant, a high alert and a notification', async () => {
    const result = await runCheck(owner);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const sox = await area('sox');
    expect(sox.status).toBe('non_compliant');
    expect(sox.requirements.find((r) => r.checkId === 'sox.two-factor')?.status).toBe('failed');
    const twoFactor = (await alerts()).find((a) => a.key === 'sox.two-factor');
    expect(twoFactor).toMatchObject({
      status: 'open',
      severity: 'high',
      type: 'audit_finding',
      fix: { path: '/settings/company' },
    });
    const inbox = await owner.client.get(`/api/notifications?${q()}`);
    expect(JSON.stringify(inbox.body)).toContain('can change the books without two-factor sign-in');
    // From the first check on, the company is checked every night too.
    expect(keel.server.services.jobs.forPlugin('compliance').schedules(owner.companyId)).toEqual([
      expect.objectContaining({ kind: 'compliance.check', key: 'nightly', every: 86_400_000 }),
    ]);
  });

  it('lowers privacy when the company says it is an accounting practice without a security plan, and raises it once the plan is on file', async () => {
    const put = await owner.client.request('PUT', '/api/compliance/settings', {
      companyId: owner.companyId,
      financialPractice: true,
    });
    expect(put.status).toBe(200);
    await runCheck(owner);
    const before = await area('privacy');
    expect(before.requirements.find((r) => r.checkId === 'privacy.security-plan')?.status).toBe(
      'failed',
    );
    expect((await alerts()).find((a) => a.key === 'privacy.security-plan')?.status).toBe('open');

    const plan = await owner.client.post('/api/compliance/documents', {
      companyId: owner.companyId,
      kind: 'security-plan',
      name: 'Written information security plan',
      uploadedAt: '2026-11-01',
    });
    expect(plan.status).toBe(201);
    await runCheck(owner);
    const after = await area('privacy');
    expect(after.score!).toBeGreaterThan(before.score!);
    expect((await alerts()).find((a) => a.key === 'privacy.security-plan')?.status).toBe(
      'resolved',
    );
  });

  it('reads the lock date and the reconciliations through the ledger service: unlocked books and unreconciled banks fail until the lock date is set', async () => {
    // Bank lines of August and October on Business Checking, none reconciled.
    const form = new FormData();
    form.append(
      'file',
      new Blob([
        'Date,Description,Amount\n2026-08-14,OFFICE DEPOT,-120.00\n2026-10-02,CLIENT PAYMENT,900.00\n',
      ]),
      'statement.csv',
    );
    form.append('bankAccountId', 'checking');
    const uploaded = await fetch(
      `${keel.url}/api/companies/${owner.companyId}/upload-bank-statement`,
      { method: 'POST', headers: { cookie: owner.client.cookie, origin: keel.url }, body: form },
    );
    expect(uploaded.status).toBe(200);
    await runCheck(owner);
    const requirement = async (areaId: string, checkId: string) =>
      (await area(areaId)).requirements.find((r) => r.checkId === checkId) as
        (AreaAnswer['requirements'][number] & { findings: { title: string }[] }) | undefined;
    const lock = await requirement('sox', 'sox.lock-date');
    expect(lock?.status).toBe('failed');
    expect(lock?.findings.map((f) => f.title)).toEqual(['No period of the books is locked']);
    const reconciled = await requirement('gaap', 'gaap.bank-reconciled');
    expect(reconciled?.status).toBe('failed');
    expect(reconciled?.findings.map((f) => f.title)).toContain(
      '1000 Business Checking is not reconciled through Oct 31, 2026',
    );
    expect((await alerts()).find((a) => a.key === 'gaap.bank-reconciled:checking')).toMatchObject({
      status: 'open',
      fix: { path: '/bookkeeping?tab=banking' },
    });

    const locked = await owner.client.request(
      'PUT',
      `/api/companies/${owner.companyId}/settings/lock-date`,
      { lockDate: '2026-09-30' },
    );
    expect(locked.status).toBe(200);
    await runCheck(owner);
    expect((await requirement('sox', 'sox.lock-date'))?.status).toBe('passed');
    expect((await alerts()).find((a) => a.key === 'sox.lock-date')?.status).toBe('resolved');
  });

  it('checks the audit log through core.audit: its chain verifies', async () => {
    await runCheck(owner);
    const chain = (await area('sox')).requirements.find((r) => r.checkId === 'sox.audit-chain');
    expect(chain?.status).toBe('passed');
  });

  it('plans an open alert for a day (Schedule, Plan Action) and reminds the planner that day', async () => {
    const alert = (await alerts()).find((a) => a.key === 'sox.two-factor')!;
    const past = await owner.client.post(`/api/compliance/alerts/${alert.id}/plan`, {
      companyId: owner.companyId,
      plannedFor: '2026-11-19',
    });
    expect(past.status).toBe(400);
    expect(past.body.fields).toEqual({ plannedFor: 'Pick today or a later day' });
    const planned = await owner.client.post(`/api/compliance/alerts/${alert.id}/plan`, {
      companyId: owner.companyId,
      plannedFor: '2026-11-20',
    });
    expect(planned.status).toBe(200);
    expect(planned.body.alert).toMatchObject({
      plannedFor: '2026-11-20',
      plannedBy: expect.stringContaining('Olga'),
    });
    // The plan is a task on the dashboard's Team tasks, due that day, linking to the fix; planning
    // the alert again moves that task rather than adding another.
    await owner.client.post(`/api/compliance/alerts/${alert.id}/plan`, {
      companyId: owner.companyId,
      plannedFor: '2026-11-22',
    });
    const again = await owner.client.post(`/api/compliance/alerts/${alert.id}/plan`, {
      companyId: owner.companyId,
      plannedFor: '2026-11-20',
    });
    expect(again.status).toBe(200);
    await keel.server.services.docs.commit(owner.companyId);
    const stored = await storedDocument(keel.dataDir, owner.companyId);
    // The document keeps a table's cells as 'rowId\u001fcolumn' keys.
    const tasks: Record<string, Record<string, unknown>> = {};
    for (const [key, value] of Object.entries(
      stored!.doc.getMap('dashboard/tasks').toJSON() as Record<string, unknown>,
    )) {
      const [row, column] = key.split('\u001f') as [string, string];
      (tasks[row] ??= {})[column] = value;
    }
    expect(Object.values(tasks)).toEqual([
      expect.objectContaining({
        title: expect.stringMatching(/two-factor/),
        due: '2026-11-20',
        link: alert.fix.path,
        done: false,
        createdBy: expect.stringContaining('Olga'),
      }),
    ]);
    // The day has come on the server's clock: the reminder runs and notifies the planner alone.
    await expect
      .poll(
        async () => JSON.stringify((await owner.client.get(`/api/notifications?${q()}`)).body),
        { timeout: 5000 },
      )
      .toContain('Planned for today: ');
    expect(
      JSON.stringify((await accountant.client.get(`/api/notifications?${q()}`)).body),
    ).not.toContain('Planned for today');
    // A check that still finds it keeps the plan.
    await runCheck(owner);
    expect((await alerts()).find((a) => a.key === 'sox.two-factor')).toMatchObject({
      plannedFor: '2026-11-20',
    });
  });

  it('lets an owner resolve an alert, and answers 404 for an alert that does not exist', async () => {
    const alert = (await alerts()).find((a) => a.key === 'sox.two-factor')!;
    const patched = await owner.client.patch(`/api/compliance/alerts/${alert.id}`, {
      companyId: owner.companyId,
      status: 'resolved',
    });
    expect(patched.status).toBe(200);
    expect((patched.body.alert as AlertAnswer).status).toBe('resolved');
    const missing = await owner.client.patch('/api/compliance/alerts/alert-00000000', {
      companyId: owner.companyId,
      status: 'resolved',
    });
    expect(missing.status).toBe(404);
  });
});

describe('the report and Get Help', () => {
  it('exports the compliance report as a PDF to every member', async () => {
    const res = await fetch(`${keel.url}/api/compliance/report.pdf?${q()}`, {
      headers: { cookie: viewer.client.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="compliance-report-2026-11-20.pdf"',
    );
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('sends an area’s findings to the accountants and CPAs, and refuses an area with nothing failed', async () => {
    const help = await owner.client.post('/api/compliance/help', {
      companyId: owner.companyId,
      area: 'sox',
    });
    expect(help.status).toBe(200);
    expect(help.body).toEqual({ notified: 1, emailed: 1 });
    const inbox = await accountant.client.get(`/api/notifications?${q()}`);
    expect(JSON.stringify(inbox.body)).toContain('Help asked: SOX-style internal controls');
    // The e-mail names each finding with where it is fixed; replies go to the owner.
    const mail = await keel.mailTo(accountant.email);
    expect(mail).toContain('Subject: Help asked: SOX-style internal controls of Olga Books LLC');
    expect(mail).toContain(`Reply-To: ${owner.email}`);
    expect(mail).toMatch(/asks for your help with SOX-style internal controls of Olga Books LLC/);
    expect(mail).toMatch(/1\. .+\n.+\n.+: http:\/\/\S+\/\S+/);
    // Gaap has the unreconciled bank lines of the check above; tax has nothing failed.
    const nothing = await owner.client.post('/api/compliance/help', {
      companyId: owner.companyId,
      area: 'tax',
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body.fields).toEqual({ area: 'Nothing failed in this area' });
    expect(
      (
        await viewer.client.post('/api/compliance/help', {
          companyId: owner.companyId,
          area: 'sox',
        })
      ).status,
    ).toBe(403);
  });
});

describe('who may do what', () => {
  it('lets a viewer read but not run a check or change an alert', async () => {
    expect((await viewer.client.get(`/api/compliance/areas?${q()}`)).status).toBe(200);
    const refused = await viewer.client.post('/api/compliance/check', {
      userId: viewer.userId,
      companyId: owner.companyId,
    });
    expect(refused.status).toBe(403);
    const alert = (await alerts())[0]!;
    expect(
      (
        await viewer.client.patch(`/api/compliance/alerts/${alert.id}`, {
          companyId: owner.companyId,
          status: 'open',
        })
      ).status,
    ).toBe(403);
  });

  it('answers 404 to a stranger and 400 naming the field for bad input, writing nothing', async () => {
    const stranger = await signUpUser(keel.url, 'Eve', 'Eve Ltd');
    expect((await stranger.client.get(`/api/compliance/areas?${q()}`)).status).toBe(404);
    const before = await alerts();
    const bad = await owner.client.patch(`/api/compliance/alerts/${before[0]!.id}`, {
      companyId: owner.companyId,
      status: 'done',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ status: 'Use open or resolved' });
    const future = await owner.client.post('/api/compliance/filings', {
      companyId: owner.companyId,
      deadlineKey: 'form-941-2026-Q4',
      filedOn: '2026-12-01',
    });
    expect(future.status).toBe(400);
    expect(future.body.fields).toEqual({ filedOn: 'Use today or an earlier day' });
    const other = await owner.client.post('/api/compliance/check', {
      userId: viewer.userId,
      companyId: owner.companyId,
    });
    expect(other.status).toBe(400);
    expect(Object.keys(other.body.fields as object)).toEqual(['userId']);
    expect(await alerts()).toEqual(before);
  });
});
