import { moneySchema } from '@keel/core/domain';
import {
  employeeMoneyFields,
  employeeSchema,
  stateWithholdingMoneyFields,
  type Employee,
} from '../domain/employees/employeeSchema';

/** One REST employee read: the checked employee, or field name -> message. */
export type EmployeeRead =
  { ok: true; employee: Employee } | { ok: false; fields: Record<string, string> };

/** Turns the dollar amounts of `names` in `source` into cents; a bad one is named in `fields`. */
function dollarsToCents(
  source: Record<string, unknown>,
  names: readonly string[],
  fields: Record<string, string>,
  prefix = '',
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...source };
  for (const name of names) {
    const value = source[name];
    if (value === undefined || value === null || value === '') {
      delete out[name];
      continue;
    }
    const cents = moneySchema.safeParse(value);
    if (cents.success && cents.data >= 0) out[name] = cents.data;
    else
      fields[`${prefix}${name}`] = cents.success
        ? 'Must not be negative'
        : (cents.error.issues[0]?.message ?? 'Invalid amount');
  }
  return out;
}

/**
 * Reads an employee of a configure call: dollars to cents (the state certificate's amounts too),
 * then the employee schema.
 */
export function readEmployeeInput(raw: Record<string, unknown>): EmployeeRead {
  const fields: Record<string, string> = {};
  const input = dollarsToCents(raw, employeeMoneyFields, fields);
  // The form's year may come as a number (2019) as well as the text the schema names ('2019').
  if (typeof input.w4Version === 'number') input.w4Version = String(input.w4Version);
  const certificate = raw.stateWithholding;
  if (certificate && typeof certificate === 'object' && !Array.isArray(certificate))
    input.stateWithholding = dollarsToCents(
      certificate as Record<string, unknown>,
      stateWithholdingMoneyFields,
      fields,
      'stateWithholding.',
    );
  const parsed = employeeSchema.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      fields[issue.path.join('.') || 'employee'] ??= issue.message;
  if (Object.keys(fields).length > 0 || !parsed.success) return { ok: false, fields };
  return { ok: true, employee: parsed.data };
}
