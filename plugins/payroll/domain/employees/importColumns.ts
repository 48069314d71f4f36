import type { SheetRow } from './sheetRow';

/** The employee fields an upload's columns can fill. */
export const importFields = [
  'firstName',
  'lastName',
  'email',
  'payType',
  'salary',
  'hourlyRate',
  'hoursPerWeek',
  'jobTitle',
  'department',
  'startDate',
  'employmentType',
  'taxFilingStatus',
  'taxAllowances',
  'w4Version',
  'w4Step2',
  'w4Dependents',
  'w4OtherIncome',
  'w4Deductions',
  'w4ExtraWithholding',
] as const;
/** An employee field an upload's column can fill. */
export type ImportField = (typeof importFields)[number];

/** How the preview names each field. */
export const IMPORT_FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  payType: 'Pay type',
  salary: 'Salary',
  hourlyRate: 'Hourly rate',
  hoursPerWeek: 'Hours per week',
  jobTitle: 'Job title',
  department: 'Department',
  startDate: 'Start date',
  employmentType: 'Employment type',
  taxFilingStatus: 'Tax filing status',
  taxAllowances: 'Tax allowances',
  w4Version: 'W-4 version',
  w4Step2: 'W-4 Step 2',
  w4Dependents: 'W-4 dependents',
  w4OtherIncome: 'W-4 other income',
  w4Deductions: 'W-4 deductions',
  w4ExtraWithholding: 'W-4 extra withholding',
};

/** One column of the header row and the field it fills, for the import preview. */
export interface HeaderColumn {
  /** 1-based column number. */
  column: number;
  header: string;
  field: ImportField | null;
  /** Why a column is not used. */
  note?: string;
}

const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');
const has = (h: string, ...words: string[]) => words.some((word) => h.includes(word));

/** The W-4 columns: only headers that say W-4, so a benefits "Deductions" column is never one. */
function w4Field(h: string): ImportField | null {
  if (has(h, 'step2', 'multiplejobs')) return 'w4Step2';
  if (has(h, 'dependent')) return 'w4Dependents';
  if (has(h, 'otherincome')) return 'w4OtherIncome';
  if (has(h, 'deduction')) return 'w4Deductions';
  if (has(h, 'extra', 'additional')) return 'w4ExtraWithholding';
  if (has(h, 'version', 'year', 'form')) return 'w4Version';
  return null;
}

/**
 * The field a header names, by the spec's keywords matched case-insensitively (first, last,
 * email, salary, hourly or rate, hours or weekly, paytype, title or position, department, start
 * or hire, type or employment), tried most specific first so "Pay Type" is not an employment
 * type and "Hourly Rate" is not hours. Spaces, dashes and underscores are ignored.
 */
export function fieldForHeader(header: string): ImportField | null {
  const h = normalize(header);
  if (!h) return null;
  const state = h.includes('state');
  if (!state && has(h, 'filingstatus', 'filing', 'marital')) return 'taxFilingStatus';
  if (!state && has(h, 'allowance')) return 'taxAllowances';
  if (has(h, 'w4')) return w4Field(h);
  if (has(h, 'paytype', 'paybasis', 'rateunit', 'payunit', 'ratetype')) return 'payType';
  if (has(h, 'salary') && has(h, 'hourly')) return 'payType';
  if (has(h, 'email')) return 'email';
  if (has(h, 'first')) return 'firstName';
  if (has(h, 'last')) return 'lastName';
  if (has(h, 'hours', 'weekly')) return 'hoursPerWeek';
  if (has(h, 'salary', 'annual')) return 'salary';
  if (has(h, 'hourly', 'rate')) return 'hourlyRate';
  if (has(h, 'title', 'position')) return 'jobTitle';
  if (has(h, 'department', 'dept')) return 'department';
  if (has(h, 'start', 'hire')) return 'startDate';
  if (!has(h, 'account') && has(h, 'employment', 'type')) return 'employmentType';
  return null;
}

// A second column for the same field loses to one that is not someone's alternative.
const SECONDARY = /preferred|nick|personal|emergency|contact|previous|former|other|spouse|manager/;

/** Maps each column of a header row; when two columns name one field the better one wins. */
export function mapHeader(cells: readonly string[]): HeaderColumn[] {
  const columns: HeaderColumn[] = cells.map((cell, index) => ({
    column: index + 1,
    header: cell.trim(),
    field: fieldForHeader(cell),
  }));
  for (const field of importFields) {
    const claims = columns.filter((column) => column.field === field);
    if (claims.length < 2) continue;
    const rank = (column: HeaderColumn) => {
      const h = normalize(column.header);
      if (h === normalize(IMPORT_FIELD_LABELS[field])) return 2;
      return SECONDARY.test(h) ? 0 : 1;
    };
    const winner = claims.reduce((best, column) => (rank(column) > rank(best) ? column : best));
    for (const column of claims) {
      if (column === winner) continue;
      column.field = null;
      column.note = `"${winner.header}" (column ${winner.column}) is the ${IMPORT_FIELD_LABELS[field]} column`;
    }
  }
  for (const column of columns) {
    if (column.field === null && column.note === undefined && column.header) {
      column.note = 'Not an employee field Keel imports';
    }
  }
  return columns;
}

const REQUIRED: readonly ImportField[] = ['firstName', 'lastName', 'email'];
// Title lines above the header (a report name, a date) are common in payroll exports.
const HEADER_SEARCH_ROWS = 10;

/** The header row, its column map, and the column of each mapped field; or what is missing. */
export function findHeader(
  rows: readonly SheetRow[],
):
  | { index: number; columns: HeaderColumn[]; fieldColumns: Map<ImportField, number> }
  | { missing: string[] } {
  const candidates = rows
    .filter((row) => row.cells.some((cell) => cell.trim()))
    .slice(0, HEADER_SEARCH_ROWS);
  let firstMissing: string[] | undefined;
  for (const candidate of candidates) {
    const columns = mapHeader(candidate.cells);
    const fieldColumns = new Map<ImportField, number>();
    for (const column of columns)
      if (column.field) fieldColumns.set(column.field, column.column - 1);
    const missing = REQUIRED.filter((field) => !fieldColumns.has(field)).map(
      (field) => IMPORT_FIELD_LABELS[field],
    );
    if (missing.length === 0) return { index: rows.indexOf(candidate), columns, fieldColumns };
    firstMissing ??= missing;
  }
  return { missing: firstMissing ?? REQUIRED.map((field) => IMPORT_FIELD_LABELS[field]) };
}
