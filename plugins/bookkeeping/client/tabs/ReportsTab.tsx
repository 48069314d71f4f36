import { useMemo, useState } from 'react';
import { FileArchive } from 'lucide-react';
import { Button, Spinner, useToday } from '@keel/core/client';
import type { Books } from '../hooks/useBooks';
import { PeriodPicker } from '../components/reports/PeriodPicker';
import { ReportCard } from '../components/reports/ReportCard';
import { useArchivedReportSource } from '../components/closing/useArchivedReportSource';
import { downloadFile, reportMediaTypes } from '../components/reports/downloadFile';
import { presetPeriod } from '../../domain/reportFiles/reportDates';
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
 * downloadable as text and CSV, and every report at once as a zip. The current periods run to
 * today, by the clock (useClock).
 */
export function ReportsTab({ books, companyName }: { books: Books; companyName: string }) {
  const today = useToday();
  const [period, setPeriod] = useState(() => presetPeriod('This year', today));
  const { accounts, settings } = books;
  const { fiscalYearStartMonth } = settings;
  // A period reaching into archived years reads them from the server.
  const source = useArchivedReportSource(books, period);
  const { entries } = source;
  const waiting = source.status === 'loading' || source.status === 'failed';
  const reports = useMemo(
    () => buildReports({ accounts, entries, fiscalYearStartMonth }, period, today),
    [accounts, entries, fiscalYearStartMonth, period, today],
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
        <Button onClick={exportAll} disabled={waiting}>
          <FileArchive size={16} aria-hidden /> Export All Reports
        </Button>
      </div>
      {source.status === 'spanned' && (
        <p className="bk-archive-note">Includes archived years: figures come from the server</p>
      )}
      {source.status === 'loading' && <Spinner label="Loading archived years…" showLabel />}
      {source.status === 'failed' && (
        <p role="alert" className="bk-archive-note">
          Archived years could not be loaded: {source.error}{' '}
          <Button variant="secondary" size="sm" onClick={source.retry}>
            Try again
          </Button>
        </p>
      )}
      <div className="bk-report-cards" hidden={waiting}>
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
