import { detectDecimalSeparator } from '../parseAmountCents';
import { StatementError } from '../statementError';
import type { ParsedStatement } from '../statementLine';
import { detectCsvColumns } from './csvColumns';
import {
  csvMappingSchema,
  type CsvLayout,
  type CsvMapping,
  type CsvNeedsMapping,
} from './csvMapping';
import { decideCsvLayout } from './decideCsvLayout';
import { detectDelimiter, type CsvDelimiter } from './detectDelimiter';
import { findCsvHeader } from './findCsvHeader';
import { readCsvLines } from './readCsvLines';
import { readCsvRows, type CsvRow } from './readCsvRows';

const SAMPLE_ROWS = 5;

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
  const headerIndex = findCsvHeader(rows);
  const header = headerIndex >= 0 ? rows[headerIndex]!.fields : undefined;
  const data = rows.slice(headerIndex + 1);
  const columns = columnNames(header, data);
  const warnings: string[] = [];
  if (headerIndex > 0) {
    warnings.push(`Lines above the header (line ${rows[headerIndex]!.line}) were skipped`);
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
    const decision = decideCsvLayout(header, data, columns, delimiter);
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
  return { format: 'csv', lines: read.lines, warnings: [...warnings, ...read.warnings] };
}

/** True when a CSV read stopped at the column-mapping step. */
export function isCsvNeedsMapping(
  result: ParsedStatement | CsvNeedsMapping,
): result is CsvNeedsMapping {
  return 'needsMapping' in result;
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
