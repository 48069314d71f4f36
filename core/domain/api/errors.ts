import type { z } from 'zod';

/** The 400 body of API.md: one sentence and a message per field. */
export interface ValidationErrorBody {
  error: string;
  fields: Record<string, string>;
}

/** Turns a zod error into the API's 400 body, naming each field. */
export function validationErrorBody(error: z.ZodError): ValidationErrorBody {
  // A Map, since a field's name can be a client's key ('__proto__' included).
  const named = new Map<string, string>();
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    if (!named.has(key)) named.set(key, issue.message);
  }
  const fields: Record<string, string> = Object.fromEntries(named);
  const [firstField, firstMessage] = [...named][0] ?? ['body', 'Invalid request'];
  return { error: firstField === 'body' ? firstMessage : `${firstField}: ${firstMessage}`, fields };
}
