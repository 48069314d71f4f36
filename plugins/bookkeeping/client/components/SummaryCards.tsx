import { Card } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { automationPercent, datedLaterNote, totalCash } from '../../domain/books';
import type { BooksView } from '../hooks/booksView';

/** The four summary cards (spec 001 section 2), computed from the company's books. */
export function SummaryCards({ books }: { books: BooksView }) {
  const { accounts, balances, later, transactions, bankAccounts } = books;
  const laterNote = datedLaterNote(totalCash(accounts, later));
  // One definition with the Banking tab: its cards are the chart's bank and cash accounts.
  const live = bankAccounts.filter((bank) => bank.details?.connection === 'simplefin').length;
  return (
    <div className="bk-cards">
      <Card title="Total Balance" description="Cash in the bank and cash accounts today">
        <p className="bk-stat-value">{formatUSD(totalCash(accounts, balances))}</p>
        {laterNote && <p className="k-muted bk-stat-note">{laterNote}</p>}
      </Card>
      <Card title="Transactions" description="Bank and cash lines in the books">
        <p className="bk-stat-value">{transactions.length.toLocaleString('en-US')}</p>
      </Card>
      <Card title="AI Automation %" description="Categorized by your rules and past choices">
        <p className="bk-stat-value">{automationPercent(transactions)}%</p>
      </Card>
      <Card
        title="Bank Accounts"
        description={
          live > 0 ? `Bank and cash accounts; ${live} connected live` : 'Bank and cash accounts'
        }
      >
        <p className="bk-stat-value">{bankAccounts.length}</p>
      </Card>
    </div>
  );
}
