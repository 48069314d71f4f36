import { centsToDecimal } from '@keel/core/domain';
import { writeCsvRows } from '../statements/csv/writeCsvRows';
import type { ReportDocument } from './reportDocument';

/** The CSV header of every report. */
export const reportCsvHeader = ['Section', 'Account Number', 'Account', 'Amount'] as const;

/**
 * A report as CSV (RFC 4180, CRLF): a header row, then one row per report line with the
 * amount as a plain decimal ('-1234.56'). An empty report is the header alone.
 */
export function writeReportCsv(report: ReportDocument): string {
  const rows: string[][] = [[...reportCsvHeader]];
  for (const block of report.blocks) {
    for (const row of block.rows) {
      rows.push([block.heading ?? '', row.number ?? '', row.label, centsToDecimal(row.amount)]);
    }
  }
  return writeCsvRows(rows) + '\r\n';
}
