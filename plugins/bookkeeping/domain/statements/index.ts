// The statement import's public surface; the plugin's server and client import from here.
export { StatementError } from './statementError';
export {
  parsedStatementSchema,
  statementAccountSchema,
  statementDateSchema,
  statementFormatSchema,
  statementLineSchema,
  type ParsedStatement,
  type StatementAccount,
  type StatementFormat,
  type StatementLine,
} from './statementLine';
export { STATEMENT_DATE_FORMATS, type StatementDateFormat } from './statementDate';
export { parseAmountCents, type AmountResult } from './parseAmountCents';
export { parseCsvStatement, isCsvNeedsMapping } from './csv/parseCsvStatement';
export { csvMappingSchema, type CsvMapping, type CsvNeedsMapping } from './csv/csvMapping';
export { writeCsvRows } from './csv/writeCsvRows';
export { parseOfxStatement, parseOfxStatements } from './ofx/parseOfxStatement';
export { parseQifStatement, type QifOptions } from './qif/parseQifStatement';
export { decodeStatementBytes } from './decodeStatementBytes';
export { detectStatementFormat } from './detectStatementFormat';
export { parseStatementFile, type StatementFileOptions } from './parseStatementFile';
export { parseStatementBytes, MAX_STATEMENT_BYTES } from './parseStatementBytes';
export { sniffStatementBytes, type StatementBytesKind } from './sniffStatementBytes';
export { parseStatementRows, type StatementRowsSource } from './csv/parseStatementRows';
export { excelSerialToDate } from './spreadsheet/excelDate';
export { parsePdfStatement, PDF_NO_TEXT_MESSAGE } from './pdf/parsePdfStatement';
export { type PdfStatementOptions } from './pdf/findPdfTransactions';
export { planImport, type ImportPlan, type ImportedLine } from './planImport';
