import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fixedClock } from '@keel/core/domain';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import {
  startFakeModel,
  type ModelReply,
  type ModelRequest,
} from './model/fakeModelServer.testSupport';

const TODAY = '2026-11-25';
type Scenario = 'tools' | 'invent' | 'no-tools' | 'chat' | 'whole-body' | 'timeout' | 'error';
let scenario: Scenario = 'tools';
let keel: TestKeel;
let model: Awaited<ReturnType<typeof startFakeModel>>;
let owner: TestUser;
let viewer: TestUser;
const saved = { ...process.env };

/** The net change in cash the cash_flow tool gave the model, as a person would write it. */
function netChangeFrom(request: ModelRequest): string {
  const output = request.messages.findLast((m) => m.role === 'tool')?.content ?? '{}';
  const figures = (JSON.parse(output) as { figures: { label: string; dollars: string }[] }).figures;
  const dollars = Number(figures.find((f) => f.label === 'Net change in cash')?.dollars);
  const text = Math.abs(dollars).toLocaleString('en-US', { minimumFractionDigits: 2 });
  return `${dollars < 0 ? '-' : ''}$${text}`;
}

function reply(request: ModelRequest): ModelReply {
  const afterTool = request.messages.at(-1)?.role === 'tool';
  const cashFlow = {
    call: { name: 'cash_flow', arguments: { from: '2026-07-01', to: '2026-09-30' } },
  };
  switch (scenario) {
    case 'tools':
      return afterTool
        ? { text: `In Q3 2026 cash changed by ${netChangeFrom(request)}.` }
        : cashFlow;
    case 'invent':
      return afterTool ? { text: 'In Q3 2026 cash rose by $999,999.00.' } : cashFlow;
    case 'no-tools':
      return { text: 'Cash looks healthy this quarter.' };
    case 'chat':
      return { text: 'Hello! Ask me about revenue, expenses or cash.' };
    case 'whole-body':
      return { json: 'Hello! I read your books.' };
    case 'timeout':
      return { delayMs: 2_000 };
    case 'error':
      return { status: 500 };
  }
}

beforeAll(async () => {
  model = await startFakeModel(reply);
  process.env.OPENAI_BASE_URL = model.baseUrl;
  process.env.OPENAI_MODEL = 'fake-model';
  process.env.OPENAI_API_KEY = 'test-key';
  process.env.ASSISTANT_MODEL_TIMEOUT_MS = '500';
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, '..', '..'),
    clock: fixedClock(`${TODAY}T12:00:00`),
  });
  owner = await signUpUser(keel.url, 'Demo', 'Demo Company');
  await keel.server.seedPluginDemos({ companyId: owner.companyId, today: TODAY, by: 'Demo Owner' });
  viewer = await signUpUser(keel.url, 'Vera', 'Vera Ltd');
  await addMember(keel, owner, viewer, 'viewer');
}, 120_000);
afterAll(async () => {
  process.env = saved;
  await keel.close();
  await model.close();
});
beforeEach(() => {
  model.requests.length = 0;
});

const ask = (user: TestUser, message: string) =>
  user.client.post('/api/conversations', {
    userId: user.userId,
    companyId: owner.companyId,
    message,
    context: 'AI Assistant conversation',
  });
const messageOf = (res: { body: Record<string, unknown> }) =>
  res.body.message as { answeredBy: string; note: string | null; content: string };

