import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import {
  Client,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { questionBank } from '../domain/assessment/bank';
import { finalQuestions } from '../domain/assessment/finalQuestions';
import { trainingCatalog } from '../domain/catalog/catalog';
import { CERTIFICATE_CODE } from '../domain/certificates/code';

const NOW = '2026-11-25T09:30:00';
const BASICS = 'accounting-fundamentals';

let keel: TestKeel;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, '..', '..'),
    clock: fixedClock(NOW),
  });
  ada = await signUpUser(keel.url, 'Ada', 'Ada Ltd');
  bob = await signUpUser(keel.url, 'Bob', 'Bob Ltd');
});
afterAll(() => keel.close());

const module = (id: string) => {
  const found = trainingCatalog.find((m) => m.id === id);
  if (!found) throw new Error(`No module ${id}`);
  return found;
};

/** Passes every lesson of a module as `user`. */
async function passLessons(user: TestUser, moduleId: string) {
  for (const lesson of module(moduleId).lessons) {
    const body = { moduleId, lessonId: lesson.id };
    expect((await user.client.post('/api/training/start-lesson', body)).status).toBe(200);
    const done = await user.client.post('/api/training/complete-lesson', {
      ...body,
      answers: lesson.questions.map((q) => q.answer),
    });
    expect(done.body.passed).toBe(true);
  }
}

/** The right answer of each bank question, by bank id. */
const rightAnswers = new Map(questionBank(module(BASICS)).map((q) => [q.id, q.question.answer]));

interface Paper {
  attemptId: string;
  questions: { id: string; choices: string[] }[];
}

async function startPaper(user: TestUser, moduleId = BASICS) {
  return user.client.post(`/api/training/assessments/${moduleId}/attempts`);
}

async function files(...dir: string[]): Promise<string[]> {
  return readdir(join(keel.dataDir, 'records', 'training', ...dir)).catch(() => []);
}

