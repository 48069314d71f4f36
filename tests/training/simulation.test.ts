import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from 'tinybase';
import * as Y from 'yjs';
import { bindStoreToDoc, fixedClock } from '@keel/core/domain';
import { trainingCatalog } from '@keel/plugin-training/domain/catalog/catalog';
import { entriesSchema, ledgerAccountSchema } from '@keel/plugin-bookkeeping/domain/public';
import {
  connect,
  signUpUser,
  startKeel,
  synced,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';

// Issue 19: a simulation lesson is a task done in the learner's own sandbox company (a copy of the
// demo), checked from that company's books; nobody checks a task against another's sandbox.
const pluginsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'plugins');
const NOW = '2026-11-25T09:30:00';
const lesson = { moduleId: 'financial-analysis', lessonId: 'reading-the-pl' };

let keel: TestKeel;
let ada: TestUser;
let bob: TestUser;
let adaSandbox: string;
let bobSandbox: string;

interface Sandbox {
  companyId: string;
  name: string;
}

beforeAll(async () => {
  keel = await startKeel({ pluginsDir, clock: fixedClock(NOW) });
  ada = await signUpUser(keel.url, 'Ada', 'Ada Ltd');
  bob = await signUpUser(keel.url, 'Bob', 'Bob Ltd');
});
afterAll(() => keel.close());

const check = (user: TestUser, companyId?: string) =>
  user.client.post('/api/training/complete-lesson', { ...lesson, companyId });

/**
 * Categorizes a bank line waiting in the sandbox (an entry against Uncategorized Expense) as a
 * browser does: the line's account set in the company's synced document, as the learner.
 */
