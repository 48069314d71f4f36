import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addBusinessDays, isBusinessDay } from './dcHolidays';
import {
  MONTHLY_DEPOSITOR_MAX_CENTS,
  depositDueDate,
  depositSchedule,
  lookbackPeriod,
  nextDayDepositDueDate,
  semiweeklyPeriod,
} from './depositSchedule';
import { addDays, weekday } from './isoDate';

const isoDate = fc
  .integer({ min: 0, max: 16 * 366 })
  .map((offset) => addDays('2025-01-01', offset));

describe('depositSchedule', () => {
  it('is monthly up to $50,000 of lookback liability and semiweekly above it', () => {
    expect(depositSchedule(0)).toBe('monthly'); // a new employer
    expect(depositSchedule(MONTHLY_DEPOSITOR_MAX_CENTS)).toBe('monthly');
    expect(depositSchedule(5_000_000)).toBe('monthly');
    expect(depositSchedule(5_000_001)).toBe('semiweekly');
  });
});

describe('lookbackPeriod', () => {
  it('runs from 1 July two years back to 30 June last year (§3.1)', () => {
    expect(lookbackPeriod(2026)).toEqual({ from: '2024-07-01', to: '2025-06-30' });
    expect(lookbackPeriod(2027)).toEqual({ from: '2025-07-01', to: '2026-06-30' });
  });
});

describe('semiweeklyPeriod', () => {
  it('is Wednesday-Friday or Saturday-Tuesday', () => {
    const wedToFri = { from: '2026-03-04', to: '2026-03-06' };
    const satToTue = { from: '2026-03-07', to: '2026-03-10' };
    for (const day of ['2026-03-04', '2026-03-05', '2026-03-06']) {
      expect(semiweeklyPeriod(day)).toEqual(wedToFri);
    }
    for (const day of ['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']) {
      expect(semiweeklyPeriod(day)).toEqual(satToTue);
    }
  });
});

describe('depositDueDate, semiweekly', () => {
  it('is the following Wednesday for a Wednesday, Thursday or Friday payday', () => {
    expect(depositDueDate('2026-03-04', 'semiweekly')).toBe('2026-03-11');
    expect(depositDueDate('2026-03-05', 'semiweekly')).toBe('2026-03-11');
    expect(depositDueDate('2026-03-06', 'semiweekly')).toBe('2026-03-11');
  });

  it('is the following Friday for a Saturday to Tuesday payday', () => {
    for (const payDay of ['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']) {
      expect(depositDueDate(payDay, 'semiweekly')).toBe('2026-03-13');
    }
  });

  it('adds a business day per DC legal holiday in the 3 weekdays after the period', () => {
    // Friday period end, Monday 19 Jan MLK Day: Wednesday becomes Thursday.
    expect(depositDueDate('2026-01-16', 'semiweekly')).toBe('2026-01-22');
    // Columbus Day (Monday 12 Oct).
    expect(depositDueDate('2026-10-07', 'semiweekly')).toBe('2026-10-15');
    // Veterans Day is the Wednesday itself.
    expect(depositDueDate('2026-11-06', 'semiweekly')).toBe('2026-11-12');
    // Tuesday period end, observed Independence Day Friday 3 July: Monday 6 July.
    expect(depositDueDate('2026-06-30', 'semiweekly')).toBe('2026-07-06');
    // Thanksgiving Thursday: Friday then the weekend, Monday.
    expect(depositDueDate('2026-11-23', 'semiweekly')).toBe('2026-11-30');
    // Christmas on Friday 25 Dec 2026.
    expect(depositDueDate('2026-12-22', 'semiweekly')).toBe('2026-12-28');
    // Observed Christmas Friday 24 Dec 2027 and observed New Year Friday 31 Dec 2027.
    expect(depositDueDate('2027-12-21', 'semiweekly')).toBe('2027-12-27');
    expect(depositDueDate('2027-12-28', 'semiweekly')).toBe('2028-01-03');
    // Two holidays (MLK Day Monday 19 Jan, Inauguration Day Tuesday 20 Jan 2037): Friday.
    expect(weekday('2037-01-20')).toBe(2);
    expect(depositDueDate('2037-01-16', 'semiweekly')).toBe('2037-01-23');
  });

  it('does not count a holiday inside the period', () => {
    // Period Wed 30 Dec 2026 - Fri 1 Jan 2027 (New Year's Day): the usual Wednesday.
    expect(depositDueDate('2026-12-30', 'semiweekly')).toBe('2027-01-06');
  });

  it('always leaves exactly 3 business days after the period, on a business day', () => {
    fc.assert(
      fc.property(isoDate, (payDate) => {
        const due = depositDueDate(payDate, 'semiweekly');
        const periodEnd = semiweeklyPeriod(payDate).to;
        expect(due).toBe(addBusinessDays(periodEnd, 3));
        expect(isBusinessDay(due)).toBe(true);
        const usual = addDays(periodEnd, weekday(periodEnd) === 5 ? 5 : 3);
        expect(due >= usual).toBe(true);
      }),
    );
  });
});

describe('depositDueDate, monthly', () => {
  it('is the 15th of the next month, moved to the next business day', () => {
    expect(depositDueDate('2026-02-13', 'monthly')).toBe('2026-03-16'); // 15 Mar 2026 is a Sunday
    expect(depositDueDate('2026-02-27', 'monthly')).toBe('2026-03-16');
    expect(depositDueDate('2026-06-30', 'monthly')).toBe('2026-07-15');
    expect(depositDueDate('2026-12-31', 'monthly')).toBe('2027-01-15');
    expect(depositDueDate('2027-01-29', 'monthly')).toBe('2027-02-16'); // Washington's Birthday
    expect(depositDueDate('2028-03-17', 'monthly')).toBe('2028-04-18'); // Sat; Emancipation Day Mon
  });
});

describe('nextDayDepositDueDate', () => {
  it('is the next business day after the payday ($100,000 rule)', () => {
    expect(nextDayDepositDueDate('2026-03-05')).toBe('2026-03-06');
    expect(nextDayDepositDueDate('2026-03-06')).toBe('2026-03-09');
    expect(nextDayDepositDueDate('2026-07-02')).toBe('2026-07-06'); // observed Independence Day
  });
});
