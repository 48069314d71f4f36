import { formatUSD } from '@keel/core/domain';
import { isEmptyReport, type ReportDocument, type ReportRow } from './reportDocument';

const INDENT = '  ';
const GAP = 4;

const labelOf = (row: ReportRow) => (row.number ? `${row.number}  ${row.label}` : row.label);

/**
 * A report as plain text: company, title and period, then the lines with their amounts
 * right-aligned in one column, each block under its heading. Ends with a newline.
 */
export function writeReportText(companyName: string, report: ReportDocument): string {
  const head = [companyName, report.title, report.period, ''];
  if (isEmptyReport(report))
    return [...head, report.emptyMessage, ...notesOf(report)].join('\n') + '\n';
  const lines = report.blocks.flatMap((block) =>
    block.rows.map((row) => ({
      label: (block.heading === undefined ? '' : INDENT) + labelOf(row),
      amount: formatUSD(row.amount),
    })),
  );
  const labelWidth = Math.max(...lines.map((line) => line.label.length)) + GAP;
  const amountWidth = Math.max(...lines.map((line) => line.amount.length));
  const body: string[] = [];
  for (const block of report.blocks) {
    if (body.length > 0) body.push('');
    if (block.heading !== undefined) body.push(block.heading);
    const indent = block.heading === undefined ? '' : INDENT;
    for (const row of block.rows) {
      body.push(
        (indent + labelOf(row)).padEnd(labelWidth) + formatUSD(row.amount).padStart(amountWidth),
      );
    }
  }
  return [...head, ...body, ...notesOf(report)].join('\n') + '\n';
}

function notesOf(report: ReportDocument): string[] {
  return report.notes.length === 0 ? [] : ['', ...report.notes];
}
