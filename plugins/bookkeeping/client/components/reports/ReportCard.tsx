import { Download } from 'lucide-react';
import { Button, Card, EmptyState } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { isEmptyReport, type ReportDocument } from '../../../domain/reportFiles/reportDocument';
import type { ReportFormat } from '../../../domain/reportFiles/reportFileName';

/** One report's card: its key figures (or why there are none) and its downloads. */
export function ReportCard({
  title,
  report,
  onDownload,
}: {
  title: string;
  report: ReportDocument;
  onDownload: (format: ReportFormat) => void;
}) {
  return (
    <Card
      title={title}
      description={report.period}
      className="bk-report-card"
      actions={
        <div className="k-toolbar">
          <Button variant="secondary" size="sm" onClick={() => onDownload('txt')}>
            <Download size={14} aria-hidden /> Download .txt
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onDownload('csv')}>
            <Download size={14} aria-hidden /> Download CSV
          </Button>
        </div>
      }
    >
      {isEmptyReport(report) ? (
        <EmptyState title={report.emptyMessage} />
      ) : (
        <dl className="bk-report-figures">
          {report.figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd className="bk-amount">{formatUSD(figure.amount)}</dd>
            </div>
          ))}
        </dl>
      )}
      {report.notes.map((note) => (
        <p key={note} className="k-muted bk-report-note">
          {note}
        </p>
      ))}
    </Card>
  );
}
