import { describe, expect, it } from 'vitest';
import { nextDateOf } from './scheduling';

describe('nextDateOf', () => {
  it('moves by a month, a quarter or a year, keeping the day where the month has it', () => {
    expect(nextDateOf('2026-11-15', 'monthly')).toBe('2026-12-15');
    expect(nextDateOf('2026-12-15', 'monthly')).toBe('2027-01-15');
    expect(nextDateOf('2026-11-30', 'quarterly')).toBe('2027-02-28');
    expect(nextDateOf('2028-02-29', 'annually')).toBe('2029-02-28');
    expect(nextDateOf('2026-01-31', 'monthly')).toBe('2026-02-28');
  });
  it('has no next date for a one-time payment', () => {
    expect(nextDateOf('2026-11-15', 'one-time')).toBeNull();
  });
});
