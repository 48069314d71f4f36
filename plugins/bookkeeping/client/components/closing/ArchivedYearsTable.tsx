import { EmptyState, Spinner } from '@keel/core/client';
import type { ArchiveSummary } from '../../../domain/archive';
import { formatLongDate } from '../../../domain/reportFiles/reportDates';
import type { ArchivedYears } from './useArchivedYears';

/** 'Ada Tester <ada@example.com>' -> 'Ada Tester'. */
const nameOf = (author: string) => author.replace(/\s*<[^>]*>$/, '') || author;

function Row({ archive }: { archive: ArchiveSummary }) {
  return (
    <tr>
      <td>{archive.year}</td>
      <td>
        {formatLongDate(archive.from)} to {formatLongDate(archive.to)}
      </td>
      <td className="bk-amount">{archive.entries}</td>
      <td className="bk-amount">{archive.transactions}</td>
      <td>
        {formatLongDate(archive.archivedAt.slice(0, 10))} by {nameOf(archive.archivedBy)}
      </td>
    </tr>
  );
}

/** The archived fiscal years, as the server lists them. */
export function ArchivedYearsTable({ archived }: { archived: ArchivedYears }) {
  if (archived.loading) return <Spinner label="Loading archived years…" />;
  if (archived.error) {
    return <p role="alert">Archived years could not be loaded: {archived.error}</p>;
  }
  if (archived.years.length === 0) {
    return (
      <EmptyState title="No archived years yet">
        A fiscal year can be archived once the lock date covers all of it.
      </EmptyState>
    );
  }
  return (
    <table className="k-table" aria-label="Archived years">
      <thead>
        <tr>
          <th scope="col">Fiscal year</th>
          <th scope="col">Period</th>
          <th scope="col" className="bk-amount">
            Entries
          </th>
          <th scope="col" className="bk-amount">
            Transactions
          </th>
          <th scope="col">Archived</th>
        </tr>
      </thead>
      <tbody>
        {archived.years.map((archive) => (
          <Row key={archive.year} archive={archive} />
        ))}
      </tbody>
    </table>
  );
}