async function categorizeOneLine(user: TestUser, companyId: string): Promise<string> {
  const ledger = (read: string) =>
    user.client
      .get(`/api/companies/${companyId}/ledger/${read}`)
      .then((res) => res.body as unknown);
  const accounts = async (role: string) =>
    ledgerAccountSchema.array().parse(await ledger(`accounts?role=${role}`));
  const entries = async () => entriesSchema.parse(await ledger('entries'));
  const [waiting] = await accounts('uncategorized-expense');
  const supplies = (await accounts('expense')).find(
    (account) => !account.roles.includes('cost-of-goods-sold'),
  );
  const pending = (await entries()).find((e) => e.lines.some((l) => l.accountId === waiting?.id));
  if (!pending || !supplies) throw new Error('The demo has no line waiting, or no expense account');
  const doc = new Y.Doc();
  const books = createStore();
  bindStoreToDoc(books, doc, 'bookkeeping', ['transactions']);
  const browser = connect(keel.wsUrl, companyId, user.client.cookie, doc);
  await synced(browser);
  const record = JSON.parse(String(books.getCell('transactions', pending.id, 'record'))) as object;
  books.setCell(
    'transactions',
    pending.id,
    'record',
    JSON.stringify({ ...record, accountId: supplies.id }),
  );
  const categorized = async () =>
    (await entries()).some(
      (e) => e.id === pending.id && e.lines.every((l) => l.accountId !== waiting?.id),
    );
  for (let tries = 0; !(await categorized()); tries += 1) {
    if (tries > 100) throw new Error('The categorized line never reached the ledger');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  browser.destroy();
  return pending.memo;
}

describe('a simulation lesson in a sandbox company', () => {
  it('makes the learner a sandbox of their own, filled like the demo, on the first start', async () => {
    const started = await ada.client.post('/api/training/start-lesson', lesson);
    expect(started.status).toBe(200);
    const sandbox = started.body.sandbox as Sandbox;
    expect(sandbox.name).toBe('Training sandbox — Ada Tester');
    expect(sandbox.companyId).not.toBe(ada.companyId);
    adaSandbox = sandbox.companyId;
    const companies = await ada.client.get(`/api/user/${ada.userId}/companies`);
    expect(companies.body.companies).toContainEqual(
      expect.objectContaining({ id: adaSandbox, role: 'owner' }),
    );
    // The demo company's history, through the same seeding as a first start.
    const entries = await ada.client.get(`/api/companies/${adaSandbox}/ledger/entries`);
    expect(entriesSchema.parse(entries.body).length).toBeGreaterThan(500);
    const own = await ada.client.get(`/api/companies/${ada.companyId}/ledger/entries`);
    expect(own.body).toEqual([]);
    // Starting again keeps the same sandbox.
    const again = await ada.client.post('/api/training/start-lesson', lesson);
    expect(again.body.sandbox).toEqual(sandbox);
  });

  it('does not pass until the task is done in the sandbox, then passes', async () => {
    const notYet = await check(ada, adaSandbox);
    expect(notYet.status).toBe(200);
    expect(notYet.body).toMatchObject({
      passed: false,
      results: [],
      task: { done: false, message: expect.stringMatching(/bank lines waiting in the sandbox/) },
    });
    const description = await categorizeOneLine(ada, adaSandbox);
    const done = await check(ada, adaSandbox);
    expect(done.body).toMatchObject({
      passed: true,
      message: "Great job! You've earned progress points.",
      task: { done: true, message: `Bank line categorized: ${description}.` },
    });
    const { modules } = done.body.progress as {
      modules: { moduleId: string; completedLessons: string[] }[];
    };
    expect(modules.find((m) => m.moduleId === 'financial-analysis')?.completedLessons).toEqual([
      'reading-the-pl',
    ]);
  });

  it("refuses to check a task anywhere but the learner's own sandbox, naming companyId", async () => {
    const started = await bob.client.post('/api/training/start-lesson', lesson);
    bobSandbox = (started.body.sandbox as Sandbox).companyId;
    expect(bobSandbox).not.toBe(adaSandbox);
    const before = (await bob.client.get('/api/training/progress')).body;
    for (const [companyId, message] of [
      [undefined, 'Name your training sandbox'],
      [adaSandbox, 'This is not your training sandbox'],
      [bob.companyId, 'This is not your training sandbox'],
    ] as const) {
      const refused = await check(bob, companyId);
      expect(refused.status, String(companyId)).toBe(400);
      expect(refused.body.fields).toEqual({ companyId: message });
    }
    const elsewhere = await bob.client.post('/api/training/start-lesson', {
      ...lesson,
      companyId: adaSandbox,
    });
    expect(elsewhere.body.fields).toEqual({ companyId: 'This is not your training sandbox' });
    const malformed = await check(bob, '../x');
    expect(Object.keys(malformed.body.fields as object)).toEqual(['companyId']);
    expect((await bob.client.get('/api/training/progress')).body).toEqual(before);
    // Ada's categorized line is in her sandbox only.
    expect((await check(bob, bobSandbox)).body).toMatchObject({ passed: false });
  });

  it('passes posting an entry once a new entry is in the sandbox’s books', async () => {
    for (const basic of trainingCatalog[0]?.lessons ?? []) {
      const body = { moduleId: 'accounting-fundamentals', lessonId: basic.id };
      await ada.client.post('/api/training/start-lesson', body);
      const answers = basic.questions.map((q) => q.answer);
      const passed = await ada.client.post('/api/training/complete-lesson', { ...body, answers });
      expect(passed.body.passed).toBe(true);
    }
    const deposit = { moduleId: 'payroll-mastery', lessonId: 'deposits' };
    const started = await ada.client.post('/api/training/start-lesson', deposit);
    expect(started.body.sandbox).toMatchObject({ companyId: adaSandbox });
    const check = () =>
      ada.client.post('/api/training/complete-lesson', { ...deposit, companyId: adaSandbox });
    expect((await check()).body).toMatchObject({ passed: false, task: { done: false } });

    // A new line in Transactions, as the Add Transaction form writes it, as the learner.
    const doc = new Y.Doc();
    const books = createStore();
    bindStoreToDoc(books, doc, 'bookkeeping', ['transactions']);
    const browser = connect(keel.wsUrl, adaSandbox, ada.client.cookie, doc);
    await synced(browser);
    const [someId] = books.getRowIds('transactions');
    const some = JSON.parse(
      String(books.getCell('transactions', someId ?? '', 'record')),
    ) as object;
    books.setCell(
      'transactions',
      'payroll-tax-deposit',
      'record',
      JSON.stringify({
        ...some,
        date: '2026-11-25',
        description: 'Payroll tax deposit',
        amount: -120_000,
        accountId: 'payroll-liabilities',
        reference: '',
        reconciliationId: '',
        source: 'manual',
        externalId: '',
      }),
    );
    let answer = (await check()).body;
    for (let tries = 0; !answer.passed && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = (await check()).body;
    }
    browser.destroy();
    expect(answer).toMatchObject({
      passed: true,
      task: { done: true, message: 'Entry posted: Payroll tax deposit, dated 2026-11-25.' },
    });
  });
});
