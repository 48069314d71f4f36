import { describe, expect, it } from 'vitest';
import { trainingCatalog } from './catalog';
import { catalogSchema } from './schema';

describe('the training catalog', () => {
  it('has the five modules of spec 000 §3, with their minutes, lesson counts and prerequisites', () => {
    expect(
      trainingCatalog.map((m) => [m.id, m.durationMinutes, m.lessons.length, m.prerequisites]),
    ).toEqual([
      ['accounting-fundamentals', 180, 5, []],
      ['payroll-mastery', 240, 6, ['accounting-fundamentals']],
      ['tax-optimization', 200, 5, ['accounting-fundamentals', 'payroll-mastery']],
      ['financial-analysis', 160, 4, []],
      ['fraud-detection', 120, 4, []],
    ]);
    expect(trainingCatalog.every((m) => m.certification)).toBe(true);
  });

  it('refuses a catalog whose prerequisite is not an earlier module, or whose answer is no choice', () => {
    const [basics, payroll] = trainingCatalog;
    if (!basics || !payroll) throw new Error('catalog changed');
    expect(catalogSchema.safeParse([payroll, basics]).success).toBe(false);
    const lesson = basics.lessons[0];
    if (!lesson) throw new Error('catalog changed');
    const badAnswer = {
      ...basics,
      lessons: [
        {
          ...lesson,
          questions: lesson.questions.map((q) => ({ ...q, answer: q.choices.length })),
        },
        ...basics.lessons.slice(1),
      ],
    };
    const parsed = catalogSchema.safeParse([badAnswer]);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/the answer is not one of its choices/);
  });

  it('has simulation lessons, each with a task and no questions', () => {
    const simulations = trainingCatalog.flatMap((m) =>
      m.lessons.filter((l) => l.type === 'simulation').map((l) => [m.id, l.id, l.task]),
    );
    expect(simulations).toEqual([
      ['payroll-mastery', 'fica', 'run-payroll'],
      ['payroll-mastery', 'deposits', 'post-entry'],
      ['financial-analysis', 'reading-the-pl', 'categorize-bank-line'],
      ['fraud-detection', 'internal-controls', 'reconcile'],
    ]);
    const [basics] = trainingCatalog;
    const lesson = basics?.lessons[0];
    if (!basics || !lesson) throw new Error('catalog changed');
    const withLesson = (changed: object) => [
      { ...basics, lessons: [{ ...lesson, ...changed }, ...basics.lessons.slice(1)] },
    ];
    const messages = (changed: object) =>
      catalogSchema.safeParse(withLesson(changed)).error?.issues.map((i) => i.message);
    expect(messages({ type: 'simulation' })).toEqual([
      'double-entry: a simulation has a task, and only a simulation',
      'double-entry: an interactive lesson has questions, a simulation none',
    ]);
    expect(messages({ task: 'reconcile' })).toEqual([
      'double-entry: a simulation has a task, and only a simulation',
    ]);
    expect(messages({ type: 'simulation', task: 'reconcile', questions: [] })).toBeUndefined();
  });
});
