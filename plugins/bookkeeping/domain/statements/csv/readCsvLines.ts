import { parseAmountCents } from '../parseAmountCents';
import { parseStatementDate } from '../statementDate';
import { StatementError } from '../statementError';
import type { StatementLine } from '../statementLine';
import type { CsvLayout } from './csvMapping';
import type { CsvRow } from './readCsvRows';

const BALANCE = /\b(beginning|opening|ending|closing|starting) balance\b/i;

/** Statement lines from CSV data rows, with the rows skipped as warnings; throws on a bad cell. */
export function readCsvLines(
  rows: readonly CsvRow[],
  layout: CsvLayout,
  columnNames: readonly string[],
): { lines: StatementLine[]; warnings: string[] } {
  const lines: StatementLine[] = [];
  const warnings: string[] = [];
  const cell = (row: CsvRow, index: number | undefined) =>
    index === undefined ? '' : (row.fields[index] ?? '').trim();
  const amountOf = (row: CsvRow, index: number, field: string): number => {
    const text = cell(row, index);
    const result = parseAmountCents(text, layout.decimal);
    if (!result.ok) {
      const what =
        result.problem === 'is empty'
          ? `${field} is empty`
          : `${field} "${text}" ${result.problem}`;
      throw new StatementError(`Row ${row.line}: ${what}`);
    }
    return result.cents;
  };
  const optional = (['payee', 'memo', 'checkNumber'] as const).flatMap((key) => {
    const index = layout[key];
    return index === undefined ? [] : [[key, index] as const];
  });
  for (const row of rows) {
    const dateText = cell(row, layout.date);
    if (dateText === '') {
      // Banks end some exports with a totals or disclaimer row that has no date.
      if (row.fields.some((field) => field.trim() !== '')) {
        warnings.push(`Row ${row.line} was skipped: it has no date`);
      }
      continue;
    }
    const date = parseStatementDate(dateText, layout.dateFormat);
    if (!date) {
      throw new StatementError(
        `Row ${row.line}: date "${dateText}" is not a valid date (read as ${layout.dateFormat})`,
      );
    }
    let amountCents: number;
    const description = oneLine(cell(row, layout.description));
    if (
      typeof layout.amount === 'number' &&
      cell(row, layout.amount) === '' &&
      BALANCE.test(description)
    ) {
      // Bank of America starts its export with a "Beginning balance as of ..." row without an amount.
      warnings.push(`Row ${row.line} was skipped: it is a balance, not a transaction`);
      continue;
    }
    if (typeof layout.amount === 'number') {
      amountCents = amountOf(row, layout.amount, 'amount');
      const sign = cell(row, layout.sign).toUpperCase();
      if (sign.startsWith('D')) amountCents = -Math.abs(amountCents);
    } else {
      const { debit, credit } = layout.amount;
      const hasDebit = debit !== undefined && cell(row, debit) !== '';
      const hasCredit = credit !== undefined && cell(row, credit) !== '';
      const out = hasDebit ? Math.abs(amountOf(row, debit, 'debit')) : 0;
      const into = hasCredit ? Math.abs(amountOf(row, credit, 'credit')) : 0;
      if (!hasDebit && !hasCredit) {
        throw new StatementError(`Row ${row.line}: amount is empty (no debit and no credit)`);
      }
      if (out !== 0 && into !== 0) {
        const names = `${columnNames[debit!]} "${cell(row, debit)}" and ${columnNames[credit!]} "${cell(row, credit)}"`;
        throw new StatementError(`Row ${row.line}: both ${names} have an amount`);
      }
      amountCents = into - out;
    }
    const line: StatementLine = {
      date,
      description,
      amountCents: amountCents === 0 ? 0 : amountCents,
      sourceLine: row.line,
    };
    for (const [key, index] of optional) {
      const value = cell(row, index);
      if (value !== '') line[key] = value;
    }
    const fitId = cell(row, layout.fitId);
    if (fitId !== '') line.fitId = fitId;
    if (/pending/i.test(cell(row, layout.status))) line.pending = true;
    lines.push(line);
  }
  return { lines, warnings };
}

// Descriptions are shown on one line; most have no runs of whitespace, so test before replacing.
function oneLine(text: string): string {
  return /\s\s|[\t\r\n]/.test(text) ? text.replace(/\s+/g, ' ') : text;
}
