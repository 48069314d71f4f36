import { decodeText, sniffUpload } from './decodeUpload';
import { EmployeeImportError } from './employeeImportError';
import type { Employee } from './employeeSchema';
import { findHeader, type HeaderColumn } from './importColumns';
import { readCsvText } from './readCsvText';
import { readWorkbookRows } from './readWorkbookRows';
import { rowToEmployee } from './rowToEmployee';
import type { SheetRow } from './sheetRow';

/** An upload read into rows of text. */
export interface EmployeeFile {
  /** What the bytes were, whatever the file's name said. */
  format: 'csv' | 'xlsx' | 'xls';
  /** The sheet read, for a workbook. */
  sheet?: string;
  rows: SheetRow[];
  /** What the reader left out (other sheets). */
  warnings: string[];
}

/**
 * Reads a Batch Upload file (.csv, .xlsx or .xls; spec 000 section 2.10) into rows of text: a CSV
 * in UTF-8, UTF-16 or Windows-1252 with , ; or tab; a workbook's first sheet with data. The
 * content decides, not the name. Throws EmployeeImportError (the spec's message) for anything else.
 */
export function readEmployeeFile(bytes: Uint8Array, fileName: string): EmployeeFile {
  try {
    const kind = sniffUpload(bytes);
    if (kind === 'text')
      return { format: 'csv', rows: readCsvText(decodeText(bytes)), warnings: [] };
    const workbook = readWorkbookRows(bytes);
    return { format: kind === 'xlsx' ? 'xlsx' : 'xls', ...workbook };
  } catch (error) {
    if (error instanceof EmployeeImportError) {
      throw new EmployeeImportError(`${fileName}: ${error.detail}`);
    }
    throw error;
  }
}

/** A data row that was not imported, and why ("Row 7: Salary "abc" is not a number"). */
export interface SkippedRow {
  row: number;
  reason: string;
}

/** A row not imported because its email belongs to an employee already there or an earlier row. */
export interface DuplicateRow extends SkippedRow {
  email: string;
  duplicateOf: { employeeId: string } | { row: number };
}

/** A value that could not be read and was replaced by the spec's default. */
export interface RowWarning {
  row: number;
  message: string;
}

/** What an import would do, for the preview before the user confirms it. */
export interface EmployeeImportPlan {
  /** Ready to add, with new ids. */
  employees: Employee[];
  /** Every row not imported, duplicates included, in row order. */
  skipped: SkippedRow[];
  /** The skipped rows that repeat an email, with what they repeat. */
  duplicates: DuplicateRow[];
  /** Imported rows where a default replaced a value Keel could not read. */
  warnings: RowWarning[];
  /** Which column went to which field. */
  headerMap: HeaderColumn[];
  /** The row number of the header row. */
  headerRow: number;
  /** Non-blank rows under the header. */
  dataRows: number;
  /** Notes about the file as a whole (title rows above the header). */
  notes: string[];
}

/** How a plan gets new ids and reports progress on large files. */
export interface PlanEmployeeImportOptions {
  newId: () => string;
  /** Called with (rows done, rows in all) every `progressEvery` rows and at the end. */
  onProgress?: (done: number, total: number) => void;
  progressEvery?: number;
}

/**
 * Plans a Batch Upload: finds the header (spec 000 §5 keyword matching), reads each non-blank
 * row with the spec's defaults, and sorts rows into employees to add, rows skipped with their
 * reasons, and duplicates by email (case-insensitive) of an existing employee or an earlier row.
 * Throws EmployeeImportError when no header row has First Name, Last Name and Email columns.
 */
export function planEmployeeImport(
  rows: readonly SheetRow[],
  existingEmployees: readonly { id: string; email: string }[],
  options: PlanEmployeeImportOptions,
): EmployeeImportPlan {
  const header = findHeader(rows);
  if ('missing' in header) {
    throw new EmployeeImportError(
      `No header row with First Name, Last Name and Email columns was found (missing: ${header.missing.join(', ')})`,
    );
  }
  const headerRow = rows[header.index]!.row;
  const rateColumn = header.columns.find((column) => column.field === 'hourlyRate');
  const context = {
    fieldColumns: header.fieldColumns,
    rateColumnIsGeneric: rateColumn !== undefined && !/hour/i.test(rateColumn.header),
  };
  const data = rows
    .slice(header.index + 1)
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const known = new Map<string, { employeeId: string } | { row: number }>();
  for (const employee of existingEmployees) {
    known.set(employee.email.trim().toLowerCase(), { employeeId: employee.id });
  }
  const plan: EmployeeImportPlan = {
    employees: [],
    skipped: [],
    duplicates: [],
    warnings: [],
    headerMap: header.columns,
    headerRow,
    dataRows: data.length,
    notes: header.index > 0 ? [`Rows above the header (row ${headerRow}) were not read`] : [],
  };
  const every = Math.max(1, options.progressEvery ?? 500);
  data.forEach(({ row, cells }, index) => {
    planRow(plan, known, row, rowToEmployee(cells, context, 'pending'), options.newId);
    if ((index + 1) % every === 0 && index + 1 < data.length) {
      options.onProgress?.(index + 1, data.length);
    }
  });
  options.onProgress?.(data.length, data.length);
  return plan;
}

function planRow(
  plan: EmployeeImportPlan,
  known: Map<string, { employeeId: string } | { row: number }>,
  row: number,
  result: ReturnType<typeof rowToEmployee>,
  newId: () => string,
): void {
  if (!result.ok) {
    plan.skipped.push({ row, reason: `Row ${row}: ${result.reasons.join('; ')}` });
    return;
  }
  const email = result.employee.email;
  const key = email.toLowerCase();
  const earlier = known.get(key);
  if (earlier) {
    const what = 'employeeId' in earlier ? 'an employee already in the list' : `row ${earlier.row}`;
    const duplicate = { row, reason: `Row ${row}: ${email} is a duplicate of ${what}`, email };
    plan.duplicates.push({ ...duplicate, duplicateOf: earlier });
    plan.skipped.push({ row, reason: duplicate.reason });
    return;
  }
  known.set(key, { row });
  plan.employees.push({ ...result.employee, id: newId() });
  for (const message of result.warnings)
    plan.warnings.push({ row, message: `Row ${row}: ${message}` });
}

/** The success toast after the user confirms an import (spec 000 section 8). */
export function importedMessage(count: number): string {
  return `Successfully imported ${count} employees`;
}