describe('a module assessment', () => {
  it('opens only once every lesson of the module has passed', async () => {
    const early = await startPaper(ada);
    expect(early.status).toBe(400);
    expect(early.body.fields).toEqual({
      moduleId: 'Complete every lesson of Accounting Fundamentals before its assessment',
    });
    const locked = await startPaper(ada, 'payroll-mastery');
    expect(locked.body.fields).toEqual({
      moduleId: 'Complete Accounting Fundamentals before Payroll Mastery',
    });
    const unknown = await startPaper(ada, 'nope');
    expect(unknown.body.fields).toEqual({ moduleId: 'There is no module nope' });
    expect(await files('assessments')).toEqual([]);
    expect(
      (await new Client(keel.url).post(`/api/training/assessments/${BASICS}/attempts`)).status,
    ).toBe(401);
  });

  it('draws ten questions from the bank and sends no answer before submission', async () => {
    await passLessons(ada, BASICS);
    const paper = await startPaper(ada);
    expect(paper.status).toBe(200);
    const { attemptId, questions } = paper.body as unknown as Paper;
    expect(paper.body.passMark).toBe(70);
    expect(questions).toHaveLength(10);
    for (const q of questions) {
      expect(Object.keys(q).sort()).toEqual(['choices', 'id', 'prompt']);
      expect(rightAnswers.has(q.id)).toBe(true);
    }
    expect(new Set(questions.map((q) => q.id)).size).toBe(10);
    // The final questions are sent only in a paper, never with the lessons.
    const listed = JSON.stringify((await ada.client.get('/api/training/modules')).body);
    for (const final of finalQuestions[BASICS] ?? []) expect(listed).not.toContain(final.prompt);
    // Asking again answers the same paper, so a reload does not redraw it.
    expect((await startPaper(ada)).body.attemptId).toBe(attemptId);
  });

  it('fails below 70%, allows a retake on a new paper, and issues a certificate on a pass', async () => {
    const first = (await startPaper(ada)).body as unknown as Paper;
    const wrong = first.questions.map(
      (q) => ((rightAnswers.get(q.id) ?? 0) + 1) % q.choices.length,
    );
    const failed = await ada.client.post(`/api/training/assessments/${BASICS}`, {
      attemptId: first.attemptId,
      answers: wrong,
    });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({
      passed: false,
      right: 0,
      asked: 10,
      scorePercent: 0,
      certificate: null,
      message: '0%: the pass mark is 70%. Review the lessons and take the assessment again.',
    });
    expect(JSON.stringify(failed.body)).not.toMatch(/"answer"|explanation/);
    expect(await files('certificates')).toEqual([]);

    const again = await ada.client.post(`/api/training/assessments/${BASICS}`, {
      attemptId: first.attemptId,
      answers: wrong,
    });
    expect(again.body.fields).toEqual({
      attemptId: 'This attempt was submitted already; start a new one',
    });

    const retake = (await startPaper(ada)).body as unknown as Paper;
    expect(retake.attemptId).not.toBe(first.attemptId);
    // Seven right and three wrong: exactly the pass mark.
    const answers = retake.questions.map((q, i) => {
      const right = rightAnswers.get(q.id) ?? 0;
      return i < 7 ? right : (right + 1) % q.choices.length;
    });
    const passed = await ada.client.post(`/api/training/assessments/${BASICS}`, {
      attemptId: retake.attemptId,
      answers,
    });
    expect(passed.body).toMatchObject({
      passed: true,
      right: 7,
      scorePercent: 70,
      message: 'You passed Accounting Fundamentals with 70%. Your certificate is ready.',
    });
    const certificate = passed.body.certificate as { code: string };
    expect(certificate).toEqual({
      code: expect.stringMatching(CERTIFICATE_CODE),
      moduleId: BASICS,
      moduleTitle: 'Accounting Fundamentals',
      issuedOn: '2026-11-25',
      scorePercent: 70,
    });
    const progress = await ada.client.get('/api/training/progress');
    expect(progress.body.certificates).toEqual([certificate]);
    expect((progress.body.modules as { assessment: object }[])[0]?.assessment).toEqual({
      attempts: 2,
      bestScore: 70,
      passed: true,
      open: false,
    });
    expect(await files('certificates')).toEqual([`${certificate.code}.json`]);
    // Passed: no further attempt.
    expect((await startPaper(ada)).body.fields).toEqual({
      moduleId: `You have passed Accounting Fundamentals: your certificate is ${certificate.code}`,
    });
    // Bob's training is his own: nothing of Ada's shows in his progress.
    const bobs = await bob.client.get('/api/training/progress');
    expect(bobs.body.certificates).toEqual([]);
  });

  it('refuses bad submissions naming the field, and writes nothing', async () => {
    await passLessons(bob, BASICS);
    const paper = (await startPaper(bob)).body as unknown as Paper;
    const before = (await bob.client.get('/api/training/progress')).body;
    const cases: [object, string][] = [
      [{ attemptId: paper.attemptId, answers: [0, 1] }, 'answers'],
      [{ attemptId: paper.attemptId, answers: 'all' }, 'answers'],
      [{ attemptId: 'someone-elses', answers: Array(10).fill(0) }, 'attemptId'],
      [{ answers: Array(10).fill(0) }, 'attemptId'],
    ];
    for (const [body, field] of cases) {
      const refused = await bob.client.post(`/api/training/assessments/${BASICS}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body.fields as object)).toEqual([field]);
    }
    expect((await bob.client.get('/api/training/progress')).body).toEqual(before);
  });
});

describe('one paper submitted twice at once', () => {
  it('is graded once and issues one certificate', async () => {
    const carol = await signUpUser(keel.url, 'Carol', 'Carol Ltd');
    await passLessons(carol, BASICS);
    const [a, b] = await Promise.all([startPaper(carol), startPaper(carol)]);
    expect(a.body.attemptId).toBe(b.body.attemptId);
    const paper = a.body as unknown as Paper;
    const answers = paper.questions.map((q) => rightAnswers.get(q.id) ?? 0);
    const before = (await files('certificates')).length;
    const results = await Promise.all(
      [1, 2].map(() =>
        carol.client.post(`/api/training/assessments/${BASICS}`, {
          attemptId: paper.attemptId,
          answers,
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await files('certificates')).length).toBe(before + 1);
    const progress = await carol.client.get('/api/training/progress');
    expect(progress.body.certificates).toHaveLength(1);
  });
});

describe('certificates', () => {
  async function adasCode(): Promise<string> {
    const progress = await ada.client.get('/api/training/progress');
    const [held] = progress.body.certificates as { code: string }[];
    if (!held) throw new Error('Ada holds no certificate');
    return held.code;
  }

  it('are verified by anyone signed out, stating only name, module, date and validity', async () => {
    const code = await adasCode();
    const stranger = new Client(keel.url);
    const verified = await stranger.get(`/api/training/certificates/${code}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      valid: true,
      code,
      name: 'Ada Tester',
      module: 'Accounting Fundamentals',
      date: '2026-11-25',
    });
    expect(JSON.stringify(verified.body)).not.toContain(ada.userId);
    expect(verified.headers.get('set-cookie')).toBeNull();
    const typed = await stranger.get(`/api/training/certificates/${code.toLowerCase()}`);
    expect(typed.body).toEqual(verified.body);
  });

  it('answer a code no certificate has, and a malformed one, clearly', async () => {
    const stranger = new Client(keel.url);
    const unknown = await stranger.get('/api/training/certificates/KEEL-0000-0000-0000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      valid: false,
      code: 'KEEL-0000-0000-0000',
      message: 'No Keel certificate has the code KEEL-0000-0000-0000',
    });
    for (const bad of ['hello', '__proto__', 'KEEL-ABCD', '..%2F..%2Fsecrets']) {
      const malformed = await stranger.get(`/api/training/certificates/${bad}`);
      expect(malformed.status, bad).toBe(400);
      expect(malformed.body.fields).toEqual({
        code: 'A verification code looks like KEEL-XXXX-XXXX-XXXX',
      });
    }
  });

  it('download as a PDF for their holder only, with the name, module, date and code', async () => {
    const code = await adasCode();
    const pdfOf = (cookie?: string) =>
      fetch(`${keel.url}/api/training/certificates/${code}/pdf`, {
        headers: { origin: keel.url, ...(cookie ? { cookie } : {}) },
      });
    const mine = await pdfOf(ada.client.cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('content-disposition')).toBe(
      `attachment; filename="keel-certificate-${code}.pdf"`,
    );
    const bytes = Buffer.from(await mine.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(join(tmpdir(), 'keel-certificate-'));
    writeFileSync(join(dir, 'certificate.pdf'), bytes);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'certificate.pdf'), '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain('Ada Tester');
    expect(text).toContain('Accounting Fundamentals');
    expect(text).toContain('November 25, 2026');
    expect(text).toContain(`Verification code: ${code}`);
    expect(text).toContain(`/verify/${code}`);

    expect((await pdfOf(bob.client.cookie)).status).toBe(404);
    expect((await pdfOf()).status).toBe(401);
  });
});
