// A cell a spreadsheet would run as a formula: = + - @, and tab or CR that some readers strip first.
const FORMULA_START = /^[=+\-@\t\r]/;
// A plain negative amount is data, not a formula, and must stay a number.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell: text that could start a formula gets a leading apostrophe (OWASP "CSV
 * injection"), except a plain number; then quoted per RFC 4180 when it holds a comma, a quote
 * or a line break, with quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record: cells joined by commas, ended by CRLF (RFC 4180). */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
