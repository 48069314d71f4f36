import { parseAmountCents } from '../parseAmountCents';
import { looksLikeDate } from '../statementDate';
import type { CsvRow } from './readCsvRows';

/** Columns guessed from the data alone, for files whose header names nothing we know. */
export interface InferredColumns {
  date?: number;
  amount?: number;
  description?: number;
}

const SAMPLE_ROWS = 50;
const MOST = 0.8;

/** Guesses the date, amount and description columns from what the cells hold. */
export function inferCsvColumns(rows: readonly CsvRow[]): InferredColumns {
  const sample = rows.slice(0, SAMPLE_ROWS);
  const width = Math.max(0, ...sample.map((row) => row.fields.length));
  const stats = Array.from({ length: width }, (_, column) => {
    const cells = sample.map((row) => (row.fields[column] ?? '').trim()).filter(Boolean);
    const share = (test: (cell: string) => boolean) =>
      cells.length === 0 ? 0 : cells.filter(test).length / cells.length;
    return {
      date: share(looksLikeDate),
      amount: share((cell) => parseAmountCents(cell).ok || parseAmountCents(cell, ',').ok),
      length: cells.reduce((sum, cell) => sum + cell.length, 0) / Math.max(1, cells.length),
    };
  });
  const date = stats.findIndex((column) => column.date >= MOST);
  const amount = stats.findIndex((column, i) => i !== date && column.amount >= MOST);
  let description: number | undefined;
  stats.forEach((column, i) => {
    if (i === date || i === amount || column.amount >= 0.5 || column.length === 0) return;
    if (description === undefined || column.length > stats[description]!.length) description = i;
  });
  return {
    date: date >= 0 ? date : undefined,
    amount: amount >= 0 ? amount : undefined,
    description,
  };
}
