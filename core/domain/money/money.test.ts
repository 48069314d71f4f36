import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';
import { centsToDollars, formatUSD } from './formatUSD';
import { moneySchema } from './moneySchema';

describe('formatUSD and centsToDollars', () => {
  it('formats US dollars', () => {
    expect(formatUSD(123456)).toBe('$1,234.56');
    expect(formatUSD(-1200)).toBe('-$12.00');
    expect(formatUSD(5)).toBe('$0.05');
    expect(formatUSD(0)).toBe('$0.00');
    expect(formatUSD(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
  });

  it('gives API dollars with two decimals', () => {
    expect(centsToDollars(1210)).toBe(12.1);
    expect(centsToDollars(-5)).toBe(-0.05);
    expect(centsToDollars(123456).toFixed(2)).toBe('1234.56');
  });
});

describe('moneySchema', () => {
  it('accepts dollars as a number or decimal text', () => {
    expect(moneySchema.parse(12.1)).toBe(1210);
    expect(moneySchema.parse('1,234.56')).toBe(123456);
  });

  it('names the problem', () => {
    const result = moneySchema.safeParse('12.345');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Amount "12.345" has more than 2 decimal places');
    expect(moneySchema.safeParse('').error?.issues[0]?.message).toBe('Amount is empty');
    expect(moneySchema.safeParse(true).success).toBe(false);
  });
});

describe('allocate', () => {
  it('splits without losing a cent', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(5, [0, 3, 7])).toEqual([0, 2, 3]);
    expect(allocate(10, [1, 2, 7])).toEqual([1, 2, 7]);
    expect(allocate(1, [1, 1])).toEqual([1, 0]);
  });

  it('rejects weights it cannot use', () => {
    expect(() => allocate(100, [])).toThrow('At least one weight must be positive');
    expect(() => allocate(100, [0, 0])).toThrow('At least one weight must be positive');
    expect(() => allocate(100, [-1, 2])).toThrow('non-negative whole numbers');
    expect(() => allocate(1.5, [1])).toThrow('not whole cents');
  });
});
