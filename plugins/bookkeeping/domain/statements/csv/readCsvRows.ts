import { StatementError } from '../statementError';

/** One CSV record and the file line it starts on (1-based; quoted newlines make lines > rows). */
export interface CsvRow {
  line: number;
  fields: string[];
}

const QUOTE = 34;
const CR = 13;
const LF = 10;

/** Splits CSV text into records per RFC 4180 (quotes, doubled quotes, CRLF/LF/CR, BOM). */
export function readCsvRows(text: string, delimiter: string, maxRows = Infinity): CsvRow[] {
  const rows: CsvRow[] = [];
  const sep = delimiter.charCodeAt(0);
  const end = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let rowLine = 1;
  let fields: string[] = [];
  while (i < end || fields.length > 0) {
    if (text.charCodeAt(i) === QUOTE) {
      const openLine = line;
      let value = '';
      let start = ++i;
      for (;;) {
        const close = text.indexOf('"', i);
        if (close === -1) {
          throw new StatementError(
            `Line ${openLine}: broken quoting: a quoted field is never closed`,
          );
        }
        line += countLineBreaks(text, i, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += text.slice(start, close + 1);
          start = i = close + 2;
          continue;
        }
        value += text.slice(start, close);
        i = close + 1;
        break;
      }
      const next = text.charCodeAt(i);
      if (i < end && next !== sep && next !== CR && next !== LF) {
        throw new StatementError(
          openLine === line
            ? `Line ${line}: broken quoting: text follows the closing quote of field ${fields.length + 1}`
            : `Line ${openLine}: broken quoting: a quoted field opened here runs to line ${line} and text follows its closing quote`,
        );
      }
      fields.push(value);
    } else {
      // A stray quote inside an unquoted field (12" PIZZA) is kept as written, as most banks mean it.
      let j = i;
      for (; j < end; j++) {
        const c = text.charCodeAt(j);
        if (c === sep || c === CR || c === LF) break;
      }
      fields.push(text.slice(i, j));
      i = j;
    }
    if (i < end && text.charCodeAt(i) === sep) {
      i++;
      continue;
    }
    if (i < end) i += text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    rows.push({ line: rowLine, fields });
    if (rows.length >= maxRows) break;
    fields = [];
    rowLine = ++line;
  }
  return rows;
}

function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === LF || (c === CR && text.charCodeAt(k + 1) !== LF)) count++;
  }
  return count;
}
