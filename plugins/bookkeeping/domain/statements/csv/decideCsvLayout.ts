import { detectDecimalSeparator } from '../parseAmountCents';
import { detectDateFormat, parseStatementDate, type StatementDateFormat } from '../statementDate';
import { StatementError } from '../statementError';
import { detectCsvColumns } from './csvColumns';
import type { CsvLayout, CsvMapping } from './csvMapping';
import { inferCsvColumns } from './inferCsvColumns';
import type { CsvRow } from './readCsvRows';

/** A layout the reader is sure of, or its best guess with the reasons it is unsure. */
export type CsvLayoutDecision =
  | { sure: true; layout: CsvLayout }
  | { sure: false; reasons: string[]; suggestion: Partial<CsvMapping> };

const SIGN_WORDS = new Set(['DR', 'CR', 'D', 'C', 'DB', 'DEBIT', 'CREDIT']);

/** Decides how to read a CSV from its header and data; throws when it is no statement at all. */
export function decideCsvLayout(
  header: readonly string[] | undefined,
  data: readonly CsvRow[],
  columns: readonly string[],
  delimiter: string,
): CsvLayoutDecision {
  const reasons: string[] = [];
  const named = header ? detectCsvColumns(header) : {};
  const inferred = inferCsvColumns(data);
  const cells = (index: number) => data.map((row) => (row.fields[index] ?? '').trim());
  if (!header) reasons.push('The file has no header row naming its columns.');

  const date = named.date ?? inferred.date;
  if (date === undefined) {
    throw new StatementError('This file is not a bank statement: no date column found');
  }
  if (header && named.date === undefined) reasons.push('No column is named like a date.');

  let amount: CsvLayout['amount'] | undefined;
  const pair = named.debit !== undefined || named.credit !== undefined;
  if (named.amount !== undefined && pair) {
    const pairNames = [named.debit, named.credit].flatMap((i) =>
      i === undefined ? [] : [`"${columns[i]}"`],
    );
    reasons.push(
      `It has both an amount column ("${columns[named.amount]}") and debit/credit columns (${pairNames.join(', ')}).`,
    );
  }
  if (named.amount !== undefined) amount = named.amount;
  else if (pair) amount = { debit: named.debit, credit: named.credit };
  else if (inferred.amount !== undefined) {
    amount = inferred.amount;
    if (header) reasons.push('No column is named like an amount.');
  } else {
    throw new StatementError('This file is not a bank statement: no amount column found');
  }

  const description = named.description ?? inferred.description;
  if (header && named.description === undefined) {
    reasons.push('No column is named like a description.');
  }

  const dateCells = cells(date);
  const verdict = detectDateFormat(dateCells);
  let dateFormat: StatementDateFormat;
  if (verdict.kind === 'mixed') {
    const [a, b] = [data[verdict.dayFirst]!, data[verdict.monthFirst]!];
    throw new StatementError(
      `Rows ${a.line} and ${b.line}: dates are written both day-first ("${dateCells[verdict.dayFirst]}") and month-first ("${dateCells[verdict.monthFirst]}")`,
    );
  } else if (verdict.kind === 'ambiguous') {
    dateFormat = guessDateOrder(dateCells, delimiter);
    reasons.push(
      `Dates like "${verdict.example}" could be month-first (MM/DD/YYYY) or day-first (DD/MM/YYYY).`,
    );
  } else {
    dateFormat = verdict.format;
  }

  const amountCells =
    typeof amount === 'number'
      ? cells(amount)
      : [amount.debit, amount.credit].flatMap((i) => (i === undefined ? [] : cells(i)));
  const decimal = detectDecimalSeparator(amountCells);

  if (reasons.length > 0 || description === undefined) {
    const name = (i: number | undefined) => (i === undefined ? undefined : columns[i]);
    const suggestion: Partial<CsvMapping> = {
      date: name(date),
      description: name(description),
      amount:
        typeof amount === 'number'
          ? name(amount)
          : { debit: name(amount.debit), credit: name(amount.credit) },
      dateFormat,
      decimalSeparator: decimal,
      payee: name(named.payee),
      memo: name(named.memo),
      checkNumber: name(named.checkNumber),
    };
    if (description === undefined) reasons.push('No column looks like a description.');
    return { sure: false, reasons, suggestion: dropUndefined(suggestion) };
  }

  const layout: CsvLayout = { date, description, amount, dateFormat, decimal };
  for (const key of ['payee', 'memo', 'checkNumber', 'status', 'fitId'] as const) {
    if (named[key] !== undefined) layout[key] = named[key];
  }
  if (named.fitId !== undefined && new Set(cells(named.fitId)).size !== data.length) {
    delete layout.fitId;
  }
  if (typeof amount === 'number' && named.type !== undefined) {
    const signs = cells(named.type);
    const unsigned = amountCells.every((cell) => !/^[(-]|[-)]$|[CD]R\.?$/i.test(cell));
    if (unsigned && signs.every((cell) => SIGN_WORDS.has(cell.toUpperCase())))
      layout.sign = named.type;
  }
  return { sure: true, layout };
}

/** For ambiguous dates: the order under which the file is sorted, else by the delimiter's region. */
function guessDateOrder(cells: readonly string[], delimiter: string): StatementDateFormat {
  const sorted = (format: StatementDateFormat) => {
    const dates = cells.map((cell) => parseStatementDate(cell, format) ?? '');
    const up = dates.every((d, i) => i === 0 || d >= dates[i - 1]!);
    const down = dates.every((d, i) => i === 0 || d <= dates[i - 1]!);
    return up || down;
  };
  const monthFirst = sorted('MM/DD/YYYY');
  const dayFirst = sorted('DD/MM/YYYY');
  if (monthFirst !== dayFirst) return monthFirst ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
  return delimiter === ';' ? 'DD/MM/YYYY' : 'MM/DD/YYYY';
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
