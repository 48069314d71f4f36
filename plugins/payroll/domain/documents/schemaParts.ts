import { z } from 'zod';
import { isoDateSchema } from '@keel/core/domain';

/** Printed text: trimmed, inner whitespace (line breaks too) collapsed, 1 to `max` characters. */
export function printedText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .transform((value) => value.replace(/\s+/gu, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(max, `${label} must be at most ${max} characters`),
    );
}

/** A non-negative whole number of cents. */
export function centsAmount(label: string) {
  return z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .refine(Number.isSafeInteger, `${label} is too large`);
}

/** A whole number of cents of either sign (net pay can be negative when deductions exceed pay). */
export function signedCents(label: string) {
  return z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .refine(Number.isSafeInteger, `${label} is too large`);
}

/** Hours or units with at most two decimals. */
export function quantity(label: string, max: number) {
  return z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: `${label} can have at most 2 decimal places`,
    });
}

export const payPeriodSchema = z
  .object({ start: isoDateSchema, end: isoDateSchema })
  .refine((period) => period.start <= period.end, {
    message: 'Pay period must end on or after its start',
    path: ['end'],
  });
export type PayPeriod = z.infer<typeof payPeriodSchema>;

/** 2026-03-06 -> "03/06/2026", as US checks and stubs print dates. */
export function usDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}

/** "03/01/2026 - 03/15/2026". */
export function periodText(period: PayPeriod): string {
  return `${usDate(period.start)} - ${usDate(period.end)}`;
}

/** 86.666 -> "86.67", 80 -> "80.00". */
export function hoursText(hours: number): string {
  return hours.toFixed(2);
}

/**
 * Every input parsed with `schema`; when any fails, one ZodError with all their issues, each path
 * starting with the input's index.
 */
export function parseEach<S extends z.ZodType>(
  schema: S,
  inputs: readonly unknown[],
): z.output<S>[] {
  const issues: z.core.$ZodIssue[] = [];
  const parsed: z.output<S>[] = [];
  inputs.forEach((input, index) => {
    const result = schema.safeParse(input);
    if (result.success) parsed.push(result.data);
    else
      for (const issue of result.error.issues)
        issues.push({ ...issue, path: [index, ...issue.path] });
  });
  if (issues.length > 0) throw new z.ZodError(issues);
  return parsed;
}
