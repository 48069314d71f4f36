import { readdir } from 'node:fs/promises';
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
import { trainingCatalog } from '../domain/catalog/catalog';

const NOW = '2026-11-25T09:30:00';

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

/** The right answers of a lesson of the real catalog. */
function answersOf(moduleId: string, lessonId: string): number[] {
  const lesson = trainingCatalog
    .find((m) => m.id === moduleId)
    ?.lessons.find((l) => l.id === lessonId);
  if (!lesson) throw new Error(`No lesson ${moduleId}/${lessonId}`);
  return lesson.questions.map((q) => q.answer);
}

describe('GET /api/training/modules', () => {
  it('lists the modules with their lessons and questions, never the answers', async () => {
    const listed = await ada.client.get('/api/training/modules');
    expect(listed.status).toBe(200);
    const modules = listed.body.modules as { id: string; lessons: { questions: object[] }[] }[];
    expect(modules.map((m) => m.id)).toEqual([
      'accounting-fundamentals',
      'payroll-mastery',
      'tax-optimization',
      'financial-analysis',
      'fraud-detection',
    ]);
    const question = modules[0]?.lessons[0]?.questions[0];
    expect(Object.keys(question ?? {}).sort()).toEqual(['choices', 'id', 'prompt']);
    expect((await new Client(keel.url).get('/api/training/modules')).status).toBe(401);
  });
});

describe('a lesson, started and completed', () => {
  it('records the start, checks the answers, and completes it only when they are right', async () => {
    const body = { moduleId: 'accounting-fundamentals', lessonId: 'double-entry' };
    const started = await ada.client.post('/api/training/start-lesson', {
      ...body,
      userId: ada.userId,
    });
    expect(started.status).toBe(200);
    expect(started.body.message).toBe('Your AI training session has begun!');

    const right = answersOf(body.moduleId, body.lessonId);
    const wrong = right.map((a, i) => (i === 0 ? a + 1 : a));
    const failed = await ada.client.post('/api/training/complete-lesson', {
      ...body,
      answers: wrong,
    });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({
      passed: false,
      message: expect.stringMatching(/^2 of 3 right/),
    });
    expect((failed.body.results as { correct: boolean }[]).map((r) => r.correct)).toEqual([
      false,
      true,
      true,
    ]);

    const passed = await ada.client.post('/api/training/complete-lesson', {
      ...body,
      answers: right,
    });
    expect(passed.body).toMatchObject({
      passed: true,
      message: "Great job! You've earned progress points.",
    });
    const progress = await ada.client.get('/api/training/progress');
    expect(progress.body).toMatchObject({ modulesAvailable: 5, modulesCompleted: 0 });
    expect((progress.body.modules as { moduleId: string }[])[0]).toEqual({
      moduleId: 'accounting-fundamentals',
      progress: 20,
      completed: false,
      lockedBy: [],
      startedLessons: ['double-entry'],
      completedLessons: ['double-entry'],
    });
    // Bob's training is his own.
    const bobs = await bob.client.get('/api/training/progress');
    expect((bobs.body.modules as { completedLessons: string[] }[])[0]?.completedLessons).toEqual(
      [],
    );
    expect(await readdir(join(keel.dataDir, 'records', 'training', 'learners'))).toEqual([
      `${ada.userId}.json`,
    ]);
  });
});

describe('prerequisites', () => {
  it('lock Payroll Mastery until Accounting Fundamentals is complete, and then open it', async () => {
    const locked = await bob.client.post('/api/training/start-lesson', {
      moduleId: 'payroll-mastery',
      lessonId: 'form-w4',
    });
    expect(locked.status).toBe(400);
    expect(locked.body.fields).toEqual({
      moduleId: 'Complete Accounting Fundamentals before Payroll Mastery',
    });
    const taxLocked = await bob.client.post('/api/training/start-lesson', {
      moduleId: 'tax-optimization',
      lessonId: 'deductions-and-credits',
    });
    expect(taxLocked.body.fields).toEqual({
      moduleId: 'Complete Accounting Fundamentals and Payroll Mastery before Tax Optimization',
    });
    const before = await bob.client.get('/api/training/progress');
    expect((before.body.modules as { lockedBy: string[] }[])[1]?.lockedBy).toEqual([
      'accounting-fundamentals',
    ]);

    const basics = trainingCatalog[0];
    if (!basics) throw new Error('catalog changed');
    for (const lesson of basics.lessons) {
      const body = { moduleId: basics.id, lessonId: lesson.id };
      expect((await bob.client.post('/api/training/start-lesson', body)).status).toBe(200);
      const done = await bob.client.post('/api/training/complete-lesson', {
        ...body,
        answers: answersOf(basics.id, lesson.id),
      });
      expect(done.body.passed).toBe(true);
    }
    const open = await bob.client.post('/api/training/start-lesson', {
      moduleId: 'payroll-mastery',
      lessonId: 'form-w4',
    });
    expect(open.status).toBe(200);
    expect(open.body.progress).toMatchObject({ modulesCompleted: 1 });
    const stillLocked = await bob.client.post('/api/training/start-lesson', {
      moduleId: 'tax-optimization',
      lessonId: 'deductions-and-credits',
    });
    expect(stillLocked.body.fields).toEqual({
      moduleId: 'Complete Payroll Mastery before Tax Optimization',
    });
  });
});

describe('bad input', () => {
  it('names the field and changes nothing', async () => {
    const before = (await ada.client.get('/api/training/progress')).body;
    const cases: [object, string][] = [
      [{ moduleId: 'nope', lessonId: 'x' }, 'moduleId'],
      [{ moduleId: 'accounting-fundamentals', lessonId: 'nope' }, 'lessonId'],
      [{ moduleId: 'accounting-fundamentals' }, 'lessonId'],
      [{ moduleId: 7, lessonId: 'double-entry' }, 'moduleId'],
    ];
    for (const [body, field] of cases) {
      const refused = await ada.client.post('/api/training/start-lesson', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body.fields as object)).toEqual([field]);
    }
    const notStarted = await ada.client.post('/api/training/complete-lesson', {
      moduleId: 'accounting-fundamentals',
      lessonId: 'reconciliation',
      answers: answersOf('accounting-fundamentals', 'reconciliation'),
    });
    expect(notStarted.status).toBe(400);
    expect(notStarted.body.fields).toEqual({
      lessonId: 'Start Reconciling a bank account before completing it',
    });
    const noAnswers = await ada.client.post('/api/training/complete-lesson', {
      moduleId: 'accounting-fundamentals',
      lessonId: 'double-entry',
      answers: 'all',
    });
    expect(Object.keys(noAnswers.body.fields as object)).toEqual(['answers']);
    expect((await ada.client.get('/api/training/progress')).body).toEqual(before);
  });

  it("refuses to record someone else's training", async () => {
    const refused = await ada.client.post('/api/training/start-lesson', {
      userId: bob.userId,
      moduleId: 'payroll-mastery',
      lessonId: 'withholding',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ userId: 'This is not your user id' });
    const bobs = await bob.client.get('/api/training/progress');
    expect((bobs.body.modules as { startedLessons: string[] }[])[1]?.startedLessons).not.toContain(
      'withholding',
    );
  });
});
