import { z } from 'zod';
import { recordIdSchema } from '../recordId';

/** An account or entry id: a record id (safe in rows, URLs and journals). */
export const ledgerIdSchema = recordIdSchema;

/** One line of text without line breaks, trimmed. */
export const singleLineSchema = z
  .string()
  .trim()
  .max(500, 'Use at most 500 characters')
  .regex(/^[^\r\n]*$/, 'Use a single line');

/** A calendar date as YYYY-MM-DD that exists (2025-02-29 does not). */
export const isoDateSchema = z.string().refine(isIsoDate, 'Use a real date as YYYY-MM-DD');

/** Whether text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1;
}
