import { parseAmountCents } from '../parseAmountCents';
import { looksLikeDate } from '../statementDate';
import { detectCsvColumns } from './csvColumns';
import type { CsvRow } from './readCsvRows';

// Banks put at most a few lines of account details above the header.
const SEARCH_ROWS = 20;

/** The index of the header row (-1 when the file has none); rows above it are preamble. */
export function findCsvHeader(rows: readonly CsvRow[]): number {
  const top = rows.slice(0, SEARCH_ROWS);
  const named = (needAmount: boolean) =>
    top.findIndex((row) => {
      const columns = detectCsvColumns(row.fields);
      const hasAmount = [columns.amount, columns.debit, columns.credit].some(
        (i) => i !== undefined,
      );
      return (
        columns.date !== undefined && (hasAmount || !needAmount) && !row.fields.some(looksLikeDate)
      );
    });
  const full = named(true);
  if (full >= 0) return full;
  const firstData = top.findIndex(
    (row) =>
      row.fields.length > 1 &&
      row.fields.some(looksLikeDate) &&
      row.fields.some((field) => !looksLikeDate(field) && parseAmountCents(field).ok),
  );
  if (firstData < 0) return named(false);
  if (firstData === 0) return -1;
  const above = rows[firstData - 1]!;
  return above.fields.length > 1 && !above.fields.some(looksLikeDate) ? firstData - 1 : -1;
}
