import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TrainingModule } from '../catalog/schema';
import { completeLesson, startLesson } from '../progress/progress';
import { noProgress, type LearnerProgress } from '../progress/schema';
import { summarizeProgress } from '../progress/summary';
import {
  attemptQuestions,
  draw,
  reachesPassMark,
  startAttempt,
  submitAttempt,
  type RandomIndex,
} from './assessment';
import { trainingCatalog } from '../catalog/catalog';
import { questionBank } from './bank';
import { finalQuestions } from './finalQuestions';
import { noAssessments, QUESTIONS_PER_ATTEMPT, type LearnerAssessments } from './schema';

/** A lesson of `count` questions whose right answer is choice 1. */
const lesson = (id: string, count: number) => ({
  id,
  title: `Lesson ${id}`,
  type: 'interactive' as const,
  durationMinutes: 10,
  content: ['Text.'],
  screen: { path: '/bookkeeping', label: 'AI Bookkeeping' },
  questions: Array.from({ length: count }, (_, i) => ({
    id: `q${i}`,
    prompt: `Question ${i}?`,
    choices: ['a', 'b', 'c'],
    answer: 1,
    explanation: 'Because.',
  })),
});
const catalog: TrainingModule[] = [
  {
    id: 'basics',
    title: 'Basics',
    description: 'Module.',
    category: 'Accounting',
    difficulty: 'beginner',
    durationMinutes: 20,
    certification: true,
    prerequisites: [],
    lessons: [lesson('one', 6), lesson('two', 6)],
  },
];
const T0 = '2026-11-25T10:00:00.000Z';
const T1 = '2026-11-25T10:30:00.000Z';
const first: RandomIndex = () => 0;

/** Progress with every lesson of `basics` passed. */
function lessonsDone(): LearnerProgress {
  let progress = noProgress;
  for (const { id } of catalog[0]?.lessons ?? []) {
    const started = startLesson(catalog, progress, 'basics', id, T0);
    if (!started.ok) throw new Error(started.message);
    const done = completeLesson(catalog, started.progress, 'basics', id, Array(6).fill(1), T0);
    if (!done.ok) throw new Error(done.message);
    progress = done.progress;
  }
  return progress;
}

function started(assessments: LearnerAssessments = noAssessments, id = 'a1') {
  const result = startAttempt(catalog, lessonsDone(), assessments, 'basics', id, T0, first);
  if (!result.ok) throw new Error(result.message);
  return result;
}

/** Answers with `right` right answers first and the rest wrong. */
const answers = (right: number) =>
  Array.from({ length: QUESTIONS_PER_ATTEMPT }, (_, i) => (i < right ? 1 : 0));

describe('the question bank', () => {
  it("holds every lesson's questions under ids unique in the module", () => {
    const bank = questionBank(catalog[0] as TrainingModule);
    expect(bank).toHaveLength(12);
    expect(new Set(bank.map((q) => q.id)).size).toBe(12);
    expect(bank[7]?.id).toBe('two.q1');
  });
});

describe("the real catalog's banks", () => {
  it('hold every module’s lesson questions and its final questions, enough for a paper', () => {
    for (const module of trainingCatalog) {
      const bank = questionBank(module);
      const finals = finalQuestions[module.id] ?? [];
      expect(finals.length, module.id).toBeGreaterThanOrEqual(5);
      expect(bank.filter((q) => q.id.startsWith('final:'))).toHaveLength(finals.length);
      expect(new Set(bank.map((q) => q.id)).size, module.id).toBe(bank.length);
      expect(bank.length, module.id).toBeGreaterThanOrEqual(2 * QUESTIONS_PER_ATTEMPT - 3);
    }
  });

  it('ask no final question in a lesson', () => {
    const lessonPrompts = new Set(
      trainingCatalog.flatMap((m) => m.lessons.flatMap((l) => l.questions.map((q) => q.prompt))),
    );
    for (const questions of Object.values(finalQuestions))
      for (const q of questions) expect(lessonPrompts.has(q.prompt), q.prompt).toBe(false);
  });
});

describe('draw', () => {
  it('draws distinct items of the pool, as many as asked or all there are', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { maxLength: 30 }),
        fc.nat(40),
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (pool, count, stream) => {
          const random: RandomIndex = (n) => Math.floor((stream.next().value as number) * n);
          const drawn = draw(pool, count, random);
          expect(drawn).toHaveLength(Math.min(count, pool.length));
          expect(new Set(drawn).size).toBe(drawn.length);
          for (const item of drawn) expect(pool).toContain(item);
        },
      ),
    );
  });
});

