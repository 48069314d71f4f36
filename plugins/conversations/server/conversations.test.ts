import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fixedClock, formatUSD } from '@keel/core/domain';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';

const TODAY = '2026-11-25';
let keel: TestKeel;
let owner: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  // Answers from the books alone: a model configured on the machine is not asked here.
  delete process.env.OPENAI_BASE_URL;
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, '..', '..'),
    clock: fixedClock(`${TODAY}T12:00:00`),
  });
  owner = await signUpUser(keel.url, 'Demo', 'Demo Company');
  await keel.server.seedPluginDemos({ companyId: owner.companyId, today: TODAY, by: 'Demo Owner' });
  viewer = await signUpUser(keel.url, 'Vera', 'Vera Ltd');
  await addMember(keel, owner, viewer, 'viewer');
}, 120_000);
afterAll(() => keel.close());

const ask = (user: TestUser, message: unknown, extra: Record<string, unknown> = {}) =>
  user.client.post('/api/conversations', {
    userId: user.userId,
    companyId: owner.companyId,
    message,
    context: 'AI Assistant conversation',
    ...extra,
  });
const list = (user: TestUser) => user.client.get(`/api/conversations?companyId=${owner.companyId}`);
const dollars = (amount: unknown) => formatUSD(Math.round(Number(amount) * 100));

