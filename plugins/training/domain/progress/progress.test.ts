import { describe, expect, it } from 'vitest';
import type { Lesson, TrainingModule } from '../catalog/schema';
import { completeLesson, completeSimulation, startLesson, STUDY_TIME_CAP_FACTOR } from './progress';
import { noProgress } from './schema';
import { summarizeProgress } from './summary';

const lesson = (id: string, answer: number) => ({
  id,
  title: `Lesson ${id}`,
  type: 'interactive' as const,
  durationMinutes: 10,
  content: ['Text.'],
  screen: { path: '/bookkeeping', label: 'AI Bookkeeping' },
  questions: [
    { id: 'q1', prompt: 'Which?', choices: ['a', 'b', 'c'], answer, explanation: 'Because.' },
  ],
});
const module = (id: string, prerequisites: string[], lessons: Lesson[]) =>
  ({
    id,
    title: id.toUpperCase(),
    description: 'Module.',
    category: 'Accounting',
    difficulty: 'beginner',
    durationMinutes: lessons.length * 10,
    certification: true,
    prerequisites,
    lessons,
  }) satisfies TrainingModule;

const catalog = [
  module('basics', [], [lesson('one', 1), lesson('two', 2)]),
  module('more', ['basics'], [lesson('three', 0)]),
];
const T0 = '2026-11-25T10:00:00.000Z';
const T20 = '2026-11-25T10:20:00.000Z';

function passed(moduleId: string, lessonId: string, answer: number, progress = noProgress) {
  const started = startLesson(catalog, progress, moduleId, lessonId, T0);
  if (!started.ok) throw new Error(started.message);
  const done = completeLesson(catalog, started.progress, moduleId, lessonId, [answer], T20);
  if (!done.ok || !done.passed) throw new Error('did not pass');
  return done.progress;
}

describe('prerequisites', () => {
  it('lock a module until every one is complete, naming them', () => {
    expect(startLesson(catalog, noProgress, 'more', 'three', T0)).toEqual({
      ok: false,
      field: 'moduleId',
      message: 'Complete BASICS before MORE',
    });
    const half = passed('basics', 'one', 1);
    expect(startLesson(catalog, half, 'more', 'three', T0).ok).toBe(false);
    const whole = passed('basics', 'two', 2, half);
    expect(startLesson(catalog, whole, 'more', 'three', T0).ok).toBe(true);
  });

  it('are checked again on completion', () => {
    const sneaked = {
      modules: { more: { three: { startedAt: T0, completedAt: null, secondsSpent: 0 } } },
    };
    expect(completeLesson(catalog, sneaked, 'more', 'three', [0], T20)).toMatchObject({
      ok: false,
      field: 'moduleId',
    });
  });
});

describe('completeLesson', () => {
  it('passes only with every answer right, explaining each, and counts the time spent', () => {
    const started = startLesson(catalog, noProgress, 'basics', 'one', T0);
    if (!started.ok) throw new Error('not started');
    const wrong = completeLesson(catalog, started.progress, 'basics', 'one', [0], T20);
    expect(wrong).toEqual({
      ok: true,
      passed: false,
      results: [{ questionId: 'q1', correct: false, answer: 1, explanation: 'Because.' }],
      progress: started.progress,
    });
    const right = completeLesson(catalog, started.progress, 'basics', 'one', [1], T20);
    expect(right.ok && right.passed).toBe(true);
    expect(right.ok && right.progress.modules.basics?.one).toEqual({
      startedAt: T0,
      completedAt: T20,
      secondsSpent: 20 * 60,
    });
  });

  it('refuses a lesson not started, an unknown module or lesson, and a wrong number of answers', () => {
    expect(completeLesson(catalog, noProgress, 'basics', 'one', [1], T20)).toMatchObject({
      ok: false,
      field: 'lessonId',
      message: 'Start Lesson one before completing it',
    });
    expect(startLesson(catalog, noProgress, 'nope', 'one', T0)).toMatchObject({
      field: 'moduleId',
      message: 'There is no module nope',
    });
    expect(startLesson(catalog, noProgress, 'basics', 'nope', T0)).toMatchObject({
      field: 'lessonId',
      message: 'BASICS has no lesson nope',
    });
    const started = startLesson(catalog, noProgress, 'basics', 'one', T0);
    if (!started.ok) throw new Error('not started');
    expect(completeLesson(catalog, started.progress, 'basics', 'one', [], T20)).toMatchObject({
      field: 'answers',
    });
  });

  it('caps the time of a lesson left open', () => {
    const started = startLesson(catalog, noProgress, 'basics', 'one', T0);
    if (!started.ok) throw new Error('not started');
    const nextDay = completeLesson(
      catalog,
      started.progress,
      'basics',
      'one',
      [1],
      '2026-11-26T10:00:00.000Z',
    );
    expect(nextDay.ok && nextDay.progress.modules.basics?.one?.secondsSpent).toBe(
      10 * 60 * STUDY_TIME_CAP_FACTOR,
    );
  });

  it('keeps the first start and the first pass', () => {
    const done = passed('basics', 'one', 1);
    const again = startLesson(catalog, done, 'basics', 'one', T20);
    expect(again.ok && again.progress).toBe(done);
    const repeat = completeLesson(catalog, done, 'basics', 'one', [1], '2026-11-25T11:00:00.000Z');
    expect(repeat.ok && repeat.progress).toBe(done);
  });

  it("reads no inherited key as a module's or lesson's progress", () => {
    expect(startLesson(catalog, noProgress, '__proto__', 'one', T0)).toMatchObject({
      ok: false,
      field: 'moduleId',
    });
    expect(startLesson(catalog, noProgress, 'basics', 'constructor', T0)).toMatchObject({
      ok: false,
      field: 'lessonId',
    });
  });
});

