import { moneySchema } from '@keel/core/domain';
import {
  employeeMoneyFields,
  employeeSchema,
  type Employee,
} from '../domain/employees/employeeSchema';

/** One REST employee read: the checked employee, or field name -> message. */
export type EmployeeRead =
  { ok: true; employee: Employee } | { ok: false; fields: Record<string, string> };

/** Reads an employee of a configure call: dollars to cents, then the employee schema. */
export function readEmployeeInput(raw: Record<string, unknown>): EmployeeRead {
  const fields: Record<string, string> = {};
  const input: Record<string, unknown> = { ...raw };
  for (const field of employeeMoneyFields) {
    const value = raw[field];
    if (value === undefined || value === null || value === '') {
      delete input[field];
      continue;
    }
    const cents = moneySchema.safeParse(value);
    if (cents.success && cents.data >= 0) input[field] = cents.data;
    else
      fields[field] = cents.success
        ? 'Must not be negative'
        : (cents.error.issues[0]?.message ?? 'Invalid amount');
  }
  const parsed = employeeSchema.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      fields[issue.path.join('.') || 'employee'] ??= issue.message;
  if (Object.keys(fields).length > 0 || !parsed.success) return { ok: false, fields };
  return { ok: true, employee: parsed.data };
}
