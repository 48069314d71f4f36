import { employeeSchema, type Employee } from './employeeSchema';
import { IMPORT_FIELD_LABELS, type ImportField } from './importColumns';
import {
  isPayFigure,
  readDateCell,
  readEmploymentType,
  readFilingStatus,
  readMoneyCell,
  readNumberCell,
  readPayType,
  readW4Version,
  readYesNo,
} from './importCells';

/** One data row made into an employee, or the reasons it cannot be; warnings name defaults used. */
export type RowResult =
  { ok: true; employee: Employee; warnings: string[] } | { ok: false; reasons: string[] };

/** What every row of one file shares. */
export interface RowContext {
  /** 0-based column of each mapped field. */
  fieldColumns: ReadonlyMap<ImportField, number>;
  /** True when the hourly-rate column is a generic "Pay Rate" rather than an "Hourly Rate". */
  rateColumnIsGeneric: boolean;
}

const PAY_FIELDS: readonly string[] = ['payType', 'salary', 'hourlyRate'];
const W4_MONEY = ['w4Dependents', 'w4OtherIncome', 'w4Deductions', 'w4ExtraWithholding'] as const;

/**
 * Reads one row. The rule: a cell that decides pay or withholding (pay type, the pay figure, the
 * tax columns) must be readable or the row is skipped; a descriptive cell that is not readable
 * (hours per week, start date, employment type) falls back to the spec's default with a warning.
 * Blank cells take the defaults silently.
 */
export function rowToEmployee(
  cells: readonly string[],
  context: RowContext,
  id: string,
): RowResult {
  const cell = (field: ImportField) => {
    const column = context.fieldColumns.get(field);
    return column === undefined ? '' : (cells[column] ?? '').trim();
  };
  const reasons: string[] = [];
  const warnings: string[] = [];
  // Fields whose cell could not be read: the schema's "is required" for them would say less.
  const unread = new Set<string>();
  const input: Record<string, unknown> = {
    id,
    firstName: cell('firstName'),
    lastName: cell('lastName'),
    email: cell('email'),
    jobTitle: cell('jobTitle'),
    department: cell('department'),
  };
  const label = (field: ImportField) => IMPORT_FIELD_LABELS[field];

  const payType = readPayTypeCells(cell('payType'), cell('salary'), cell('hourlyRate'), reasons);
  input.payType = payType;
  let salaryText = cell('salary');
  let rateText = cell('hourlyRate');
  // One "Pay Rate" column serves both kinds in many exports: for a salaried row it is the salary.
  if (payType === 'salary' && !salaryText && rateText && context.rateColumnIsGeneric) {
    [salaryText, rateText] = [rateText, ''];
  }
  const payField = payType === 'hourly' ? 'hourlyRate' : 'salary';
  for (const [field, text] of [
    ['salary', salaryText],
    ['hourlyRate', rateText],
  ] as const) {
    if (!text) continue;
    const read = readMoneyCell(label(field), text);
    if (read.ok) input[field] = read.value;
    else if (field === payField) {
      reasons.push(read.error);
      unread.add(field);
    } else warnings.push(`${read.error}; it was left out (the employee is paid ${payType})`);
  }

  const hours = cell('hoursPerWeek');
  if (hours) {
    const value = readNumberCell(hours);
    if (value === undefined || value === 0) {
      warnings.push(`Hours per week "${hours}" is not a number of hours; 40 was used`);
    } else input.hoursPerWeek = value;
  }
  const start = cell('startDate');
  if (start) {
    input.startDate = readDateCell(start);
    if (!input.startDate) warnings.push(`Start date "${start}" is not a date; it was left blank`);
  }
  const type = cell('employmentType');
  if (type) {
    input.employmentType = readEmploymentType(type);
    if (!input.employmentType) {
      warnings.push(
        `Employment type "${type}" is not full-time, part-time, contract or intern; full-time was used`,
      );
    }
  }
  readTaxCells(cell, input, reasons);

  const result = employeeSchema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      // Without a pay type the pay figures cannot be judged; the reason above says why.
      const field = String(issue.path[0]);
      if (unread.has(field) || (!payType && PAY_FIELDS.includes(field))) continue;
      reasons.push(issue.message);
    }
  }
  if (reasons.length > 0 || !result.success) return { ok: false, reasons: [...new Set(reasons)] };
  return { ok: true, employee: result.data, warnings };
}

/** The row's pay type: as written, else salary when a salary is present, else hourly (spec 000 §5). */
function readPayTypeCells(
  written: string,
  salary: string,
  rate: string,
  reasons: string[],
): 'salary' | 'hourly' | undefined {
  if (written) {
    const payType = readPayType(written);
    if (!payType) reasons.push(`Pay type "${written}" must be salary or hourly`);
    return payType;
  }
  // A salary of $0 beside an hourly rate is an hourly employee's empty salary column.
  if (salary && (isPayFigure(salary) || !rate)) return 'salary';
  if (rate) return 'hourly';
  reasons.push('Salary or hourly rate is required');
  return undefined;
}

function readTaxCells(
  cell: (field: ImportField) => string,
  input: Record<string, unknown>,
  reasons: string[],
): void {
  const filing = cell('taxFilingStatus');
  if (filing) {
    input.taxFilingStatus = readFilingStatus(filing);
    if (!input.taxFilingStatus) {
      reasons.push(`Tax filing status "${filing}" must be single, married or head of household`);
    }
  }
  const allowances = cell('taxAllowances');
  if (allowances) {
    input.taxAllowances = readNumberCell(allowances);
    if (input.taxAllowances === undefined) {
      reasons.push(`Tax allowances "${allowances}" must be a whole number from 0 to 10`);
    }
  }
  const version = cell('w4Version');
  if (version) {
    input.w4Version = readW4Version(version);
    if (!input.w4Version) reasons.push(`W-4 version "${version}" must name the form's year`);
  }
  const step2 = cell('w4Step2');
  if (step2) {
    input.w4Step2 = readYesNo(step2);
    if (input.w4Step2 === undefined) reasons.push(`W-4 Step 2 "${step2}" must be yes or no`);
  }
  for (const field of W4_MONEY) {
    const text = cell(field);
    if (!text) continue;
    const read = readMoneyCell(IMPORT_FIELD_LABELS[field], text);
    if (read.ok) input[field] = read.value;
    else reasons.push(read.error);
  }
}
