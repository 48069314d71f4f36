import { Card, EmptyState } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import type { BooksView } from '../hooks/booksView';
import { formatShortDate } from '../components/transactions/formatShortDate';
import { SignedAmount } from '../components/transactions/SignedAmount';
import { TransactionStatusBadge } from '../components/transactions/TransactionStatusBadge';

/** Rows each overview list shows (spec 001 section 9). */
const RECENT_ROWS = 5;
const BALANCE_ROWS = 6;

/** The Overview tab: the latest transactions and the first accounts of the chart with balances. */
export function OverviewTab({ books }: { books: BooksView }) {
  const recent = books.transactions.slice(0, RECENT_ROWS);
  const accounts = books.accounts.slice(0, BALANCE_ROWS);
  return (
    <div className="bk-overview">
      <Card title="Recent Activity" description="The latest bank and cash lines">
        {recent.length === 0 ? (
          <EmptyState title="No transactions yet">
            Add a transaction, upload a statement or sync a bank to see activity here.
          </EmptyState>
        ) : (
          <ul className="bk-list" aria-label="Recent Activity">
            {recent.map((t) => (
              <li key={t.id} className="bk-list-row">
                <div className="bk-list-main">
                  <span className="bk-list-title">{t.description}</span>
                  <span className="k-muted">
                    {formatShortDate(t.date)} ·{' '}
                    {t.accountId === ''
                      ? 'Uncategorized'
                      : (books.accountById.get(t.accountId)?.name ?? t.accountId)}
                  </span>
                </div>
                <TransactionStatusBadge transaction={t} />
                <SignedAmount cents={t.amount} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Account Balances" description="The first accounts of the chart">
        {accounts.length === 0 ? (
          <EmptyState title="No accounts yet">
            The chart of accounts is empty; add accounts in the Accounts tab.
          </EmptyState>
        ) : (
          <ul className="bk-list" aria-label="Account Balances">
            {accounts.map((account) => (
              <li key={account.id} className="bk-list-row">
                <div className="bk-list-main">
                  <span className="bk-list-title">{account.name}</span>
                  <span className="k-muted">{account.number}</span>
                </div>
                <span className="bk-amount">{formatUSD(books.balances.get(account.id) ?? 0)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
