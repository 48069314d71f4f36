import { describe, expect, it } from 'vitest';
import { monthName } from './monthNames';

describe('monthName', () => {
  it('names the months from 1 = January, and wraps past either end', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(12)).toBe('December');
    expect(monthName(13)).toBe('January');
    expect(monthName(0)).toBe('December');
    expect(monthName(-11)).toBe('January');
  });
});
