import * as XLSX from '@e965/xlsx';
import type { CsvRow } from '../csv/readCsvRows';
import { isMarkupSpreadsheet, sniffStatementBytes } from '../sniffStatementBytes';
import { StatementError } from '../statementError';
import { excelSerialToDate } from './excelDate';

/** A sheet's non-blank rows as text cells, ready for the CSV reader's column detection. */
export interface SpreadsheetRows {
  /** 'xlsx' for zip workbooks (Office Open XML, also .ods); 'xls' for BIFF, HTML and XML ones. */
  format: 'xlsx' | 'xls';
  /** The name of the sheet the rows come from. */
  sheet: string;
  /** Rows in sheet order; `line` is the sheet's row number, cells start at the first used column. */
  rows: CsvRow[];
  warnings: string[];
}

// Excel shows at most 15 significant digits; more are binary noise (=0.1+0.2 is 0.30000000000000004).
const EXCEL_DIGITS = 15;

// Excel's error values by their BIFF code, as the cell shows them.
const ERRORS: Record<number, string> = {
  0x00: '#NULL!',
  0x07: '#DIV/0!',
  0x0f: '#VALUE!',
  0x17: '#REF!',
  0x1d: '#NAME?',
  0x24: '#NUM!',
  0x2a: '#N/A',
  0x2b: '#GETTING_DATA',
};

const READ_OPTIONS: XLSX.ParsingOptions = {
  type: 'array',
  dense: true,
  // Keep dates as serial numbers: they are converted exactly below, without Date objects.
  cellDates: false,
  cellNF: true,
  cellHTML: false,
  cellStyles: false,
  // No formatted text: cells are converted below from their values (a third faster to read).
  cellText: false,
  // HTML and XML sheets keep their text as written instead of SheetJS guessing dates and numbers.
  raw: true,
};

const isDateFormat: (format: string | number) => boolean = (
  XLSX.SSF as { is_date: (format: string | number) => boolean }
).is_date;

/** Reads the first sheet with data from .xlsx/.xls bytes (also HTML and XML "Excel" downloads). */
export function readSpreadsheetRows(bytes: Uint8Array): SpreadsheetRows {
  const kind = sniffStatementBytes(bytes);
  const markup = kind === 'text' && isMarkupSpreadsheet(bytes);
  if (kind !== 'xlsx' && kind !== 'xls' && !markup) {
    throw new StatementError(
      'This file is not a spreadsheet: Keel reads .xlsx and .xls workbooks saved by Excel, Numbers or Google Sheets',
    );
  }
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, READ_OPTIONS);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // Office encrypts a workbook with a password into an OLE2 container; a zip "encryption" error
    // is a damaged or foreign zip instead.
    if (/password|ECMA-376 Encrypted|EncryptionInfo|Encryption (Flags|scheme)/i.test(reason)) {
      throw new StatementError(
        'This spreadsheet is password-protected; save it without a password and upload it again',
      );
    }
    throw new StatementError(`This file could not be read as a spreadsheet (${reason.trim()})`);
  }
  const date1904 = workbook.Workbook?.WBProps?.date1904 === true;
  const withData: { name: string; rows: CsvRow[]; formulas: string[] }[] = [];
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    if (!sheet) continue;
    const read = sheetRows(sheet, date1904);
    if (read.rows.length > 0) withData.push({ name, ...read });
  }
  const first = withData[0];
  if (!first) throw new StatementError('This spreadsheet has no rows: every sheet is empty');
  const warnings: string[] = [];
  if (withData.length > 1) {
    const others = withData.slice(1).map((sheet) => `"${sheet.name}"`);
    warnings.push(
      `Only the first sheet with data, "${first.name}", was read; ${others.length === 1 ? 'the sheet' : 'the sheets'} ${others.join(', ')} ${others.length === 1 ? 'was' : 'were'} ignored`,
    );
  }
  if (first.formulas.length > 0) {
    warnings.push(
      `${first.formulas.length} formula ${first.formulas.length === 1 ? 'cell has' : 'cells have'} no saved result and ${first.formulas.length === 1 ? 'was' : 'were'} read as written (${first.formulas.slice(0, 3).join(', ')}); open the file in Excel and save it to store the results`,
    );
  }
  return {
    format: kind === 'xlsx' ? 'xlsx' : 'xls',
    sheet: first.name,
    rows: first.rows,
    warnings,
  };
}

function sheetRows(
  sheet: XLSX.WorkSheet,
  date1904: boolean,
): { rows: CsvRow[]; formulas: string[] } {
  const grid: (XLSX.CellObject | undefined)[][] = sheet['!data'] ?? [];
  const formulas: string[] = [];
  const texts: { line: number; fields: string[] }[] = [];
  let firstColumn = Infinity;
  grid.forEach((cells, r) => {
    if (!cells) return;
    const fields: string[] = [];
    let last = -1;
    cells.forEach((cell, c) => {
      const text = cellText(cell, date1904);
      if (text === undefined) return;
      if (text.formula) formulas.push(`${XLSX.utils.encode_cell({ r, c })} ${text.value}`);
      fields[c] = text.value;
      if (text.value.trim() !== '') {
        last = c;
        firstColumn = Math.min(firstColumn, c);
      }
    });
    if (last >= 0) texts.push({ line: r + 1, fields: fields.slice(0, last + 1) });
  });
  const rows = texts.map(({ line, fields }) => ({
    line,
    fields: Array.from(fields.slice(firstColumn), (field) => field ?? ''),
  }));
  return { rows, formulas };
}

/** A cell as the text the CSV reader expects; dates as YYYY-MM-DD, numbers as plain decimals. */
function cellText(
  cell: XLSX.CellObject | undefined,
  date1904: boolean,
): { value: string; formula?: true } | undefined {
  if (!cell) return undefined;
  const { v: value } = cell;
  if (value === undefined || value === null) {
    // A formula saved without its result (some generators never compute them).
    return cell.f ? { value: `=${cell.f}`, formula: true } : undefined;
  }
  switch (cell.t) {
    case 'n': {
      if (typeof value !== 'number') return { value: String(value) };
      if (cell.z !== undefined && isDateFormat(cell.z)) {
        const date = excelSerialToDate(value, date1904);
        if (date) return { value: date };
      }
      return { value: numberText(value) };
    }
    case 'd':
      // Not produced with cellDates off; should a reader version make one, take the text shown.
      return { value: cell.w ?? (value instanceof Date ? dateText(value) : String(value)) };
    case 'b':
      return { value: value ? 'TRUE' : 'FALSE' };
    case 'e':
      return {
        value: cell.w ?? (typeof value === 'number' ? ERRORS[value] : undefined) ?? '#ERROR',
      };
    default:
      return { value: String(value) };
  }
}

/** "1234.56" for the double nearest 1234.56: the decimal Excel shows, never the float's noise. */
export function numberText(value: number): string {
  const rounded = Number(value.toPrecision(EXCEL_DIGITS));
  if (rounded === 0) return '0';
  const text = String(rounded);
  // Tiny and huge numbers print with an exponent; write them out so they read as decimals.
  if (!text.includes('e')) return text;
  return Math.abs(rounded) < 1
    ? rounded.toFixed(20).replace(/\.?0+$/, '')
    : BigInt(rounded).toString();
}

function dateText(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}
