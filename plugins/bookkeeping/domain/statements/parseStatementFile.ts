import { parseCsvStatement } from './csv/parseCsvStatement';
import type { CsvMapping, CsvNeedsMapping } from './csv/csvMapping';
import { detectStatementFormat } from './detectStatementFormat';
import { parseOfxStatement } from './ofx/parseOfxStatement';
import { parseQifStatement } from './qif/parseQifStatement';
import type { StatementDateFormat } from './statementDate';
import { StatementError } from './statementError';
import type { ParsedStatement } from './statementLine';

/** The user's answers from an earlier step: a CSV column mapping or a QIF date format. */
export interface StatementFileOptions {
  mapping?: CsvMapping;
  dateFormat?: StatementDateFormat;
}

/** Reads a text statement file of any supported kind (CSV, OFX/QFX, QIF). */
export function parseStatementFile(
  fileName: string,
  text: string,
  options: StatementFileOptions = {},
): ParsedStatement | CsvNeedsMapping {
  const format = detectStatementFormat(fileName, text);
  switch (format) {
    case 'csv':
      return parseCsvStatement(text, options.mapping);
    case 'ofx':
      return parseOfxStatement(text);
    case 'qif':
      return parseQifStatement(text, { dateFormat: options.dateFormat });
    default:
      // Spreadsheets and PDFs need a library to turn them into rows first.
      throw new StatementError(
        `"${fileName}" is a .${format} file, which this reader does not open`,
      );
  }
}
