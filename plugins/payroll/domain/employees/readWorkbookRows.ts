import * as XLSX from '@e965/xlsx';
import { EmployeeImportError } from './employeeImportError';
import type { SheetRow } from './sheetRow';

/** The rows of a workbook's first sheet with data, and what the reader left out. */
export interface WorkbookRows {
  sheet: string;
  rows: SheetRow[];
  warnings: string[];
}

const READ_OPTIONS: XLSX.ParsingOptions = {
  type: 'array',
  dense: true,
  // Dates stay serial numbers and are converted below without time zones.
  cellDates: false,
  cellNF: true,
  cellHTML: false,
  cellStyles: false,
  cellText: false,
  // HTML and XML sheets keep their text as written instead of SheetJS guessing numbers.
  raw: true,
};

// Excel shows at most 15 significant digits; more are binary noise.
const EXCEL_DIGITS = 15;
const DAY_MS = 86_400_000;
// Serial 60 is Lotus 1-2-3's 29 Feb 1900; from serial 61 on, day 0 is 1899-12-30.
const FAKE_LEAP_DAY = 60;

const isDateFormat = (XLSX.SSF as { is_date: (format: string | number) => boolean }).is_date;

/** Reads .xlsx / .xls bytes (also HTML and XML "Excel" files): the first sheet with data. */
export function readWorkbookRows(bytes: Uint8Array): WorkbookRows {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, READ_OPTIONS);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/password|encrypt/i.test(reason)) {
      throw new EmployeeImportError(
        'The spreadsheet is password-protected; save it without a password and upload it again',
      );
    }
    throw new EmployeeImportError(`The file could not be read as a spreadsheet (${reason.trim()})`);
  }
  const date1904 = workbook.Workbook?.WBProps?.date1904 === true;
  const withData = workbook.SheetNames.flatMap((name) => {
    const sheet = workbook.Sheets[name];
    const rows = sheet ? sheetRows(sheet, date1904) : [];
    return rows.length > 0 ? [{ name, rows }] : [];
  });
  const first = withData[0];
  if (!first) throw new EmployeeImportError('The spreadsheet is empty: no sheet has any rows');
  const warnings = withData
    .slice(1)
    .map((sheet) => `Only the first sheet, "${first.name}", was read; "${sheet.name}" was not`);
  return { sheet: first.name, rows: first.rows, warnings };
}

function sheetRows(sheet: XLSX.WorkSheet, date1904: boolean): SheetRow[] {
  const grid: (XLSX.CellObject | undefined)[][] = sheet['!data'] ?? [];
  const rows: SheetRow[] = [];
  grid.forEach((cells, r) => {
    if (!cells) return;
    const texts = Array.from(cells, (cell) => cellText(cell, date1904));
    if (texts.some((text) => text.trim() !== '')) rows.push({ row: r + 1, cells: texts });
  });
  return rows;
}

/** A cell as text: dates as YYYY-MM-DD, numbers as the decimal Excel shows. */
function cellText(cell: XLSX.CellObject | undefined, date1904: boolean): string {
  const value = cell?.v;
  if (cell === undefined || value === undefined || value === null) return '';
  switch (cell.t) {
    case 'n':
      if (typeof value !== 'number') return String(value);
      if (cell.z !== undefined && isDateFormat(cell.z)) {
        return excelSerialToDate(value, date1904) ?? numberText(value);
      }
      return numberText(value);
    case 'b':
      return value ? 'TRUE' : 'FALSE';
    case 'e':
      return cell.w ?? '#ERROR';
    case 'd':
      return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
    default:
      return String(value);
  }
}

/** "1234.56" for the double nearest 1234.56, never the float's noise; no exponents. */
export function numberText(value: number): string {
  const rounded = Number(value.toPrecision(EXCEL_DIGITS));
  if (rounded === 0) return '0';
  const text = String(rounded);
  if (!text.includes('e')) return text;
  return Math.abs(rounded) < 1
    ? rounded.toFixed(20).replace(/\.?0+$/, '')
    : BigInt(rounded).toString();
}

/** The calendar date of an Excel serial in the 1900 or 1904 date system, or undefined. */
export function excelSerialToDate(serial: number, date1904: boolean): string | undefined {
  const days = Math.floor(Math.round(serial * 86_400) / 86_400);
  let epoch: number;
  if (date1904) {
    if (days < 0) return undefined;
    epoch = Date.UTC(1904, 0, 1);
  } else {
    if (days < 1 || days === FAKE_LEAP_DAY) return undefined;
    epoch = days < FAKE_LEAP_DAY ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  }
  const date = new Date(epoch + days * DAY_MS);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() > 9999) return undefined;
  return date.toISOString().slice(0, 10);
}
