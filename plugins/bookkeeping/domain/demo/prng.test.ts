import { describe, expect, it } from 'vitest';
import { mulberry32, randomFor, roundTo } from './prng';

describe('prng', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it('keeps named streams apart and within bounds', () => {
    const sales = randomFor(7, 'sales');
    const payroll = randomFor(7, 'payroll');
    expect(sales.next()).not.toBe(payroll.next());
    for (let i = 0; i < 1_000; i += 1) {
      const n = sales.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
    expect(() => sales.pick([])).toThrow('at least one item');
  });

  it('rounds cents to a step, never to zero', () => {
    expect(roundTo(123_456, 2_500)).toBe(122_500);
    expect(roundTo(100, 2_500)).toBe(2_500);
  });
});
