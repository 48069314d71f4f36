import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, previousMonthEnd, trailingYearStart } from './dates';

describe('calendar arithmetic', () => {
  it('steps over month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-10-31', '2026-11-26')).toBe(26);
    expect(daysBetween('2026-11-26', '2026-10-31')).toBe(-26);
  });

  it('finds the end of the month before, across a year', () => {
    expect(previousMonthEnd('2026-11-26')).toBe('2026-10-31');
    expect(previousMonthEnd('2026-01-01')).toBe('2025-12-31');
    expect(previousMonthEnd('2024-03-31')).toBe('2024-02-29');
  });

  it('starts the trailing twelve months the day after the same day a year back', () => {
    expect(trailingYearStart('2026-11-26')).toBe('2025-11-27');
    expect(trailingYearStart('2026-12-31')).toBe('2026-01-01');
    expect(trailingYearStart('2028-02-29')).toBe('2027-03-01');
  });
});
