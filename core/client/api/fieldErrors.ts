import type { z } from 'zod';
import { isApiError } from './ApiError';

/** Field messages of a failed zod parse, first message per field. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    out[key] ??= issue.message;
  }
  return out;
}

/** Field messages of a 400 API answer, or an empty record. */
export function apiFieldErrors(e: unknown): Record<string, string> {
  return isApiError(e) ? e.fields : {};
}
