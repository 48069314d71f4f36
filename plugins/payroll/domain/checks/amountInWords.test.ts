import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountInWords } from './amountInWords';

describe('amountInWords (formats 1e)', () => {
  it('writes the tricky amounts', () => {
    const cases: [number, string][] = [
      [5, 'Zero and 05/100'],
      [0, 'Zero and 00/100'],
      [100, 'One and 00/100'],
      [1111, 'Eleven and 11/100'],
      [1500, 'Fifteen and 00/100'],
      [2000, 'Twenty and 00/100'],
      [2199, 'Twenty-one and 99/100'],
      [9900, 'Ninety-nine and 00/100'],
      [10000, 'One hundred and 00/100'],
      [10100, 'One hundred one and 00/100'],
      [11000, 'One hundred ten and 00/100'],
      [100000, 'One thousand and 00/100'],
      [123456, 'One thousand two hundred thirty-four and 56/100'],
      [1001000, 'Ten thousand ten and 00/100'],
      [100000001, 'One million and 01/100'],
      [100100000, 'One million one thousand and 00/100'],
      [7000000000, 'Seventy million and 00/100'],
      [
        99999999999,
        'Nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine and 99/100',
      ],
      [100000000000, 'One billion and 00/100'],
      [
        Number.MAX_SAFE_INTEGER,
        'Ninety trillion seventy-one billion nine hundred ninety-two million five hundred forty-seven thousand four hundred nine and 91/100',
      ],
    ];
    for (const [cents, words] of cases) expect(amountInWords(cents)).toBe(words);
  });

  it('refuses amounts that are not whole, non-negative cents', () => {
    for (const bad of [
      -1,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.MAX_SAFE_INTEGER + 1,
    ]) {
      expect(() => amountInWords(bad)).toThrow(RangeError);
    }
  });

  it('always ends with the cents as two digits over 100, capital first letter only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const words = amountInWords(cents);
        const match = /^([A-Z][a-z -]*) and (\d{2})\/100$/.exec(words);
        expect(match).not.toBeNull();
        expect(Number(match![2])).toBe(cents % 100);
        expect(words).not.toMatch(/ and .* and /);
        expect(words).not.toMatch(/ {2}|-$|^-/);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives every dollar amount different words', () => {
    const seen = new Set<string>();
    for (let dollars = 0; dollars < 20_000; dollars += 1) seen.add(amountInWords(dollars * 100));
    expect(seen.size).toBe(20_000);
  });
});
