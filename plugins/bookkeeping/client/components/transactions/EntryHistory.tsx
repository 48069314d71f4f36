import { useMemo } from 'react';
import { ENTRY_AUDIT_TABLE, entryHistory } from '../../../domain/books';
import type { Books } from '../../hooks/useBooks';
import { useBookkeepingTable } from '../../stores';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The audit trail of a posted entry: every change, who made it, when, and what it changed. */
export function EntryHistory({ books, entryId }: { books: Books; entryId: string }) {
  const table = useBookkeepingTable(ENTRY_AUDIT_TABLE);
  const changes = useMemo(
    () =>
      entryHistory(table, entryId, (id) => {
        const account = books.accountById.get(id);
        return account ? account.name : id;
      }),
    [table, entryId, books.accountById],
  );
  return (
    <section aria-labelledby={`history-${entryId}`}>
      <h3 id={`history-${entryId}`} className="bk-details-heading">
        Change history
      </h3>
      {changes.length === 0 ? (
        <p className="k-muted">No changes since it was posted.</p>
      ) : (
        <ol className="bk-history">
          {changes.map((change) => (
            <li key={change.id}>
              <span className="bk-history-when">
                {dateTime.format(new Date(change.at))} · {change.by}
              </span>
              <span>{change.summary}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
