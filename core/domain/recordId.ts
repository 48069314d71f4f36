import { z } from 'zod';

/**
 * Names every plain object answers from Object.prototype (and `prototype`, a function's). As a key
 * of a plain object they read or replace what the object inherits instead of a value of its own:
 * `rows['__proto__'] = row` silently loses the row.
 */
export const reservedKeys: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toString',
  'toLocaleString',
  'valueOf',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

/** Whether a key is one of `reservedKeys`. */
export function isReservedKey(key: string): boolean {
  return reservedKeys.has(key);
}

const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The message of an id that is not of the pattern. */
export const RECORD_ID_MESSAGE = "Use 1-64 letters, digits, '_' or '-'";
/** The message of an id that is a reserved name. */
export const RESERVED_ID_MESSAGE = 'This name is reserved; use another id';

/**
 * The id of a record, or any key a client chooses (a row, a company, an employee, a path
 * parameter): 1-64 letters, digits, '_' or '-' (safe in rows, URLs, file names and journals), and
 * never one of `reservedKeys`. Every route checks its ids with it.
 */
export const recordIdSchema = z
  .string({ error: 'An id is required' })
  .regex(RECORD_ID, RECORD_ID_MESSAGE)
  .refine((id) => !isReservedKey(id), RESERVED_ID_MESSAGE);

/** Whether text is a valid record id. */
export function isRecordId(text: unknown): text is string {
  return typeof text === 'string' && RECORD_ID.test(text) && !isReservedKey(text);
}

/** A record id or '' (a form's "none"), kept as given. */
export const recordIdOrBlankSchema = z
  .string({ error: 'An id is required' })
  .superRefine((id, ctx) => {
    if (id === '') return;
    const checked = recordIdSchema.safeParse(id);
    if (!checked.success)
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message });
  });
