import { parseCsvStatement } from './csv/parseCsvStatement';
import type { CsvMapping, CsvNeedsMapping } from './csv/csvMapping';
import { decodeStatementBytes } from './decodeStatementBytes';
import { parseStatementFile, type StatementFileOptions } from './parseStatementFile';
import { parsePdfStatement } from './pdf/parsePdfStatement';
import { isMarkupSpreadsheet, sniffStatementBytes } from './sniffStatementBytes';
import { StatementError } from './statementError';
import type { ParsedStatement } from './statementLine';

/** Uploads of this many bytes or more are refused before any parsing. */
export const MAX_STATEMENT_BYTES = 50 * 1024 * 1024;

/**
 * Reads an uploaded statement file of any supported kind from its bytes: .xlsx/.xls spreadsheets
 * and text PDFs by their magic bytes, everything else as text (CSV, OFX/QFX, QIF). Spreadsheets
 * and CSVs may stop at the column-mapping step; pass the user's answer back in `options`.
 */
export async function parseStatementBytes(
  fileName: string,
  bytes: Uint8Array,
  options: StatementFileOptions = {},
): Promise<ParsedStatement | CsvNeedsMapping> {
  if (bytes.length >= MAX_STATEMENT_BYTES) {
    throw new StatementError('The file is larger than 50 MB');
  }
  if (bytes.length === 0) throw new StatementError('This file is empty');
  const kind = sniffStatementBytes(bytes);
  switch (kind) {
    case 'pdf':
      return parsePdfStatement(bytes, { dateFormat: options.dateFormat });
    case 'xlsx':
    case 'xls':
      return readSpreadsheet(bytes, options.mapping);
    case 'text':
      break;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension === 'xls' || extension === 'xlsx') {
    // Many banks' "Excel" downloads are an HTML table or tab-separated text with an .xls name.
    if (isMarkupSpreadsheet(bytes)) return readSpreadsheet(bytes, options.mapping);
    return parseCsvStatement(decodeStatementBytes(bytes), options.mapping);
  }
  if (extension === 'pdf') {
    throw new StatementError(`"${fileName}" is not a PDF: it does not start with "%PDF-"`);
  }
  return parseStatementFile(fileName, decodeStatementBytes(bytes), options);
}

/**
 * A spreadsheet statement; SheetJS loads with the first one, not with the server or the page (it
 * is about 8 MiB of a server's RSS, docs/benchmarks.md, "Memory").
 */
async function readSpreadsheet(
  bytes: Uint8Array,
  mapping: CsvMapping | undefined,
): Promise<ParsedStatement | CsvNeedsMapping> {
  const { parseSpreadsheetStatement } = await import('./spreadsheet/parseSpreadsheetStatement');
  return parseSpreadsheetStatement(bytes, mapping);
}
