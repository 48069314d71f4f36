import { describe, expect, it } from 'vitest';
import { checkNumbers } from './checkNumbers';
import { micrLine, type MicrSymbols } from './micrLine';

describe('checkNumbers (spec 000 section 9)', () => {
  it('starts at 1000 and rises by 1', () => {
    expect(checkNumbers(3)).toEqual([1000, 1001, 1002]);
    expect(checkNumbers(2, 1042)).toEqual([1042, 1043]);
    expect(checkNumbers(0)).toEqual([]);
  });

  it('refuses counts and starts that are not whole numbers', () => {
    expect(() => checkNumbers(-1)).toThrow(RangeError);
    expect(() => checkNumbers(1.5)).toThrow(RangeError);
    expect(() => checkNumbers(1, 0)).toThrow(RangeError);
  });
});

describe('micrLine (formats 1e)', () => {
  // Letters stand in for the E-13B symbols so positions are easy to read.
  const letters: MicrSymbols = { transit: 'T', onUs: 'U', amount: 'A', dash: 'D' };
  /** The character at MICR position p, numbered from the right edge. */
  const position = (line: string, p: number) => line.charAt(line.length - p);
  const span = (line: string, from: number, to: number) =>
    line.slice(line.length - to, line.length - from + 1);

  it('places serial, routing and account in their fields', () => {
    const line = micrLine(
      { routingNumber: '021000021', accountNumber: '123456789', checkNumber: 1042 },
      letters,
    );
    expect(line).toHaveLength(65);
    expect(line).toBe(`${' '.repeat(14)}U1042U  T021000021T         123456789U${' '.repeat(13)}`);
    expect(span(line, 1, 13)).toBe(' '.repeat(13));
    expect(position(line, 14)).toBe('U');
    expect(span(line, 15, 23)).toBe('123456789');
    expect(position(line, 33)).toBe('T');
    expect(span(line, 34, 42)).toBe('021000021');
    expect(position(line, 34)).toBe('1'); // the check digit
    expect(position(line, 43)).toBe('T');
    expect(position(line, 44)).toBe(' ');
    expect(span(line, 46, 51)).toBe('U1042U');
  });

  it('uses Unicode OCR symbols by default and zero-fills the serial when asked', () => {
    const line = micrLine({
      routingNumber: '021000021',
      accountNumber: '1'.repeat(17),
      checkNumber: 7,
      serialWidth: 6,
    });
    expect(line).toContain('\u2449000007\u2449');
    expect(line).toContain('\u2446021000021\u2446');
    expect(line.slice(-31)).toBe(`${'1'.repeat(17)}\u2449${' '.repeat(13)}`);
  });

  it('refuses what the line cannot encode', () => {
    const good = { routingNumber: '021000021', accountNumber: '123', checkNumber: 1000 };
    expect(() => micrLine({ ...good, routingNumber: '021000022' })).toThrow(
      'Routing number is not valid',
    );
    expect(() => micrLine({ ...good, accountNumber: '1'.repeat(18) })).toThrow(RangeError);
    expect(() => micrLine({ ...good, checkNumber: 0 })).toThrow(RangeError);
    expect(() => micrLine({ ...good, checkNumber: 1e18 })).toThrow(RangeError);
  });
});
