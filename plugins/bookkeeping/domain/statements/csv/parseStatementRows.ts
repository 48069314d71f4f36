import { detectDecimalSeparator } from '../parseAmountCents';
import { StatementError } from '../statementError';
import type { ParsedStatement, StatementFormat } from '../statementLine';
import { detectCsvColumns } from './csvColumns';
import {
  csvMappingSchema,
  type CsvLayout,
  type CsvMapping,
  type CsvNeedsMapping,
} from './csvMapping';
import { decideCsvLayout } from './decideCsvLayout';
import { findCsvHeader } from './findCsvHeader';
import { readCsvLines } from './readCsvLines';
import type { CsvRow } from './readCsvRows';

const SAMPLE_ROWS = 5;

/** Where table rows came from: CSV text or a spreadsheet's sheet. */
export interface StatementRowsSource {
  /** The format the result reports. */
  format: StatementFormat;
  /** The CSV delimiter; ';' hints at day-first dates when the data cannot tell. '' for sheets. */
  delimiter: string;
  /** What a row's number counts in messages: a file "line" or a sheet "row". */
  unit: 'line' | 'row';
}

/**
 * Reads table rows (CSV records or spreadsheet rows, blank rows already dropped) into statement
 * lines: finds the header, decides or applies the column mapping, and reads each row.
 */
export function parseStatementRows(
  rows: readonly CsvRow[],
  source: StatementRowsSource,
  mapping?: CsvMapping,
): ParsedStatement | CsvNeedsMapping {
  const headerIndex = findCsvHeader(rows);
  const header = headerIndex >= 0 ? rows[headerIndex]!.fields : undefined;
  const data = rows.slice(headerIndex + 1);
  const columns = columnNames(header, data);
  const warnings: string[] = [];
  if (headerIndex > 0) {
    const units = source.unit === 'line' ? 'Lines' : 'Rows';
    warnings.push(
      `${units} above the header (${source.unit} ${rows[headerIndex]!.line}) were skipped`,
    );
  }

  let layout: CsvLayout;
  if (mapping) {
    const checked = csvMappingSchema.safeParse(mapping);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw new StatementError(
        `Mapping: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
      );
    }
    layout = layoutFromMapping(checked.data, columns, data, header);
  } else {
    const decision = decideCsvLayout(header, data, columns, source.delimiter);
    if (!decision.sure) {
      const sample = data
        .slice(0, SAMPLE_ROWS)
        .map((row) => columns.map((_, i) => row.fields[i] ?? ''));
      return {
        needsMapping: true,
        reasons: decision.reasons,
        columns,
        sample,
        suggestion: decision.suggestion,
      };
    }
    layout = decision.layout;
  }
  const read = readCsvLines(data, layout, columns);
  return { format: source.format, lines: read.lines, warnings: [...warnings, ...read.warnings] };
}

/** Header names made unique and non-empty, or "Column 1", "Column 2", ... without a header. */
function columnNames(header: readonly string[] | undefined, data: readonly CsvRow[]): string[] {
  const width = Math.max(
    header?.length ?? 0,
    ...data.slice(0, 100).map((row) => row.fields.length),
  );
  const seen = new Map<string, number>();
  return Array.from({ length: width }, (_, i) => {
    const base = header?.[i]?.trim() || `Column ${i + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

function layoutFromMapping(
  mapping: CsvMapping,
  columns: readonly string[],
  data: readonly CsvRow[],
  header: readonly string[] | undefined,
): CsvLayout {
  const index = (name: string) => {
    const found = columns.indexOf(name);
    if (found < 0) throw new StatementError(`Mapping: column "${name}" is not in this file`);
    return found;
  };
  const optional = (name: string | undefined) => (name === undefined ? undefined : index(name));
  const amount =
    typeof mapping.amount === 'string'
      ? index(mapping.amount)
      : { debit: optional(mapping.amount.debit), credit: optional(mapping.amount.credit) };
  const amountColumns = typeof amount === 'number' ? [amount] : [amount.debit, amount.credit];
  const decimal =
    mapping.decimalSeparator ??
    detectDecimalSeparator(
      amountColumns.flatMap((i) => (i === undefined ? [] : data.map((row) => row.fields[i] ?? ''))),
    );
  const named = header ? detectCsvColumns(header) : {};
  return {
    date: index(mapping.date),
    description: index(mapping.description),
    amount,
    dateFormat: mapping.dateFormat,
    decimal,
    payee: optional(mapping.payee),
    memo: optional(mapping.memo),
    checkNumber: optional(mapping.checkNumber),
    status: named.status,
  };
}
