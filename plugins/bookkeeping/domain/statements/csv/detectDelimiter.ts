import { StatementError } from '../statementError';
import { readCsvRows } from './readCsvRows';

/** A field separator a statement CSV may use. */
export type CsvDelimiter = ',' | ';' | '\t';

const CANDIDATES: readonly CsvDelimiter[] = [',', ';', '\t'];
const SAMPLE_ROWS = 30;

/** How well a delimiter splits the sample: the share of its lines with the usual field count first. */
interface Fit {
  delimiter: CsvDelimiter;
  /** Lines with the usual (most common) number of fields, over every non-blank line. */
  share: number;
  rows: number;
  fields: number;
}

const better = (a: Fit, b: Fit) =>
  a.share !== b.share
    ? a.share > b.share
    : a.rows !== b.rows
      ? a.rows > b.rows
      : a.fields > b.fields;

/**
 * Picks the delimiter that splits the first rows most consistently: the largest share of lines
 * with one and the same number of fields (more than one), then the most such lines, then the most
 * fields. Counting the share, not only the lines, matters for quoted text: the wrong delimiter
 * ignores the quotes, so a description holding line breaks splits into several short lines that
 * look consistent among themselves while the header does not match them.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  let best: Fit | undefined;
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
    const lines = rows.filter((row) => row.fields.length > 1 || row.fields[0]?.trim());
    const counts = new Map<number, number>();
    for (const row of lines) {
      if (row.fields.length > 1)
        counts.set(row.fields.length, (counts.get(row.fields.length) ?? 0) + 1);
    }
    for (const [fields, count] of counts) {
      const fit = { delimiter, share: count / lines.length, rows: count, fields };
      if (!best || better(fit, best)) best = fit;
    }
  }
  // Every delimiter failing on quotes means the quoting itself is broken: report that line.
  if (!best && quotingError) throw quotingError;
  return best?.delimiter ?? ',';
}
