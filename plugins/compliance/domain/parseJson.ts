import type { z } from 'zod';

/** A JSON cell read with its schema: the value, or null when it is not JSON or not of the schema. */
export function parseJsonCell<T>(schema: z.ZodType<T>, text: unknown): T | null {
  if (typeof text !== 'string') return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
