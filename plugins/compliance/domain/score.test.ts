import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statusOfScore } from './areas';
import { checkLevels, type CheckResult } from './checks/checkResult';
import { scoreExplanation, scoreOf } from './score';

const result = (status: CheckResult['status'], level: CheckResult['level']): CheckResult => ({
  checkId: `c-${status}-${level}`,
  area: 'sox',
  requirement: 'r',
  level,
  status,
  summary: '',
  findings: [],
  notices: [],
});

describe('the score bands of spec 001 section 9', () => {
  it('98 and above is compliant, 90 to 97 attention needed, below 90 non-compliant', () => {
    expect(statusOfScore(100)).toBe('compliant');
    expect(statusOfScore(98)).toBe('compliant');
    expect(statusOfScore(97)).toBe('attention_needed');
    expect(statusOfScore(90)).toBe('attention_needed');
    expect(statusOfScore(89)).toBe('non_compliant');
    expect(statusOfScore(0)).toBe('non_compliant');
  });
});

/** A score of `passed` low checks passed out of `total`. */
const lowChecks = (passed: number, total: number) =>
  scoreOf(
    Array.from({ length: total }, (_, i) => ({
      ...result(i < passed ? 'passed' : 'failed', 'low'),
      checkId: `c-${i}`,
    })),
  );

describe('the bands on computed scores, at 90 and 98', () => {
  it('bands the rounded score the screen shows: 97.5 is 98, compliant; 89.5 is 90, attention needed', () => {
    expect(lowChecks(39, 40)).toMatchObject({ score: 98, status: 'compliant' });
    expect(lowChecks(38, 39)).toMatchObject({ score: 97, status: 'attention_needed' });
    expect(lowChecks(179, 200)).toMatchObject({ score: 90, status: 'attention_needed' });
    expect(lowChecks(17, 19)).toMatchObject({ score: 89, status: 'non_compliant' });
  });
});

describe('scoreOf', () => {
  it('is the weighted share of passed checks, not-applicable ones left out', () => {
    const breakdown = scoreOf([
      result('passed', 'critical'),
      result('failed', 'low'),
      result('not_applicable', 'critical'),
    ]);
    // 100 x 10 / 11 = 90.9
    expect(breakdown).toMatchObject({
      score: 91,
      status: 'attention_needed',
      passedWeight: 10,
      totalWeight: 11,
    });
    expect(scoreExplanation(breakdown)).toBe(
      '1 of 2 checks passed, weighing 10 of 11: 100 × 10 ÷ 11 = 91.',
    );
  });

  it('has no score and is under review when no check applies', () => {
    expect(scoreOf([result('not_applicable', 'high')])).toMatchObject({
      score: null,
      status: 'under_review',
    });
  });

  it('stays within 0 to 100, and a passed check never lowers it', () => {
    const checks = fc.array(
      fc.record({
        status: fc.constantFrom('passed', 'failed', 'not_applicable' as const),
        level: fc.constantFrom(...checkLevels),
      }),
      { minLength: 1, maxLength: 30 },
    );
    fc.assert(
      fc.property(checks, fc.constantFrom(...checkLevels), (list, level) => {
        const before = scoreOf(list.map((c) => result(c.status, c.level)));
        const after = scoreOf([
          ...list.map((c) => result(c.status, c.level)),
          result('passed', level),
        ]);
        expect(after.score).not.toBeNull();
        expect(after.score!).toBeGreaterThanOrEqual(0);
        expect(after.score!).toBeLessThanOrEqual(100);
        if (before.score !== null) expect(after.score!).toBeGreaterThanOrEqual(before.score);
      }),
    );
  });
});
