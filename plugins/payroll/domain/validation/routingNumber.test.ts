import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidRoutingNumber, routingCheckDigit, routingNumberSchema } from './routingNumber';

/** A valid routing number from 8 digits, with the check digit computed by hand here. */
function withCheckDigit(firstEight: number[]): string {
  const weights = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = firstEight.reduce((acc, digit, i) => acc + digit * weights[i]!, 0);
  return firstEight.join('') + String((10 - (sum % 10)) % 10);
}

const eightDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 });

describe('routing numbers (formats 1a, ABA 3-7-1)', () => {
  it('accepts the worked example and other known routing numbers', () => {
    // 021000021 is the file's worked example; the others are computed the same way.
    for (const routing of ['021000021', '011000015', '026009593', '121000358', '062000019']) {
      expect(isValidRoutingNumber(routing)).toBe(true);
    }
    expect(routingCheckDigit('02100002')).toBe(1);
  });

  it('refuses wrong lengths and non-digits', () => {
    for (const text of ['', '02100002', '0210000210', '02100002a', ' 021000021', '021-00002']) {
      expect(isValidRoutingNumber(text)).toBe(false);
    }
  });

  it('accepts every number whose check digit is computed from its first eight digits', () => {
    fc.assert(
      fc.property(eightDigits, (digits) => {
        expect(isValidRoutingNumber(withCheckDigit(digits))).toBe(true);
      }),
    );
  });

  it('refuses every single-digit corruption of a valid number', () => {
    fc.assert(
      fc.property(
        eightDigits,
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (digits, position, delta) => {
          const valid = withCheckDigit(digits);
          const changed = (Number(valid.charAt(position)) + delta) % 10;
          const corrupt = valid.slice(0, position) + String(changed) + valid.slice(position + 1);
          expect(isValidRoutingNumber(corrupt)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gives form messages', () => {
    const message = (value: unknown) =>
      routingNumberSchema.safeParse(value).error?.issues[0]?.message;
    expect(message(undefined)).toBe('Routing number is required');
    expect(message('  ')).toBe('Routing number is required');
    expect(message('12345')).toBe('Routing number must be 9 digits');
    expect(message('021000022')).toBe('Routing number is not valid');
    expect(routingNumberSchema.parse(' 021000021 ')).toBe('021000021');
  });
});