describe('answers written by an OpenAI-compatible model', () => {
  it('calls the tools as functions and keeps a reply whose figures all come from them', async () => {
    scenario = 'tools';
    const books = await owner.client.get(
      `/api/companies/${owner.companyId}/reports/cash-flow?from=2026-07-01&to=2026-09-30`,
    );
    const res = await ask(owner, 'analyze cash flow for last quarter');
    expect(messageOf(res)).toMatchObject({ answeredBy: 'model', note: null });
    const cents = Math.round(Number(books.body.netChange) * 100);
    expect(res.body.response).toBe(
      `In Q3 2026 cash changed by ${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}.`,
    );
    expect(res.body.figures).toContainEqual(
      expect.objectContaining({ label: 'Net change in cash', cents }),
    );
    expect(model.requests).toHaveLength(2);
    expect(model.requests[0]?.stream).toBe(true);
    expect(model.requests[0]?.tools?.map((t) => t.function.name)).toContain('cash_flow');
  });

  it('answers from the books when the model states a figure no tool gave', async () => {
    scenario = 'invent';
    const res = await ask(owner, 'analyze cash flow for last quarter');
    expect(messageOf(res).answeredBy).toBe('books');
    expect(messageOf(res).note).toContain('999,999');
    expect(res.body.response).toMatch(/^Cash (rose|fell) by \$[\d,.]+ in Q3 2026/);
  });

  it('answers from the books when the model answers a question about figures without the tools', async () => {
    scenario = 'no-tools';
    const res = await ask(owner, 'what was revenue last month?');
    expect(messageOf(res)).toMatchObject({ answeredBy: 'books' });
    expect(messageOf(res).note).toContain('without reading the books');
  });

  it('keeps a model reply that states no figure when the books have none to give', async () => {
    scenario = 'chat';
    const res = await ask(owner, 'hello');
    expect(messageOf(res)).toMatchObject({
      answeredBy: 'model',
      content: 'Hello! Ask me about revenue, expenses or cash.',
    });
  });

  it('reads an endpoint that answers one JSON body instead of a stream', async () => {
    scenario = 'whole-body';
    const res = await ask(owner, 'hello');
    expect(messageOf(res)).toMatchObject({
      answeredBy: 'model',
      content: 'Hello! I read your books.',
    });
  });

  it('answers from the books, saying why, on a timeout and on a 500', async () => {
    scenario = 'timeout';
    const slow = await ask(owner, 'what is my cash balance');
    expect(messageOf(slow)).toMatchObject({ answeredBy: 'books' });
    expect(messageOf(slow).note).toContain('did not answer in time');
    scenario = 'error';
    const failed = await ask(owner, 'what is my cash balance');
    expect(messageOf(failed).note).toContain('answered 500');
    expect(failed.body.response).toMatch(/^Cash in \d+ bank and cash accounts totalled/);
  });

  it('streams the model’s text as it is written, then the checked answer', async () => {
    const events = async (message: string) => {
      const res = await fetch(`${keel.url}/api/conversations/stream`, {
        method: 'POST',
        headers: {
          origin: keel.url,
          cookie: owner.client.cookie,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          userId: owner.userId,
          companyId: owner.companyId,
          message,
          context: '',
        }),
      });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      return (await res.text())
        .split('\n\n')
        .filter(Boolean)
        .map((block) => ({
          event: /^event: (\w+)/m.exec(block)?.[1],
          data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown>,
        }));
    };
    scenario = 'tools';
    const streamed = await events('analyze cash flow for last quarter');
    const texts = streamed.filter((e) => e.event === 'text').map((e) => String(e.data.text));
    expect(texts.length).toBeGreaterThan(1);
    const answer = streamed.at(-1);
    expect(answer?.event).toBe('answer');
    expect(answer?.data.response).toBe(texts.join(''));
    expect(answer?.data.message).toMatchObject({ answeredBy: 'model' });

    scenario = 'invent';
    const refused = await events('analyze cash flow for last quarter');
    expect(
      refused
        .filter((e) => e.event === 'text')
        .map((e) => e.data.text)
        .join(''),
    ).toContain('999,999');
    expect(refused.at(-1)?.data.message).toMatchObject({ answeredBy: 'books' });

    const bad = await owner.client.post('/api/conversations/stream', {
      userId: owner.userId,
      companyId: owner.companyId,
      message: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ message: 'Type a message' });
  });

  it('never offers payroll to a role that may not read it', async () => {
    scenario = 'chat';
    await ask(viewer, 'how much was payroll last quarter?');
    const offered = model.requests[0]?.tools?.map((t) => t.function.name) ?? [];
    expect(offered).toContain('cash_flow');
    expect(offered).not.toContain('payroll_summary');
  });

  it('reports the model online, and an owner turns it off for the company', async () => {
    const status = `/api/conversations/companies/${owner.companyId}/status`;
    expect((await owner.client.get(status)).body).toEqual({
      modelConfigured: true,
      modelName: 'fake-model',
      modelEnabled: true,
      modelReachable: true,
      mayChangeSetting: true,
      complianceAvailable: true,
    });
    const setting = `/api/conversations/companies/${owner.companyId}/setting`;
    expect((await viewer.client.request('PUT', setting, { modelEnabled: false })).status).toBe(403);
    const bad = await owner.client.request('PUT', setting, { modelEnabled: 'no' });
    expect(bad.body.fields).toEqual({ modelEnabled: 'Say true or false' });
    const off = await owner.client.request('PUT', setting, { modelEnabled: false });
    expect(off.body).toMatchObject({ modelEnabled: false, modelReachable: null });
    scenario = 'tools';
    const res = await ask(owner, 'analyze cash flow for last quarter');
    expect(messageOf(res).answeredBy).toBe('books');
    expect(model.requests).toHaveLength(0);
    await owner.client.request('PUT', setting, { modelEnabled: true });
  });
});
