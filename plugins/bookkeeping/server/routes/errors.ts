import type { ValidationErrorBody } from '@keel/core/domain';

/** The 400 body of API.md from 'field.path: message' errors (as validateEntry gives them). */
export function fieldErrorsBody(errors: readonly string[]): ValidationErrorBody {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const at = error.indexOf(': ');
    const field = at > 0 ? error.slice(0, at) : 'body';
    fields[field] ??= at > 0 ? error.slice(at + 2) : error;
  }
  return { error: errors[0] ?? 'Invalid request', fields };
}

/** The parsed JSON body (the server's body parser sets it), or {} when there is none. */
export function requestBody(ctx: { request: object }): unknown {
  return (ctx.request as { body?: unknown }).body ?? {};
}

/** The 400 body of API.md from field -> message pairs (the first pair gives the sentence). */
export function formErrorsBody(fields: Readonly<Record<string, string>>): ValidationErrorBody {
  return fieldErrorsBody(Object.entries(fields).map(([field, message]) => `${field}: ${message}`));
}
