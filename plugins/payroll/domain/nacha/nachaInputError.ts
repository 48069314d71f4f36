import type { z } from 'zod';

/** One reason the input cannot become a NACHA file. */
export interface NachaInputIssue {
  /** Where in the input, e.g. "credits.3.routing". */
  path: string;
  /** The employee concerned, e.g. "E-0001 (Jane Roe)", or null for company and file fields. */
  employee: string | null;
  /** A sentence naming the field, e.g. "Routing number is not valid". */
  message: string;
}

/** Thrown by buildNachaPpdFile with every issue found, each naming its employee and field. */
export class NachaInputError extends Error {
  override readonly name = 'NachaInputError';

  constructor(readonly issues: readonly NachaInputIssue[]) {
    super(issues.map(describeNachaIssue).join('\n'));
  }
}

/** An issue as one line for a person, e.g. "Employee E-1 (Jane Roe): Routing number is not valid". */
export function describeNachaIssue(issue: NachaInputIssue): string {
  if (issue.employee === null) return issue.message;
  const who = issue.path.startsWith('prenotes.') ? 'Prenote for employee' : 'Employee';
  return `${who} ${issue.employee}: ${issue.message}`;
}

function field(value: unknown, key: string | number): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** "E-1 (Jane Roe)", "Jane Roe", "E-1" or "#4" from the entry as the caller gave it. */
function employeeLabel(input: unknown, list: string, index: number): string {
  const entry = field(field(input, list), index);
  const id = text(field(entry, 'individualId'));
  const name = text(field(entry, 'name'));
  if (id && name) return `${id} (${name})`;
  return id || name || `#${index + 1}`;
}

/** zod issues of nachaPpdInputSchema as NachaInputIssues, with the employee named. */
export function toNachaIssues(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
): NachaInputIssue[] {
  return issues.map((issue) => {
    const [list, index] = issue.path;
    const perEmployee = (list === 'credits' || list === 'prenotes') && typeof index === 'number';
    return {
      path: issue.path.map(String).join('.'),
      employee: perEmployee ? employeeLabel(input, list, index) : null,
      message: issue.message,
    };
  });
}
