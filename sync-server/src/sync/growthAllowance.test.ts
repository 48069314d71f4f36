import { describe, expect, it } from 'vitest';
import { GrowthAllowance } from './growthAllowance';

describe('GrowthAllowance', () => {
  it('lets a member add up to the hourly allowance per document, then refills it over the hour', () => {
    let now = 0;
    const allowance = new GrowthAllowance(1000, () => now);
    expect(allowance.take('c1', 'bo', 700)).toBe(true);
    expect(allowance.take('c1', 'bo', 400)).toBe(false);
    // A refusal takes nothing: what is left can still be used.
    expect(allowance.take('c1', 'bo', 300)).toBe(true);
    // Another member, and another document, have their own.
    expect(allowance.take('c1', 'ann', 1000)).toBe(true);
    expect(allowance.take('c1:payroll', 'bo', 1000)).toBe(true);
    now += 30 * 60 * 1000;
    expect(allowance.take('c1', 'bo', 600)).toBe(false);
    expect(allowance.take('c1', 'bo', 500)).toBe(true);
    now += 10 * 60 * 60 * 1000;
    expect(allowance.take('c1', 'bo', 1001)).toBe(false);
    expect(allowance.take('c1', 'bo', 1000)).toBe(true);
  });

  it('forgets only allowances that are full again', () => {
    let now = 0;
    const allowance = new GrowthAllowance(1000, () => now);
    allowance.take('c1', 'bo', 1000);
    allowance.take('c1', 'ann', 1);
    now += 59 * 60 * 1000;
    allowance.prune();
    expect(allowance.take('c1', 'bo', 1000)).toBe(false);
    now += 60 * 60 * 1000;
    allowance.prune();
    expect(allowance.take('c1', 'bo', 1000)).toBe(true);
  });
});