describe('the pass mark', () => {
  it('is 70%: 7 of 10 passes, 6 of 10 does not', () => {
    expect(reachesPassMark(7, 10)).toBe(true);
    expect(reachesPassMark(6, 10)).toBe(false);
    expect(reachesPassMark(0, 0)).toBe(false);
  });

  it('agrees with the percentage for every score', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(200), (asked, r) => {
        const right = r % (asked + 1);
        expect(reachesPassMark(right, asked)).toBe(right / asked >= 0.7);
      }),
    );
  });
});

describe('an attempt', () => {
  it('is refused until every lesson of the module has passed', () => {
    expect(startAttempt(catalog, noProgress, noAssessments, 'basics', 'a1', T0, first)).toEqual({
      ok: false,
      field: 'moduleId',
      message: 'Complete every lesson of Basics before its assessment',
    });
    expect(
      startAttempt(catalog, lessonsDone(), noAssessments, 'nope', 'a1', T0, first),
    ).toMatchObject({ ok: false, field: 'moduleId' });
  });

  it('draws ten questions of the bank, and the same ones again until submitted', () => {
    const { attempt, assessments } = started();
    expect(attempt.questionIds).toHaveLength(QUESTIONS_PER_ATTEMPT);
    const again = started(assessments, 'a2');
    expect(again.attempt).toEqual(attempt);
    expect(again.assessments).toBe(assessments);
  });

  it('fails below the pass mark, lets a new attempt be drawn, and passes at it with a certificate', () => {
    const { assessments } = started();
    const failed = submitAttempt(
      catalog,
      lessonsDone(),
      assessments,
      'basics',
      'a1',
      answers(6),
      T1,
      'KEEL-AAAA-AAAA-AAAA',
    );
    if (!failed.ok) throw new Error(failed.message);
    expect(failed).toMatchObject({ passed: false, right: 6, asked: 10 });
    expect(failed.assessments.modules.basics?.certificateCode).toBeNull();

    const resubmitted = submitAttempt(
      catalog,
      lessonsDone(),
      failed.assessments,
      'basics',
      'a1',
      answers(10),
      T1,
      'KEEL-AAAA-AAAA-AAAA',
    );
    expect(resubmitted).toMatchObject({ ok: false, field: 'attemptId' });

    const retake = started(failed.assessments, 'a2');
    expect(retake.attempt.id).toBe('a2');
    const passed = submitAttempt(
      catalog,
      lessonsDone(),
      retake.assessments,
      'basics',
      'a2',
      answers(7),
      T1,
      'KEEL-BBBB-BBBB-BBBB',
    );
    if (!passed.ok) throw new Error(passed.message);
    expect(passed).toMatchObject({ passed: true, right: 7 });
    expect(passed.correct).toEqual([true, true, true, true, true, true, true, false, false, false]);

    const summary = summarizeProgress(catalog, lessonsDone(), passed.assessments);
    expect(summary.modules[0]?.assessment).toEqual({
      attempts: 2,
      bestScore: 70,
      passed: true,
      open: false,
    });
    expect(summary.certificates).toEqual([
      {
        code: 'KEEL-BBBB-BBBB-BBBB',
        moduleId: 'basics',
        moduleTitle: 'Basics',
        issuedOn: '2026-11-25',
        scorePercent: 70,
      },
    ]);
    expect(
      startAttempt(catalog, lessonsDone(), passed.assessments, 'basics', 'a3', T1, first),
    ).toEqual({
      ok: false,
      field: 'moduleId',
      message: 'You have passed Basics: your certificate is KEEL-BBBB-BBBB-BBBB',
    });
  });

  it('refuses a wrong number of answers or an unknown attempt, changing nothing', () => {
    const { assessments } = started();
    expect(
      submitAttempt(
        catalog,
        lessonsDone(),
        assessments,
        'basics',
        'a1',
        [1, 1],
        T1,
        'KEEL-AAAA-AAAA-AAAA',
      ),
    ).toMatchObject({ ok: false, field: 'answers' });
    expect(
      submitAttempt(
        catalog,
        lessonsDone(),
        assessments,
        'basics',
        'zz',
        answers(10),
        T1,
        'KEEL-AAAA-AAAA-AAAA',
      ),
    ).toMatchObject({ ok: false, field: 'attemptId' });
  });

  it('asks the drawn questions in the order drawn', () => {
    const { module, attempt } = started();
    expect(attemptQuestions(module, attempt).map((q) => q.id)).toEqual(attempt.questionIds);
  });
});
