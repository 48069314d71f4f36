import { StatementError } from '../statementError';
import { readCsvRows } from './readCsvRows';

/** A field separator a statement CSV may use. */
export type CsvDelimiter = ',' | ';' | '\t';

const CANDIDATES: readonly CsvDelimiter[] = [',', ';', '\t'];
const SAMPLE_ROWS = 30;

/** Picks the delimiter that splits the first rows into the most consistent number of fields. */
export function detectDelimiter(text: string): CsvDelimiter {
  let best: { delimiter: CsvDelimiter; rows: number; fields: number } | undefined;
  let quotingError: StatementError | undefined;
  for (const delimiter of CANDIDATES) {
    let rows;
    try {
      rows = readCsvRows(text, delimiter, SAMPLE_ROWS);
    } catch (error) {
      if (!(error instanceof StatementError)) throw error;
      quotingError ??= error;
      continue;
    }
    const counts = new Map<number, number>();
    for (const row of rows) {
      if (row.fields.length > 1)
        counts.set(row.fields.length, (counts.get(row.fields.length) ?? 0) + 1);
    }
    for (const [fields, count] of counts) {
      if (!best || count > best.rows || (count === best.rows && fields > best.fields)) {
        best = { delimiter, rows: count, fields };
      }
    }
  }
  // Every delimiter failing on quotes means the quoting itself is broken: report that line.
  if (!best && quotingError) throw quotingError;
  return best?.delimiter ?? ',';
}
