import type { ReportSection } from '@keel/core/domain';
import type { ReportBlock, ReportRow } from './reportDocument';

/** A section's account lines as report rows. */
export function accountRows(section: ReportSection): ReportRow[] {
  return section.lines.map((line) => ({
    label: line.name,
    number: line.number,
    amount: line.amount,
  }));
}

/** A block of a section's accounts followed by its total line. */
export function sectionBlock(heading: string, section: ReportSection): ReportBlock {
  return {
    heading,
    rows: [...accountRows(section), { label: `Total ${heading}`, amount: section.total }],
  };
}

/** A block of summary lines, printed without a heading. */
export function summaryBlock(...rows: ReportRow[]): ReportBlock {
  return { rows };
}
