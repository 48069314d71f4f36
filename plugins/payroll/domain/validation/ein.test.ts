import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UNASSIGNED_EIN_PREFIXES, einSchema, validateEin } from './ein';
import { formatEinInput } from './formatEinInput';

describe('EIN (spec 000 section 5)', () => {
  it('accepts XX-XXXXXXX with an assigned prefix', () => {
    expect(validateEin('12-3456789')).toBeNull();
    expect(validateEin(' 98-7654321 ')).toBeNull();
    expect(einSchema.parse(' 12-3456789')).toBe('12-3456789');
  });

  it('uses the spec messages', () => {
    expect(validateEin('')).toBe('EIN is required');
    expect(validateEin('   ')).toBe('EIN is required');
    expect(einSchema.safeParse(undefined).error?.issues[0]?.message).toBe('EIN is required');
    for (const wrong of ['123456789', '12-345678', '12-34567890', '1-23456789', 'AB-CDEFGHI']) {
      expect(validateEin(wrong)).toBe('EIN must be in format XX-XXXXXXX');
    }
  });

  it('refuses the prefixes the IRS never assigns', () => {
    // The never-assigned prefixes, as listed by the Rust `ein` crate README (cited in ein.ts).
    const neverAssigned = '00 07 08 09 17 18 19 28 29 49 69 70 78 79 89 96 97'.split(' ');
    expect([...UNASSIGNED_EIN_PREFIXES].sort()).toEqual(neverAssigned);
    expect(validateEin('00-1234567')).toBe('EIN prefix 00 is not one the IRS assigns');
    expect(validateEin('07-1234567')).toBe('EIN prefix 07 is not one the IRS assigns');
    for (const assigned of ['01', '10', '20', '31', '46', '50', '71', '80', '98', '99']) {
      expect(validateEin(`${assigned}-1234567`)).toBeNull();
    }
  });
});

describe('formatEinInput (spec 000 section 5)', () => {
  it('strips non-digits, inserts the hyphen after two digits, keeps nine digits', () => {
    const cases: [string, string][] = [
      ['', ''],
      ['1', '1'],
      ['12', '12'],
      ['123', '12-3'],
      ['12-', '12'],
      ['12-3456789', '12-3456789'],
      ['123456789', '12-3456789'],
      ['1234567890123', '12-3456789'],
      ['ab 12 / 34x56-789', '12-3456789'],
      ['12-34567', '12-34567'],
    ];
    for (const [typed, shown] of cases) expect(formatEinInput(typed)).toBe(shown);
  });

  it('always gives a prefix of XX-XXXXXXX, at most 10 characters, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const shown = formatEinInput(typed);
        expect(shown.length).toBeLessThanOrEqual(10);
        expect(shown).toMatch(/^(\d{0,2}|\d{2}-\d{1,7})$/);
        expect(formatEinInput(shown)).toBe(shown);
        expect(shown.replace('-', '')).toBe(typed.replace(/\D/g, '').slice(0, 9));
      }),
      { numRuns: 500 },
    );
  });

  it('gives a valid EIN once nine digits are typed', () => {
    expect(validateEin(formatEinInput('123456789'))).toBeNull();
  });
});
