import { useMemo } from 'react';
import { Button, FigureList } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { importedLines, type Transaction } from '../../../domain/books';
import type { ParsedStatement } from '../../../domain/statements';
import { formatShortDate } from '../transactions/formatShortDate';
import { PreviewLinesTable } from './PreviewLinesTable';
import { previewStatement, type StatementPreview } from './statementPreview';

/** How many skipped lines the preview names one by one. */
const LISTED_SKIPS = 20;

function dateRange(preview: StatementPreview): string {
  if (!preview.firstDate || !preview.lastDate) return 'None';
  if (preview.firstDate === preview.lastDate) return formatShortDate(preview.firstDate);
  return `${formatShortDate(preview.firstDate)} – ${formatShortDate(preview.lastDate)}`;
}

function Figures({ preview }: { preview: StatementPreview }) {
  const figures: [string, string][] = [
    ['Lines read', String(preview.lineCount)],
    ['Dates', dateRange(preview)],
    ['Money in', formatUSD(preview.moneyIn)],
    ['Money out', formatUSD(preview.moneyOut)],
    ['New', String(preview.newCount)],
    ['Duplicates to skip', String(preview.duplicateCount)],
    ['Pending to post', String(preview.pendingCount)],
  ];
  if (preview.postedCount > 0)
    figures.push(['Matching posted payments', String(preview.postedCount)]);
  if (preview.closedCount > 0) figures.push(['In the closed period', String(preview.closedCount)]);
  return <FigureList figures={figures} label="Statement summary" />;
}

function Skipped({ preview }: { preview: StatementPreview }) {
  if (preview.skipped.length === 0) return null;
  const listed = preview.skipped.slice(0, LISTED_SKIPS);
  const more = preview.skipped.length - listed.length;
  return (
    <section aria-label="Lines to skip">
      <h3 className="bk-subheading">Lines to skip</h3>
      <ul className="bk-upload-notes">
        {listed.map(({ line, reason }, i) => (
          <li key={`${line.sourceLine}-${i}`}>
            {formatShortDate(line.date)} · {line.description} · {formatUSD(line.amountCents)}:{' '}
            {reason}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="k-muted">and {more} more</p>}
    </section>
  );
}

/** The preview step: what the file holds and what importing it into the account will do. */
export function StatementPreviewPanel({
  statement,
  transactions,
  bankAccountId,
  lockDate,
  canWrite,
  error,
  onImport,
}: {
  statement: ParsedStatement;
  transactions: readonly Transaction[];
  bankAccountId: string;
  lockDate: string;
  canWrite: boolean;
  /** Why the last import attempt stopped. */
  error?: string;
  onImport(): void;
}) {
  const preview = useMemo(
    () => previewStatement(statement.lines, importedLines(transactions, bankAccountId), lockDate),
    [statement.lines, transactions, bankAccountId, lockDate],
  );
  const count = preview.newCount + preview.pendingCount + preview.postedCount;
  return (
    <div className="bk-upload-step">
      <Figures preview={preview} />
      {statement.warnings.length > 0 && (
        <section aria-label="Reader warnings">
          <h3 className="bk-subheading">Reader warnings</h3>
          <ul className="bk-upload-notes">
            {statement.warnings.map((warning, i) => (
              <li key={i}>{warning}</li>
            ))}
          </ul>
        </section>
      )}
      <Skipped preview={preview} />
      {statement.lines.length === 0 ? (
        <p className="k-muted">This file holds no transactions.</p>
      ) : (
        <PreviewLinesTable lines={statement.lines} verdicts={preview.verdicts} />
      )}
      {error && (
        <p className="k-form-error" role="alert">
          {error}
        </p>
      )}
      <div className="bk-dialog-actions">
        {canWrite ? (
          <Button onClick={onImport} disabled={statement.lines.length === 0}>
            Import {count} {count === 1 ? 'transaction' : 'transactions'}
          </Button>
        ) : (
          <p className="k-muted">Viewers can preview a statement but not import it.</p>
        )}
      </div>
    </div>
  );
}
