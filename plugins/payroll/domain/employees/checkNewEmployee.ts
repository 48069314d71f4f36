import { employeeSchema, type Employee, type EmployeeField } from './employeeSchema';

/** The toast title of a refused employee (spec 000 section 8). */
export const EMPLOYEE_VALIDATION_TITLE = 'Validation Error';

/** The spec's add-employee message, naming the pay figure the pay type needs (spec 000 §5, §8). */
export function requiredFieldsMessage(payType: 'salary' | 'hourly'): string {
  return `Please fill in all required fields including ${payType === 'hourly' ? 'hourly rate' : 'annual salary'}`;
}

/** Field name -> first message, for a form to show beside each field. */
export type EmployeeErrors = Partial<Record<EmployeeField, string>>;

/** The result of checking the Add Employee form. */
export type NewEmployeeCheck =
  | { ok: true; employee: Employee }
  | {
      ok: false;
      toast: { title: typeof EMPLOYEE_VALIDATION_TITLE; description: string };
      errors: EmployeeErrors;
    };

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

/**
 * Checks an employee as the Add Employee form gives it (money already in cents). A missing first
 * name, last name, email or pay figure gives the spec's toast; any other problem gives a toast
 * with the first field's own message, so the user always learns which field is wrong.
 */
export function checkNewEmployee(values: Record<string, unknown>): NewEmployeeCheck {
  const result = employeeSchema.safeParse(values);
  if (result.success) return { ok: true, employee: result.data };
  const errors: EmployeeErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field as EmployeeField] ??= issue.message;
  }
  const payType = values.payType === 'hourly' ? 'hourly' : 'salary';
  const payField = payType === 'hourly' ? 'hourlyRate' : 'salary';
  const missingRequired = (['firstName', 'lastName', 'email', payField] as const).some((field) =>
    isBlank(values[field]),
  );
  const description = missingRequired
    ? requiredFieldsMessage(payType)
    : (Object.values(errors)[0] ??
      result.error.issues[0]?.message ??
      requiredFieldsMessage(payType));
  return { ok: false, toast: { title: EMPLOYEE_VALIDATION_TITLE, description }, errors };
}
