import { useMemo, useState } from 'react';
import { FileArchive } from 'lucide-react';
import { Button } from '@keel/core/client';
import type { Books } from '../hooks/useBooks';
import { PeriodPicker } from '../components/reports/PeriodPicker';
import { ReportCard } from '../components/reports/ReportCard';
import { downloadFile, reportMediaTypes } from '../components/reports/downloadFile';
import { localToday, presetPeriod } from '../../domain/reportFiles/reportDates';
import type { ReportKind } from '../../domain/reportFiles/reportDocument';
import { reportsZipName, type ReportFormat } from '../../domain/reportFiles/reportFileName';
import { buildReports } from '../../domain/reportFiles/reportSet';
import { allReportFiles, reportFile, zipReportFiles } from '../../domain/reportFiles/reportsZip';

const cards: { kind: ReportKind; title: string }[] = [
  { kind: 'profit-and-loss', title: 'P&L' },
  { kind: 'balance-sheet', title: 'Balance Sheet' },
  { kind: 'cash-flow', title: 'Cash Flow' },
  { kind: 'tax-summary', title: 'Tax Summary' },
  { kind: 'accounts-receivable-aging', title: 'Accounts Receivable' },
  { kind: 'accounts-payable-aging', title: 'Accounts Payable' },
];

/**
 * Reports (spec 001 section 2): six cards computed from the ledger for one period, each
 * downloadable as text and CSV, and every report at once as a zip. `today` fixes the clock.
 */
export function ReportsTab({
  books,
  companyName,
  today = localToday(),
}: {
  books: Books;
  companyName: string;
  today?: string;
}) {
  const [period, setPeriod] = useState(() => presetPeriod('This year', today));
  const { accounts, entries, transactions, settings } = books;
  const { fiscalYearStartMonth } = settings;
  const reports = useMemo(
    () => buildReports({ accounts, entries, transactions, fiscalYearStartMonth }, period),
    [accounts, entries, transactions, fiscalYearStartMonth, period],
  );

  const download = (kind: ReportKind, format: ReportFormat) => {
    const file = reportFile(companyName, reports[kind], period.to, format);
    downloadFile(file.name, file.content, reportMediaTypes[format]);
  };
  const exportAll = () => {
    const files = allReportFiles(companyName, Object.values(reports), period);
    downloadFile(reportsZipName(companyName, period), zipReportFiles(files), reportMediaTypes.zip);
  };

  return (
    <div className="bk-reports">
      <div className="bk-filters">
        <PeriodPicker period={period} today={today} onChange={setPeriod} />
        <Button onClick={exportAll}>
          <FileArchive size={16} aria-hidden /> Export All Reports
        </Button>
      </div>
      <div className="bk-report-cards">
        {cards.map(({ kind, title }) => (
          <ReportCard
            key={kind}
            title={title}
            report={reports[kind]}
            onDownload={(format) => download(kind, format)}
          />
        ))}
      </div>
    </div>
  );
}
