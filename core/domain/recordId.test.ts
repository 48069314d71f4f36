import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationErrorBody } from './api/errors';
import { isRecordId, recordIdOrBlankSchema, recordIdSchema, reservedKeys } from './recordId';

describe('record ids', () => {
  it('reserve every name a plain object inherits, and prototype', () => {
    for (const name of Object.getOwnPropertyNames(Object.prototype))
      expect(reservedKeys.has(name)).toBe(true);
    expect(reservedKeys.has('prototype')).toBe(true);
  });

  it.each(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'])(
    'refuse %s, naming why',
    (id) => {
      expect(isRecordId(id)).toBe(false);
      const parsed = z.object({ employeeId: recordIdSchema }).safeParse({ employeeId: id });
      expect(parsed.success).toBe(false);
      expect(validationErrorBody(parsed.error!)).toEqual({
        error: 'employeeId: This name is reserved; use another id',
        fields: { employeeId: 'This name is reserved; use another id' },
      });
    },
  );

  it('take UUIDs, short names and the 64-character limit; refuse paths, blanks and longer text', () => {
    for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'cash', 'E_1', 'x'.repeat(64)])
      expect(recordIdSchema.safeParse(id).success).toBe(true);
    for (const id of ['', '../a', 'a b', 'x'.repeat(65), 'a.b', 'Proto\u0000'])
      expect(recordIdSchema.safeParse(id).success).toBe(false);
  });

  it('take blank as "none" where blank is allowed, and check anything else', () => {
    expect(recordIdOrBlankSchema.parse('')).toBe('');
    expect(recordIdOrBlankSchema.parse('v-1')).toBe('v-1');
    expect(recordIdOrBlankSchema.safeParse('__proto__').error?.issues[0]?.message).toBe(
      'This name is reserved; use another id',
    );
    expect(recordIdOrBlankSchema.safeParse('a/b').success).toBe(false);
  });
});

describe('validationErrorBody', () => {
  it('names a field whose name is a prototype key', () => {
    const parsed = z
      .unknown()
      .superRefine((_, ctx) => {
        for (const key of ['__proto__', 'constructor'])
          ctx.addIssue({ code: 'custom', path: [key], message: 'Use a number' });
      })
      .safeParse({});
    expect(parsed.success).toBe(false);
    const body = validationErrorBody(parsed.error!);
    expect(Object.keys(body.fields)).toEqual(['__proto__', 'constructor']);
    expect(body.error).toBe('__proto__: Use a number');
  });
});
