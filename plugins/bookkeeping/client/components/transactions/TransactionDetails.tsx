import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  categoryLabel,
  isPostedLine,
  transactionType,
  type Transaction,
} from '../../../domain/books';
import type { Books } from '../../hooks/useBooks';
import { useLineHolds } from '../../hooks/useLineHolds';
import { formatShortDate } from './formatShortDate';
import { EntryHistory } from './EntryHistory';
import { JournalLines } from './JournalLines';
import { SignedAmount } from './SignedAmount';
import { TransactionStatusBadge } from './TransactionStatusBadge';

const sources: Record<string, string> = {
  manual: 'Entered by hand',
  import: 'Imported from a statement',
  'bank-sync': 'Synced from the bank',
  ledger: 'Posted with a journal entry (a payroll run, say)',
};
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function when(timestamp: string): string {
  const at = new Date(timestamp);
  return Number.isNaN(at.getTime()) ? timestamp : dateTime.format(at);
}

/** Every field of a transaction, read-only, with the journal entry it posted. */
export function TransactionDetails({
  books,
  transaction: t,
}: {
  books: Books;
  transaction: Transaction;
}) {
  const account = (id: string) => {
    const found = books.accountById.get(id);
    return found ? `${found.number} · ${found.name}` : id;
  };
  // A bank line of an entry posted elsewhere shows that entry; any other line, its own.
  const entryId = t.entryId ?? t.id;
  const entry = books.entries.find((candidate) => candidate.id === entryId);
  const vendor = books.vendors.find((candidate) => candidate.id === t.vendorId);
  const hold = useLineHolds().get(t.id);
  const rows: [string, ReactNode][] = [
    ['Date', formatShortDate(t.date)],
    ['Description', t.description],
    [
      'Amount',
      <>
        <SignedAmount cents={t.amount} />{' '}
        <span className="k-muted">
          ({transactionType(t.amount) === 'credit' ? 'money in, credit' : 'money out, debit'})
        </span>
      </>,
    ],
    ['Bank account', account(t.bankAccountId)],
    ['Account', t.accountId === '' ? 'Uncategorized' : account(t.accountId)],
    ['Category', categoryLabel(t.category)],
    ['Reference', t.reference || '—'],
    ['Vendor', t.vendorId === '' ? '—' : (vendor?.name ?? 'A vendor that was removed')],
    ['Status', <TransactionStatusBadge key="status" transaction={t} />],
    ['Source', `${sources[t.source] ?? t.source}${t.bankPending ? ' (pending at the bank)' : ''}`],
    ...(hold
      ? [
          [
            'Held',
            <>
              {hold.reason}, by {hold.heldBy} on {when(hold.heldAt)}: it cannot be reconciled until
              the threat is marked safe. <Link to={hold.link}>Open the threat</Link>
            </>,
          ] as [string, ReactNode],
        ]
      : []),
    ...(isPostedLine(t)
      ? [
          [
            'Bank line',
            t.bankDate === undefined
              ? 'Not matched yet: the bank’s line is matched when its statement is imported'
              : `Matched to “${t.bankDescription ?? ''}” of ${formatShortDate(t.bankDate)}`,
          ] as [string, ReactNode],
        ]
      : []),
    ['Created by', t.createdBy || '—'],
    ['Created', when(t.createdAt)],
  ];
  return (
    <div className="bk-details">
      <dl className="bk-detail-list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="bk-details-heading">Journal entry</h3>
      {entry ? (
        <>
          {isPostedLine(t) && (
            <p className="k-muted">
              This line is the bank side of the entry “{entry.memo}”, which posted the payment.
            </p>
          )}
          {t.accountId === '' && (
            <p className="k-muted">
              Posted against Uncategorized until the line is categorized, so the bank balance counts
              it.
            </p>
          )}
          <JournalLines entry={entry} accountById={books.accountById} />
          <EntryHistory books={books} entryId={entry.id} />
        </>
      ) : (
        <p className="k-muted">No journal entry is posted for this line.</p>
      )}
    </div>
  );
}
