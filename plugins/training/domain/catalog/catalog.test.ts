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
});
