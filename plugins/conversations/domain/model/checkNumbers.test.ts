import { describe, expect, it } from 'vitest';
import { allowedNumbers, numbersIn, unbackedNumbers } from './checkNumbers';

describe('checking a reply’s numbers against the tools’', () => {
  const allowed = allowedNumbers(
    ['{"text":"Revenue for Q3 2026 was $48,210.55","from":"2026-07-01","to":"2026-09-30"}'],
    [4821055, -120000],
  );

  it('reads the numbers written in text', () => {
    expect(numbersIn('Revenue was $48,210.55 (+12.5%) in Q3 2026, over 3 accounts')).toEqual([
      48210.55, 12.5, 3, 2026, 3,
    ]);
  });

  it('accepts figures of the tools, exact or rounded to whole dollars, and their dates', () => {
    expect(unbackedNumbers('Q3 2026 revenue was $48,210.55.', allowed)).toEqual([]);
    expect(
      unbackedNumbers('About $48,211 came in between July 1 and September 30.', allowed),
    ).toEqual([]);
    expect(unbackedNumbers('You spent -$1,200.00 there.', allowed)).toEqual([]);
  });

  it('names a figure no tool gave', () => {
    expect(unbackedNumbers('Revenue was $52,000.00 in Q3 2026.', allowed)).toEqual([52000]);
    expect(unbackedNumbers('Revenue grew 14% in Q3.', allowed)).toEqual([14]);
  });
});
