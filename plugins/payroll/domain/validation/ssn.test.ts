import { describe, expect, it } from 'vitest';
import { maskSsn, ssnSchema } from './ssn';

const message = (text: string) => {
  const result = ssnSchema.safeParse(text);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('ssnSchema', () => {
  it('keeps nine digits from either way of writing it', () => {
    expect(ssnSchema.parse('123-45-6789')).toBe('123456789');
    expect(ssnSchema.parse(' 123456789 ')).toBe('123456789');
  });

  it('names each kind of mistake', () => {
    expect(message('12345678')).toBe('SSN must be 9 digits, like 123-45-6789');
    expect(message('12a-45-6789')).toBe('SSN must be 9 digits, like 123-45-6789');
    for (const area of ['000', '666', '900', '999'])
      expect(message(`${area}-12-3456`)).toBe('SSN area number (first 3 digits) is never issued');
    expect(message('123-00-4567')).toBe('SSN group number (digits 4–5) cannot be 00');
    expect(message('123-45-0000')).toBe('SSN serial number (last 4 digits) cannot be 0000');
  });

  it('is shown with only its last four digits', () => {
    expect(maskSsn('6789')).toBe('•••-••-6789');
  });
});
