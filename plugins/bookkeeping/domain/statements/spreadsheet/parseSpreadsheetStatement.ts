import type { CsvMapping, CsvNeedsMapping } from '../csv/csvMapping';
import { parseStatementRows } from '../csv/parseStatementRows';
import type { ParsedStatement } from '../statementLine';
import { readSpreadsheetRows } from './readSpreadsheetRows';

/**
 * Reads a bank's .xlsx/.xls export like a CSV: the first sheet with data goes through the same
 * header search, column detection and mapping step. Throws StatementError for non-spreadsheets.
 */
export function parseSpreadsheetStatement(
  bytes: Uint8Array,
  mapping?: CsvMapping,
): ParsedStatement | CsvNeedsMapping {
  const sheet = readSpreadsheetRows(bytes);
  const result = parseStatementRows(
    sheet.rows,
    // Sheets have no delimiter to hint at a region; ambiguous text dates go to the mapping step.
    { format: sheet.format, delimiter: '', unit: 'row' },
    mapping,
  );
  if ('needsMapping' in result) return result;
  return { ...result, warnings: [...sheet.warnings, ...result.warnings] };
}
