import { StatementError } from '../statementError';
import type { ParsedStatement } from '../statementLine';
import type { CsvMapping, CsvNeedsMapping } from './csvMapping';
import { detectDelimiter, type CsvDelimiter } from './detectDelimiter';
import { parseStatementRows } from './parseStatementRows';
import { readCsvRows } from './readCsvRows';

/** Reads any bank's CSV export; asks for a column mapping instead of guessing when unsure. */
export function parseCsvStatement(
  text: string,
  mapping?: CsvMapping,
): ParsedStatement | CsvNeedsMapping {
  let body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') throw new StatementError('This file is empty');
  // Excel's "sep=;" first line names the delimiter; it is not part of the data.
  const hint = /^sep=([,;\t])[ \t]*(\r\n|\r|\n)/i.exec(body);
  if (hint) body = `${hint[2]}${body.slice(hint[0].length)}`;
  const delimiter = (hint?.[1] as CsvDelimiter | undefined) ?? detectDelimiter(body);
  const rows = readCsvRows(body, delimiter).filter((row) =>
    row.fields.some((f) => f.trim() !== ''),
  );
  return parseStatementRows(rows, { format: 'csv', delimiter, unit: 'line' }, mapping);
}

/** True when a CSV read stopped at the column-mapping step. */
export function isCsvNeedsMapping(
  result: ParsedStatement | CsvNeedsMapping,
): result is CsvNeedsMapping {
  return 'needsMapping' in result;
}
