import { strToU8, zipSync } from 'fflate';
import type { ReportPeriod } from './reportDates';
import type { ReportDocument } from './reportDocument';
import { reportFileName, type ReportFormat } from './reportFileName';
import { writeReportCsv } from './writeReportCsv';
import { writeReportText } from './writeReportText';

/** A report file: its name and text. */
export interface ReportFile {
  name: string;
  content: string;
}

/** A report written in one format, named by report, month and year of the period's To date. */
export function reportFile(
  companyName: string,
  report: ReportDocument,
  to: string,
  format: ReportFormat,
): ReportFile {
  return {
    name: reportFileName(report.kind, to, format),
    content: format === 'txt' ? writeReportText(companyName, report) : writeReportCsv(report),
  };
}

/** Every report in both formats, text first. */
export function allReportFiles(
  companyName: string,
  reports: readonly ReportDocument[],
  { to }: ReportPeriod,
): ReportFile[] {
  return reports.flatMap((report) => [
    reportFile(companyName, report, to, 'txt'),
    reportFile(companyName, report, to, 'csv'),
  ]);
}

/** A zip archive of report files, each stored as UTF-8. */
export function zipReportFiles(files: readonly ReportFile[]): Uint8Array {
  return zipSync(Object.fromEntries(files.map((file) => [file.name, strToU8(file.content)])));
}
