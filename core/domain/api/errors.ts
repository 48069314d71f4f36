import type { z } from 'zod';

/** The 400 body of API.md: one sentence and a message per field. */
export interface ValidationErrorBody {
  error: string;
  fields: Record<string, string>;
}

/** Turns a zod error into the API's 400 body, naming each field. */
export function validationErrorBody(error: z.ZodError): ValidationErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'body';
    fields[key] ??= issue.message;
  }
  const [firstField, firstMessage] = Object.entries(fields)[0] ?? ['body', 'Invalid request'];
  return { error: firstField === 'body' ? firstMessage : `${firstField}: ${firstMessage}`, fields };
}
