import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addBusinessDays,
  dcLegalHolidays,
  isBusinessDay,
  isDcLegalHoliday,
  nextBusinessDay,
} from './dcHolidays';
import { addDays, weekday } from './isoDate';

const dates = (year: number) => dcLegalHolidays(year).map((holiday) => holiday.date);

/** Any ISO date from 2024 through 2040. */
const isoDate = fc
  .integer({ min: 0, max: 17 * 366 })
  .map((offset) => addDays('2024-01-01', offset));

describe('dcLegalHolidays', () => {
  it('lists 2026 (Independence Day on a Saturday, observed Friday 3 July)', () => {
    expect(dcLegalHolidays(2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day", observed: false },
      { date: '2026-01-19', name: 'Martin Luther King Jr. Day', observed: false },
      { date: '2026-02-16', name: "Washington's Birthday", observed: false },
      { date: '2026-04-16', name: 'DC Emancipation Day', observed: false },
      { date: '2026-05-25', name: 'Memorial Day', observed: false },
      { date: '2026-06-19', name: 'Juneteenth', observed: false },
      { date: '2026-07-03', name: 'Independence Day', observed: true },
      { date: '2026-07-04', name: 'Independence Day', observed: false },
      { date: '2026-09-07', name: 'Labor Day', observed: false },
      { date: '2026-10-12', name: 'Columbus Day', observed: false },
      { date: '2026-11-11', name: 'Veterans Day', observed: false },
      { date: '2026-11-26', name: 'Thanksgiving Day', observed: false },
      { date: '2026-12-25', name: 'Christmas Day', observed: false },
    ]);
  });

  it("lists 2027, with Saturday and Sunday holidays observed and 2028's New Year on 31 Dec", () => {
    expect(dates(2027)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-04-16',
      '2027-05-31',
      '2027-06-18', // Juneteenth (Saturday) observed Friday
      '2027-06-19',
      '2027-07-04',
      '2027-07-05', // Independence Day (Sunday) observed Monday
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24', // Christmas (Saturday) observed Friday
      '2027-12-25',
      '2027-12-31', // New Year's Day 2028 (Saturday) observed Friday
    ]);
    expect(dates(2028)[0]).toBe('2028-01-01');
    expect(dates(2028)).not.toContain('2027-12-31');
  });

  it('keeps the nth-weekday holidays on the right weekday', () => {
    for (let year = 2025; year <= 2040; year += 1) {
      for (const { date, name } of dcLegalHolidays(year)) {
        if (name === 'Thanksgiving Day') expect(weekday(date)).toBe(4);
        if (['Martin Luther King Jr. Day', 'Labor Day', 'Memorial Day'].includes(name)) {
          expect(weekday(date)).toBe(1);
        }
      }
      // 12 every year, with Inauguration Day and any observed day on top.
      expect(dcLegalHolidays(year).length).toBeGreaterThanOrEqual(12);
    }
  });

  it('adds Inauguration Day every fourth year (2029, 2033), unmoved on a Saturday', () => {
    expect(dates(2029)).toContain('2029-01-20'); // a Saturday
    expect(isDcLegalHoliday('2029-01-19')).toBe(false); // no Friday in its place (DC Code 28-2701)
    expect(isDcLegalHoliday('2033-01-20')).toBe(true); // a Thursday
    expect(isDcLegalHoliday('2026-01-20')).toBe(false);
    expect(isDcLegalHoliday('2027-01-20')).toBe(false);
    expect(isDcLegalHoliday('2028-01-20')).toBe(false);
    expect(isDcLegalHoliday('2030-01-20')).toBe(false);
  });

  it('moves a Sunday Inauguration Day to the Monday', () => {
    expect(weekday('2041-01-20')).toBe(0);
    expect(dcLegalHolidays(2041).filter((h) => h.name === 'Inauguration Day')).toEqual([
      { date: '2041-01-20', name: 'Inauguration Day', observed: false },
      { date: '2041-01-21', name: 'Inauguration Day', observed: true },
    ]);
  });
});

describe('isDcLegalHoliday', () => {
  it('counts both the holiday and its observed day', () => {
    expect(isDcLegalHoliday('2026-07-03')).toBe(true);
    expect(isDcLegalHoliday('2026-07-04')).toBe(true);
    expect(isDcLegalHoliday('2027-12-24')).toBe(true);
    expect(isDcLegalHoliday('2027-12-25')).toBe(true);
    expect(isDcLegalHoliday('2027-12-31')).toBe(true);
    expect(isDcLegalHoliday('2028-04-17')).toBe(true); // Emancipation Day (Sunday) observed Monday
  });

  it('does not count ordinary days or holidays DC does not keep', () => {
    expect(isDcLegalHoliday('2026-07-06')).toBe(false);
    expect(isDcLegalHoliday('2026-11-27')).toBe(false); // day after Thanksgiving
    expect(isDcLegalHoliday('2026-12-24')).toBe(false); // Christmas Eve (Thursday)
    expect(isDcLegalHoliday('2026-04-03')).toBe(false); // Good Friday
    expect(isDcLegalHoliday('2026-12-31')).toBe(false); // 2027's New Year is a Friday
  });

  it('refuses text that is not an ISO date', () => {
    expect(() => isDcLegalHoliday('2026-02-30')).toThrow(RangeError);
    expect(() => isDcLegalHoliday('2026-7-4')).toThrow(RangeError);
    expect(() => nextBusinessDay('')).toThrow(RangeError);
  });
});

describe('nextBusinessDay', () => {
  it('keeps a business day', () => {
    expect(nextBusinessDay('2026-03-11')).toBe('2026-03-11');
    expect(nextBusinessDay('2026-12-24')).toBe('2026-12-24');
  });

  it('moves off weekends and DC legal holidays', () => {
    expect(nextBusinessDay('2027-02-15')).toBe('2027-02-16'); // Washington's Birthday
    expect(nextBusinessDay('2026-02-15')).toBe('2026-02-17'); // Sunday, then Washington's Birthday
    expect(nextBusinessDay('2026-07-03')).toBe('2026-07-06'); // observed Independence Day
    expect(nextBusinessDay('2026-10-31')).toBe('2026-11-02'); // Saturday
    expect(nextBusinessDay('2027-12-24')).toBe('2027-12-27'); // observed Christmas, weekend
    expect(nextBusinessDay('2027-12-31')).toBe('2028-01-03');
    expect(nextBusinessDay('2028-04-15')).toBe('2028-04-18'); // Sat, Sun, Emancipation Day observed
    expect(nextBusinessDay('2026-04-16')).toBe('2026-04-17'); // DC Emancipation Day
  });

  it('is a business day, on or at most a few days after the date, and idempotent', () => {
    fc.assert(
      fc.property(isoDate, (iso) => {
        const next = nextBusinessDay(iso);
        expect(isBusinessDay(next)).toBe(true);
        expect(next >= iso && next <= addDays(iso, 4)).toBe(true);
        expect(nextBusinessDay(next)).toBe(next);
        for (let day = iso; day < next; day = addDays(day, 1)) {
          expect(isBusinessDay(day)).toBe(false);
        }
      }),
    );
  });
});

describe('addBusinessDays', () => {
  it('counts business days after the date', () => {
    expect(addBusinessDays('2026-03-06', 3)).toBe('2026-03-11');
    expect(addBusinessDays('2026-01-16', 3)).toBe('2026-01-22'); // MLK Day skipped
    expect(addBusinessDays('2026-03-06', 0)).toBe('2026-03-06');
  });
});
