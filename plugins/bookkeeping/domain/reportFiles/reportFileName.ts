import { monthNameOf, type ReportPeriod } from './reportDates';
import type { ReportKind } from './reportDocument';

/** The formats a report downloads as. */
export type ReportFormat = 'txt' | 'csv';

/** A report's file name by report, month and year of its To date: 'profit-and-loss-november-2026.txt'. */
export function reportFileName(kind: ReportKind, to: string, format: ReportFormat): string {
  return `${kind}-${monthNameOf(to).toLowerCase()}-${to.slice(0, 4)}.${format}`;
}

/** A company name as a file name part: 'Café Ünited, LLC' -> 'cafe-united-llc'. */
export function companySlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'company' : slug;
}

/** The Export All Reports zip's name: 'reports-<company-slug>-<from>-to-<to>.zip'. */
export function reportsZipName(companyName: string, { from, to }: ReportPeriod): string {
  return `reports-${companySlug(companyName)}-${from}-to-${to}.zip`;
}
