import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectDecimalSeparator, parseAmountCents } from './parseAmountCents';

const cents = (text: string, decimal: '.' | ',' = '.') => {
  const result = parseAmountCents(text, decimal);
  return result.ok ? result.cents : result.problem;
};

describe('parseAmountCents', () => {
  it.each([
    ['1,234.56', 123456],
    ['(12.00)', -1200],
    ['-$5.00', -500],
    ['$-5.00', -500],
    ['$5.00 CR', 500],
    ['5.00 DR', -500],
    ['5.00-', -500],
    ['+7', 700],
    ['.5', 50],
    ['12.', 1200],
    ['0.10', 10],
    ['-0.00', 0],
    ['12.340', 1234],
    [' 1 234.00 ', 'is not a number'],
    ['USD 19.99', 1999],
  ])('reads %s', (text, expected) => {
    expect(cents(text)).toBe(expected);
  });

  it.each([
    ['1.234,56', 123456],
    ['-23,45', -2345],
    ['1 234,56', 123456],
    ['€ 2.150,00', 215000],
  ])('reads %s with a decimal comma', (text, expected) => {
    expect(cents(text, ',')).toBe(expected);
  });

  it.each([
    ['12,3.4', 'is not a number'],
    ['1.2.3', 'is not a number'],
    ['abc', 'is not a number'],
    ['--5', 'is not a number'],
    ['(-5.00)', 'is not a number'],
    ['-5.00 CR', 'is not a number'],
    ['1.005', 'has more than 2 decimal places'],
    ['', 'is empty'],
    ['   ', 'is empty'],
    ['12345678901234.00', 'is too large'],
  ])('refuses %j: %s', (text, problem) => {
    expect(cents(text)).toBe(problem);
  });

  it('never returns negative zero', () => {
    expect(Object.is(cents('-0'), 0)).toBe(true);
  });
});

describe('detectDecimalSeparator', () => {
  it('sees a decimal comma in European amounts', () => {
    expect(detectDecimalSeparator(['-23,45', '2.150,00', '1.234'])).toBe(',');
  });
  it('keeps the point for US amounts and thousands groups', () => {
    expect(detectDecimalSeparator(['1,234.56', '-5.00', '1,234'])).toBe('.');
    expect(detectDecimalSeparator([])).toBe('.');
  });
});

describe('parseAmountCents properties', () => {
  const group = (whole: string, separator: string) =>
    whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  it('reads back any cents written in the forms banks use', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }), (value) => {
        const whole = String(Math.floor(Math.abs(value) / 100));
        const fraction = String(Math.abs(value) % 100).padStart(2, '0');
        const us = `${group(whole, ',')}.${fraction}`;
        const eu = `${group(whole, '.')},${fraction}`;
        const expected = value === 0 ? 0 : value;
        const forms: [string, '.' | ','][] = [
          [`${value < 0 ? '-' : ''}${whole}.${fraction}`, '.'],
          [value < 0 ? `(${us})` : us, '.'],
          [`$${us} ${value < 0 ? 'DR' : 'CR'}`, '.'],
          [`${value < 0 ? '-' : ''}$${us}`, '.'],
          [`${eu}${value < 0 ? '-' : ''}`, ','],
        ];
        for (const [text, decimal] of forms)
          expect(parseAmountCents(text, decimal)).toEqual({ ok: true, cents: expected });
      }),
      { numRuns: 2000 },
    );
  });
});
