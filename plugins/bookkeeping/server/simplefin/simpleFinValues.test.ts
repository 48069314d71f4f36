import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToSimpleFinAmount,
  dateToEpochSeconds,
  epochSecondsToDate,
  simpleFinAmountToCents,
} from './simpleFinValues';

describe('simpleFinAmountToCents', () => {
  it.each([
    ['-12.5', -1250],
    ['1234', 123400],
    ['100.23', 10023],
    ['-33293.43', -3329343],
    ['0.05', 5],
    ['.5', 50],
    ['5.', 500],
    ['+7.10', 710],
    ['1.250', 125],
    ['1.2000', 120],
    ['-0.00', 0],
    ['0', 0],
    ['0012.30', 1230],
    ['9999999999999.99', 999999999999999],
  ])('reads %j as %i cents', (text, cents) => {
    const result = simpleFinAmountToCents(text);
    expect(result).toEqual({ ok: true, cents });
    expect(Object.is(result.ok && result.cents, -0)).toBe(false);
  });

  it.each([
    ['1.234', 'has more than 2 decimal places'],
    ['0.001', 'has more than 2 decimal places'],
    ['', 'is not a number'],
    ['abc', 'is not a number'],
    ['1,234.56', 'is not a number'],
    ['$5.00', 'is not a number'],
    ['1e3', 'is not a number'],
    ['12.5-', 'is not a number'],
    ['- 5', 'is not a number'],
    ['--5', 'is not a number'],
    [' 5', 'is not a number'],
    ['NaN', 'is not a number'],
    ['Infinity', 'is not a number'],
    ['99999999999999', 'is too large'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(simpleFinAmountToCents(text)).toEqual({ ok: false, problem: `"${text}" ${problem}` });
  });

  it('reads back every cents value as SimpleFIN would write it (property)', () => {
    const limit = 10 ** 15 - 1;
    fc.assert(
      fc.property(fc.integer({ min: -limit, max: limit }), (cents) => {
        const written = centsToSimpleFinAmount(cents);
        expect(written).toMatch(/^-?\d+\.\d{2}$/);
        const read = simpleFinAmountToCents(written);
        return read.ok && read.cents === cents;
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the shorter and longer forms SimpleFIN servers also write (property)', () => {
    const limit = 10 ** 15 - 1;
    fc.assert(
      fc.property(fc.integer({ min: -limit, max: limit }), fc.nat(3), (cents, extraZeros) => {
        const written = centsToSimpleFinAmount(cents);
        // "12.50" -> "12.5", "12.00" -> "12", and "12.50" -> "12.50000".
        const trimmed = written.replace(/\.?0+$/, '') || '0';
        const padded = `${written}${'0'.repeat(extraZeros)}`;
        const shorter = simpleFinAmountToCents(trimmed.endsWith('-') ? '0' : trimmed);
        const longer = simpleFinAmountToCents(padded);
        return shorter.ok && shorter.cents === cents && longer.ok && longer.cents === cents;
      }),
    );
  });

  it('writes cents with two decimals', () => {
    expect(centsToSimpleFinAmount(0)).toBe('0.00');
    expect(centsToSimpleFinAmount(5)).toBe('0.05');
    expect(centsToSimpleFinAmount(-5)).toBe('-0.05');
    expect(centsToSimpleFinAmount(-3329343)).toBe('-33293.43');
    expect(() => centsToSimpleFinAmount(1.5)).toThrow(RangeError);
  });
});

describe('epochSecondsToDate', () => {
  it('reads the day in UTC by default', () => {
    expect(epochSecondsToDate(0)).toBe('1970-01-01');
    expect(epochSecondsToDate(793090572)).toBe('1995-02-18');
    // 2026-03-01T04:30:00Z: still 28 February in the Americas.
    expect(epochSecondsToDate(1772339400)).toBe('2026-03-01');
    expect(epochSecondsToDate(1772339400, 'America/New_York')).toBe('2026-02-28');
    expect(epochSecondsToDate(1772339400, 'Asia/Tokyo')).toBe('2026-03-01');
  });

  it('refuses timestamps it cannot write as YYYY-MM-DD, and unknown zones', () => {
    expect(() => epochSecondsToDate(-1)).toThrow(RangeError);
    expect(() => epochSecondsToDate(253402300800)).toThrow(RangeError);
    expect(() => epochSecondsToDate(Number.NaN)).toThrow(RangeError);
    expect(() => epochSecondsToDate(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('turns a date into the epoch second it starts at (UTC), and back', () => {
    expect(dateToEpochSeconds('2026-03-01')).toBe(1772323200);
    expect(epochSecondsToDate(dateToEpochSeconds('2024-02-29'))).toBe('2024-02-29');
    expect(() => dateToEpochSeconds('2026-02-30')).toThrow(RangeError);
    expect(() => dateToEpochSeconds('0050-01-01')).toThrow(RangeError);
  });
});