describe('POST /api/conversations', () => {
  it('answers the quick action from the cash flow report, and a follow-up in the same conversation', async () => {
    const report = await owner.client.get(
      `/api/companies/${owner.companyId}/reports/cash-flow?from=2026-07-01&to=2026-09-30`,
    );
    const first = await ask(owner, 'analyze cash flow for last quarter');
    expect(first.status).toBe(200);
    expect(first.body.response).toContain('Q3 2026');
    expect(first.body.response).toContain(dollars(report.body.netChange));
    expect(first.body.response).toContain(dollars(report.body.cashAtEnd));
    expect(first.body.figures).toContainEqual(
      expect.objectContaining({
        label: 'Net change in cash',
        cents: Math.round(Number(report.body.netChange) * 100),
      }),
    );
    expect(first.body.sources).toEqual([
      expect.objectContaining({ path: '/bookkeeping?tab=reports' }),
    ]);

    const q2 = await owner.client.get(
      `/api/companies/${owner.companyId}/reports/cash-flow?from=2026-04-01&to=2026-06-30`,
    );
    const next = await ask(owner, 'and the quarter before?', {
      conversationId: first.body.conversationId,
    });
    expect(next.body.conversationId).toBe(first.body.conversationId);
    expect(next.body.response).toContain('Q2 2026');
    expect(next.body.response).toContain(dollars(Math.abs(Number(q2.body.netChange))));
    expect(next.body.figures).toContainEqual(
      expect.objectContaining({
        label: 'Net change in cash',
        cents: Math.round(Number(q2.body.netChange) * 100),
      }),
    );

    const opened = await owner.client.get(
      `/api/conversations/${String(first.body.conversationId)}?companyId=${owner.companyId}`,
    );
    const conversation = opened.body.conversation as {
      messages: { role: string; content: string }[];
    };
    expect(conversation.messages.map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(conversation.messages[0]?.content).toBe('analyze cash flow for last quarter');
  });

  it('makes the monthly financial report, and serves its PDF', async () => {
    const answer = await ask(owner, 'generate monthly financial report');
    expect(answer.body.response).toContain('October 2026');
    const pdf = (answer.body.sources as { path: string; download?: boolean }[])[0];
    expect(pdf).toMatchObject({ download: true });
    const res = await fetch(`${keel.url}${pdf?.path ?? ''}`, {
      headers: { cookie: owner.client.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const bad = await owner.client.get(
      `/api/conversations/companies/${owner.companyId}/monthly-report/2026-13`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ month: 'Use a month as YYYY-MM' });
  });

  it('refuses a blank or too long message, another user id and an unknown conversation, writing nothing', async () => {
    const before = (await list(owner)).body.stats;
    const blank = await ask(owner, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ message: 'Type a message' });
    const long = await ask(owner, 'x'.repeat(10_000));
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ message: 'Keep the message under 4,000 characters' });
    const unknown = await ask(owner, 'revenue last month', {
      conversationId: 'no-such-conversation',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.fields).toEqual({ conversationId: 'No such conversation' });
    const other = await ask(owner, 'revenue last month', { userId: viewer.userId });
    expect(other.status).toBe(403);
    expect(other.body.fields).toEqual({ userId: 'You can only ask as yourself' });
    const proto = await ask(owner, 'revenue', { companyId: '__proto__' });
    expect(proto.status).toBe(400);
    expect((await list(owner)).body.stats).toEqual(before);
  });

  it('answers odd questions with a sentence, never an error', async () => {
    const odd = [
      'revenue between April 15 and March 1',
      'spending over the last 0 months',
      '__proto__',
      '🙂🙂',
      'monthly report for December 2030',
      'and the month before?',
    ];
    for (const message of odd) {
      const res = await ask(owner, message);
      expect(res.status, message).toBe(200);
      expect(String(res.body.response).length, message).toBeGreaterThan(10);
    }
  });

  it('answers a viewer without payroll figures, and keeps each member’s conversations their own', async () => {
    const answer = await ask(viewer, 'what did payroll cost last quarter?');
    expect(answer.status).toBe(200);
    expect(answer.body.figures).toEqual([]);
    expect(answer.body.response).toMatch(/^Your role \(viewer\) does not include payroll/);
    const mine = await list(viewer);
    expect((mine.body.conversations as unknown[]).length).toBe(1);
    const ownerFirst = (await list(owner)).body.conversations as { id: string }[];
    expect(ownerFirst.length).toBeGreaterThan(0);
    const peek = await viewer.client.get(
      `/api/conversations/${ownerFirst[0]?.id ?? ''}?companyId=${owner.companyId}`,
    );
    expect(peek.status).toBe(404);
    const stranger = await signUpUser(keel.url, 'Eve', 'Eve Ltd');
    expect((await ask(stranger, 'revenue last month')).status).toBe(404);
  });
});

describe('compliance status, read from the Compliance Monitor', () => {
  it('says no check has run, then states the latest check’s scores', async () => {
    const before = await ask(owner, 'are we compliant?');
    expect(before.body.response).toMatch(/^The Compliance Monitor has not run a check/);
    const started = await owner.client.post('/api/compliance/check', {
      userId: owner.userId,
      companyId: owner.companyId,
    });
    expect(started.status).toBe(202);
    const jobPath = `/api/companies/${owner.companyId}/jobs/${String(started.body.jobId)}`;
    await expect
      .poll(async () => ((await owner.client.get(jobPath)).body.job as { status: string }).status, {
        timeout: 15_000,
      })
      .toBe('done');
    const areas = (await owner.client.get(`/api/compliance/areas?companyId=${owner.companyId}`))
      .body as { overall: { score: number }; areas: { id: string; score: number | null }[] };
    const gaap = areas.areas.find((a) => a.id === 'gaap')?.score;
    const after = await ask(owner, 'are we compliant?');
    expect(after.body.response).toMatch(
      new RegExp(
        `^The last compliance check, on Nov 25, 2026, scored ${areas.overall.score} overall`,
      ),
    );
    expect(after.body.response).toContain(`GAAP ${String(gaap)} (`);
    expect(after.body.sources).toEqual([
      { label: 'Compliance Monitor', path: '/compliance-monitor' },
    ]);
  });
});

describe('fraud threats, read from Fraud Detection', () => {
  it('states the threats under investigation after a scan, as Fraud Detection lists them', async () => {
    const scan = await owner.client.post('/api/fraud/scan', {
      userId: owner.userId,
      companyId: owner.companyId,
    });
    expect(scan.status).toBe(201);
    const jobPath = `/api/companies/${owner.companyId}/jobs/${String(scan.body.jobId)}`;
    await expect
      .poll(async () => ((await owner.client.get(jobPath)).body.job as { status: string }).status, {
        timeout: 30_000,
      })
      .toBe('done');
    const listed = (await owner.client.get(`/api/fraud/threats?companyId=${owner.companyId}`)).body
      .threats as { status: string; amount: number }[];
    const open = listed.filter((t) => t.status === 'investigating');
    const answer = await ask(owner, 'any fraud threats?');
    expect(answer.status).toBe(200);
    if (open.length === 0) expect(answer.body.response).toMatch(/^Fraud Detection has no threat/);
    else {
      const atStake = open.reduce((sum, t) => sum + t.amount, 0);
      expect(answer.body.response).toMatch(
        new RegExp(`^${open.length} threats? (is|are) under investigation`),
      );
      expect(answer.body.response).toContain(`${formatUSD(atStake)} at stake`);
    }
    expect(answer.body.sources).toEqual([
      { label: 'Fraud threats (AI Fraud Detection)', path: '/fraud-detection' },
    ]);
  });
});

describe('taxes owed, read from Tax Optimization', () => {
  it('states the outstanding total and what is due, as GET /api/tax/liabilities gives them', async () => {
    const taxes = (await owner.client.get(`/api/tax/liabilities?companyId=${owner.companyId}`))
      .body as {
      outstandingCents: number;
      dueThisMonthCents: number;
      liabilities: { amountCents: number }[];
    };
    const answer = await ask(owner, 'what taxes do we owe?');
    expect(answer.status).toBe(200);
    if (taxes.liabilities.some((l) => l.amountCents > 0))
      expect(answer.body.response).toContain(
        `Taxes outstanding total ${formatUSD(taxes.outstandingCents)}, ${formatUSD(taxes.dueThisMonthCents)} of it overdue or due within 30 days.`,
      );
    else expect(answer.body.response).toMatch(/^No tax is outstanding/);
    expect(answer.body.sources).toEqual([{ label: 'Tax Optimization', path: '/tax-optimization' }]);
  });

  it("lists the deductions Tax Optimization's own analysis finds, with their savings", async () => {
    const started = await owner.client.post('/api/tax/analyze', { companyId: owner.companyId });
    expect(started.status).toBe(201);
    const jobId = (started.body.job as { id: string }).id;
    let status = 'queued';
    for (let tries = 0; tries < 250 && (status === 'queued' || status === 'running'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const job = await owner.client.get(`/api/companies/${owner.companyId}/jobs/${jobId}`);
      status = (job.body.job as { status: string }).status;
    }
    expect(status).toBe('done');
    const analysis = (await owner.client.get(`/api/tax/opportunities?companyId=${owner.companyId}`))
      .body as { opportunities: { title: string; potentialSaving: number | null }[] };
    expect(analysis.opportunities.length).toBeGreaterThan(0);

    const deductions = await ask(owner, 'what tax deductions am I missing');
    expect(deductions.status).toBe(200);
    const response = deductions.body.response as string;
    expect(response).toMatch(/^Tax Optimization's rules find \d+ opportunit/);
    for (const o of analysis.opportunities.slice(0, 5))
      expect(response).toContain(
        o.potentialSaving === null ? o.title : `${o.title} (${formatUSD(o.potentialSaving)})`,
      );
    const sized = analysis.opportunities.filter((o) => o.potentialSaving !== null);
    if (sized.length > 0)
      expect(response).toContain(
        `saving about ${formatUSD(sized.reduce((sum, o) => sum + (o.potentialSaving ?? 0), 0))}`,
      );
    expect((deductions.body.sources as { path: string }[])[0]).toMatchObject({
      path: '/tax-optimization',
    });
  });
});

describe('POST /api/conversations/companies/{companyId}/answer (the header’s search)', () => {
  it('answers from the books and keeps nothing', async () => {
    const before = (await list(owner)).body.stats;
    const pnl = await owner.client.get(
      `/api/companies/${owner.companyId}/reports/profit-and-loss?from=2026-10-01&to=2026-10-31`,
    );
    const path = `/api/conversations/companies/${owner.companyId}/answer`;
    const res = await owner.client.post(path, { message: 'revenue last month?' });
    expect(res.status).toBe(200);
    const revenue = (pnl.body.income as { total: number }).total;
    expect(res.body.response).toContain(`Revenue for October 2026 was ${dollars(revenue)}`);
    expect((await list(owner)).body.stats).toEqual(before);
    const blank = await owner.client.post(path, { message: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ message: 'Type a message' });
  });
});

describe('GET, PATCH and DELETE /api/conversations', () => {
  it('lists conversations with their type, searches them, marks one resolved and deletes one', async () => {
    const made = await ask(owner, 'top 5 expenses by vendor this year');
    const id = String(made.body.conversationId);
    const found = await owner.client.get(
      `/api/conversations?companyId=${owner.companyId}&q=harbor%20point`,
    );
    const hits = found.body.conversations as { id: string; type: string; messageCount: number }[];
    expect(hits).toEqual([expect.objectContaining({ id, type: 'analysis', messageCount: 2 })]);

    const marked = await owner.client.patch(
      `/api/conversations/${id}?companyId=${owner.companyId}`,
      {
        resolved: true,
      },
    );
    expect(marked.status).toBe(200);
    const stats = (await list(owner)).body.stats as {
      resolved: number;
      insights: number;
      conversations: number;
    };
    expect(stats.resolved).toBe(1);
    expect(stats.insights).toBeGreaterThanOrEqual(3);
    const badPatch = await owner.client.patch(
      `/api/conversations/${id}?companyId=${owner.companyId}`,
      {
        resolved: 'yes',
      },
    );
    expect(badPatch.status).toBe(400);
    expect(badPatch.body.fields).toEqual({ resolved: 'Say true or false' });

    const removed = await owner.client.delete(
      `/api/conversations/${id}?companyId=${owner.companyId}`,
    );
    expect(removed.body).toEqual({ removed: true });
    expect(
      (await owner.client.get(`/api/conversations/${id}?companyId=${owner.companyId}`)).status,
    ).toBe(404);
    expect(((await list(owner)).body.stats as { conversations: number }).conversations).toBe(
      stats.conversations - 1,
    );
  });
});
