import { z } from 'zod';

/** Trimmed text that must not be empty, with the spec's "<Field> is required" message. */
export function requiredText(label: string) {
  const message = `${label} is required`;
  return z.string({ error: message }).trim().min(1, message);
}
