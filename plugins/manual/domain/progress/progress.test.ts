import { describe, expect, it } from 'vitest';
import { markTab, noProgress, progressAnswer } from './progress';

describe('the manual progress rule (spec 001 §4, §9)', () => {
  it('is completed tabs over 8 as a percentage, with the achievement from 3', () => {
    let progress = noProgress;
    const seen = ['quick-start', 'ai-features', 'workflows'].map((tab) => {
      progress = markTab(progress, tab, true);
      return progressAnswer(progress);
    });
    expect(seen.map((a) => [a.percent, a.achievement])).toEqual([
      [12.5, false],
      [25, false],
      [37.5, true],
    ]);
  });

  it('toggles a tab back to not complete, and leaves the progress as it was when unchanged', () => {
    const one = markTab(noProgress, 'support', true);
    expect(markTab(one, 'support', true)).toBe(one);
    expect(markTab(one, 'support', false)).toEqual(noProgress);
    expect(markTab(noProgress, 'support', false)).toBe(noProgress);
  });
});
