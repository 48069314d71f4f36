import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatUSD } from '@keel/core/domain';
import { pct, text, usd } from './formatting';
import { percent, taxAtRate, wagesUnderBase, yearToDateTax } from './rate';
import { divideRoundHalfUp, roundCentsToDollar } from './rounding';

describe('divideRoundHalfUp', () => {
  it.each([
    [0, 7, 0],
    [5, 10, 1],
    [4, 10, 0],
    [15, 10, 2],
    [14, 10, 1],
    [406_000, 26, 15_615], // 4,060.00 / 26 = 156.1538 -> 156.15 (§6 vector 1)
    [1, 2, 1],
  ])('%d / %d = %d', (numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('rejects a negative numerator', () => {
    expect(() => divideRoundHalfUp(-1, 2)).toThrow('negative');
  });

  it('matches exact BigInt rounding for any safe operands', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: 1e12 }),
        (numerator, denominator) => {
          const n = BigInt(numerator);
          const d = BigInt(denominator);
          const expected = (2n * n + d) / (2n * d);
          expect(BigInt(divideRoundHalfUp(numerator, denominator))).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('rounds cents to whole dollars, halves up', () => {
    expect(roundCentsToDollar(12_349)).toBe(12_300);
    expect(roundCentsToDollar(12_350)).toBe(12_400);
  });
});

describe('rates', () => {
  it('reads percentages as thousandths of a percent', () => {
    expect(percent(6.2)).toBe(6200);
    expect(percent(1.45)).toBe(1450);
    expect(percent(0.075)).toBe(75);
    expect(percent(14.63)).toBe(14_630);
    expect(() => percent(1.0001)).toThrow('thousandths');
  });

  it('taxes cents at a rate, rounding half up', () => {
    expect(taxAtRate(100_000, percent(3.07))).toBe(3_070);
    expect(taxAtRate(150, percent(1.45))).toBe(2); // 2.175 -> 2
    expect(taxAtRate(1_000, percent(0.05))).toBe(1); // 0.5 -> 1
  });

  it('keeps the year-to-date total equal to the rate on year-to-date wages', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000_000 }), { maxLength: 60 }), (runs) => {
        let wages = 0;
        let tax = 0;
        for (const run of runs) {
          const share = yearToDateTax(wages, run, percent(6.2));
          expect(Math.abs(share - (run * 6.2) / 100)).toBeLessThanOrEqual(1);
          tax += share;
          wages += run;
        }
        expect(tax).toBe(taxAtRate(wages, percent(6.2)));
      }),
    );
  });

  it('limits wages to what is left under a wage base', () => {
    expect(wagesUnderBase(0, 500, 700)).toBe(500);
    expect(wagesUnderBase(650, 100, 700)).toBe(50);
    expect(wagesUnderBase(700, 100, 700)).toBe(0);
    expect(wagesUnderBase(900, 100, 700)).toBe(0);
  });
});

describe('explanation formatting', () => {
  it('formats cents exactly like formatUSD', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (cents) => {
          expect(usd(cents)).toBe(formatUSD(cents));
        },
      ),
      { numRuns: 3000 },
    );
    for (const cents of [0, 5, 100, 99_999, 100_000, 100_001, 100_000_000]) {
      expect(usd(cents)).toBe(formatUSD(cents));
    }
  });

  it('writes rates as percentages', () => {
    expect(pct(percent(6.2))).toBe('6.2%');
    expect(pct(percent(0.075))).toBe('0.075%');
    expect(pct(percent(10))).toBe('10%');
  });

  it('builds the same text as a template literal', () => {
    const value = 42;
    expect(text`a ${value} b ${'c'}`).toBe(`a ${value} b c`);
    expect(text`plain`).toBe('plain');
  });
});
