import { Link } from 'react-router-dom';
import { Card, FigureList, Spinner } from '@keel/core/client';
import { formatUSD, profitAndLoss } from '@keel/core/domain';
import { datedLaterNote, totalCash } from '../../domain/books';
import { useBooks, type Books } from '../hooks/useBooks';

/** This year's revenue and net income, and the cash in the bank today, from the ledger. */
function BooksFigures({ books }: { books: Books }) {
  const { today, accounts } = books;
  const from = `${today.slice(0, 4)}-01-01`;
  const pnl = profitAndLoss(accounts, books.entries, { from, to: today });
  const laterNote = datedLaterNote(totalCash(accounts, books.later));
  return (
    <>
      <FigureList
        figures={[
          [`Revenue since ${from}`, formatUSD(pnl.income.total)],
          ['Net income', formatUSD(pnl.netIncome)],
          ['Cash', formatUSD(totalCash(accounts, books.balances))],
        ]}
      />
      {laterNote && <p className="k-muted">{laterNote}</p>}
    </>
  );
}

/**
 * The dashboard's books card (spec 000 section 2.5, "revenue"), computed from the company's books:
 * its Cash is the dashboard's, as of today (entries dated later are left out, and said to be).
 */
export function BooksCard() {
  const books = useBooks();
  return (
    <Card title="Books" actions={<Link to="/bookkeeping">Open AI Bookkeeping</Link>}>
      {books ? <BooksFigures books={books} /> : <Spinner label="Opening the books…" />}
    </Card>
  );
}

export default BooksCard;
