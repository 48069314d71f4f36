import { describe, expect, it } from 'vitest';
import { fiscalYearOf, fiscalYearRange, lastLockedFiscalYear } from './fiscalYears';

describe('fiscal years', () => {
  it('names a year by the calendar year it ends in', () => {
    expect(fiscalYearOf('2025-12-31')).toBe(2025);
    expect(fiscalYearOf('2024-07-01', 7)).toBe(2025);
    expect(fiscalYearOf('2025-06-30', 7)).toBe(2025);
    expect(fiscalYearRange(2025)).toEqual({ year: 2025, from: '2025-01-01', to: '2025-12-31' });
    expect(fiscalYearRange(2025, 7)).toEqual({ year: 2025, from: '2024-07-01', to: '2025-06-30' });
    expect(fiscalYearRange(2024, 3)).toEqual({ year: 2024, from: '2023-03-01', to: '2024-02-29' });
  });

  it('finds the latest year a lock date closes whole', () => {
    expect(lastLockedFiscalYear('')).toBeNull();
    expect(lastLockedFiscalYear('2025-12-31')).toBe(2025);
    expect(lastLockedFiscalYear('2025-12-30')).toBe(2024);
    expect(lastLockedFiscalYear('2025-06-30', 7)).toBe(2025);
    expect(lastLockedFiscalYear('2025-07-31', 7)).toBe(2025);
  });

  it('refuses a start month outside 1-12', () => {
    expect(() => fiscalYearRange(2025, 13)).toThrow('Fiscal year start month 13 is not 1-12');
  });
});
