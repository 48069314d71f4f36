import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextPayDate, payPeriodFor, type PayrollFrequency } from './payPeriods';

const frequencies: PayrollFrequency[] = ['weekly', 'biweekly', 'semimonthly', 'monthly'];

describe('payPeriodFor', () => {
  it('gives the days a pay date pays for', () => {
    expect(payPeriodFor('weekly', '2026-03-13')).toEqual({
      periodStart: '2026-03-07',
      periodEnd: '2026-03-13',
    });
    expect(payPeriodFor('biweekly', '2026-03-13')).toEqual({
      periodStart: '2026-02-28',
      periodEnd: '2026-03-13',
    });
    expect(payPeriodFor('semimonthly', '2026-02-15')).toEqual({
      periodStart: '2026-02-01',
      periodEnd: '2026-02-15',
    });
    expect(payPeriodFor('semimonthly', '2026-02-28')).toEqual({
      periodStart: '2026-02-16',
      periodEnd: '2026-02-28',
    });
    expect(payPeriodFor('monthly', '2028-02-29')).toEqual({
      periodStart: '2028-02-01',
      periodEnd: '2028-02-29',
    });
  });
});

describe('nextPayDate', () => {
  it("starts a company's first run on the next usual pay day", () => {
    expect(nextPayDate('weekly', '2026-11-24')).toBe('2026-11-27'); // a Tuesday -> Friday
    expect(nextPayDate('biweekly', '2026-11-27')).toBe('2026-11-27');
    expect(nextPayDate('semimonthly', '2026-11-24')).toBe('2026-11-30');
    expect(nextPayDate('semimonthly', '2026-12-01')).toBe('2026-12-15');
    expect(nextPayDate('monthly', '2026-12-31')).toBe('2026-12-31');
  });

  it('follows the last run by one period', () => {
    expect(nextPayDate('weekly', '2026-11-24', '2026-11-20')).toBe('2026-11-27');
    expect(nextPayDate('biweekly', '2026-11-24', '2026-11-20')).toBe('2026-12-04');
    expect(nextPayDate('semimonthly', '2026-11-24', '2026-11-15')).toBe('2026-11-30');
    expect(nextPayDate('semimonthly', '2026-11-24', '2026-11-30')).toBe('2026-12-15');
    expect(nextPayDate('monthly', '2026-11-24', '2026-01-31')).toBe('2026-02-28');
  });

  it('pays every day of a year exactly once, run after run', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...frequencies),
        fc.integer({ min: 0, max: 364 }),
        (frequency, offset) => {
          const start = new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
          let payDate = nextPayDate(frequency, start);
          let previousEnd: string | null = null;
          for (let run = 0; run < 30; run += 1) {
            const period = payPeriodFor(frequency, payDate);
            expect(period.periodEnd >= period.periodStart).toBe(true);
            if (previousEnd !== null) {
              const dayAfter = new Date(Date.parse(`${previousEnd}T00:00:00Z`) + 86_400_000)
                .toISOString()
                .slice(0, 10);
              expect(period.periodStart).toBe(dayAfter);
            }
            previousEnd = period.periodEnd;
            payDate = nextPayDate(frequency, start, payDate);
          }
        },
      ),
    );
  });
});