describe('summarizeProgress', () => {
  const none = { attempts: 0, bestScore: null, passed: false, open: false };
  it('counts completed modules, study hours and each module’s standing', () => {
    const progress = passed('basics', 'two', 2, passed('basics', 'one', 1));
    expect(summarizeProgress(catalog, progress)).toEqual({
      modulesAvailable: 2,
      modulesCompleted: 1,
      studyHours: 0.7,
      modules: [
        {
          moduleId: 'basics',
          progress: 100,
          completed: true,
          lockedBy: [],
          startedLessons: ['one', 'two'],
          completedLessons: ['one', 'two'],
          assessment: none,
        },
        {
          moduleId: 'more',
          progress: 0,
          completed: false,
          lockedBy: [],
          startedLessons: [],
          completedLessons: [],
          assessment: none,
        },
      ],
      certificates: [],
    });
    expect(summarizeProgress(catalog, noProgress).modules[1]?.lockedBy).toEqual(['basics']);
  });
});

describe('a simulation lesson', () => {
  const simulation: Lesson = {
    ...lesson('practice', 0),
    type: 'simulation',
    questions: [],
    task: 'post-entry',
  };
  const sims = [module('sims', [], [simulation])];
  const started = startLesson(sims, noProgress, 'sims', 'practice', T0);
  if (!started.ok) throw new Error(started.message);
  const done = { done: true, message: 'Entry posted.' };

  it('completes when its task is done in the sandbox, with the time since its start', () => {
    const result = completeSimulation(sims, started.progress, 'sims', 'practice', done, T20);
    expect(result).toMatchObject({ ok: true, passed: true });
    if (!result.ok) throw new Error(result.message);
    expect(result.progress.modules.sims?.practice).toEqual({
      startedAt: T0,
      completedAt: T20,
      secondsSpent: 1200,
    });
  });

  it('stays open while the task is not done, and is never passed by empty answers', () => {
    const notDone = { done: false, message: 'No new entry.' };
    expect(completeSimulation(sims, started.progress, 'sims', 'practice', notDone, T20)).toEqual({
      ok: true,
      passed: false,
      progress: started.progress,
    });
    expect(completeLesson(sims, started.progress, 'sims', 'practice', [], T20)).toEqual({
      ok: false,
      field: 'lessonId',
      message: 'Lesson practice is done in your training sandbox: check its task',
    });
  });

  it('must be started first, and is no way to pass an interactive lesson', () => {
    expect(completeSimulation(sims, noProgress, 'sims', 'practice', done, T20)).toMatchObject({
      ok: false,
      field: 'lessonId',
    });
    expect(completeSimulation(catalog, noProgress, 'basics', 'one', done, T20)).toEqual({
      ok: false,
      field: 'lessonId',
      message: 'Lesson one has questions: answer them',
    });
  });
});
