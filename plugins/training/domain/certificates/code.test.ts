import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE, certificateCode, normalizeCode } from './code';

describe('certificate codes', () => {
  it('are KEEL- and three groups of four unambiguous characters, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 12 }), (bytes) => {
        const code = certificateCode(bytes);
        expect(code).toMatch(CERTIFICATE_CODE);
        expect(code.slice(5)).not.toMatch(/[ILOU]/);
        expect(normalizeCode(` ${code.toLowerCase()} `)).toBe(code);
      }),
    );
  });

  it('turn away what is not one', () => {
    for (const typed of [
      '',
      'KEEL',
      'KEEL-ABCD-EFGH',
      'KEEL-ABCD-EFGH-IJKL',
      '__proto__',
      'KEEL-ABCD-EFGH-JKMN-PQRS',
    ])
      expect(normalizeCode(typed), typed).toBeNull();
    expect(normalizeCode('keel-abcd-efgh-jkmn')).toBe('KEEL-ABCD-EFGH-JKMN');
  });
});
