import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import { Button, Card, EmptyState } from '@keel/core/client';
import { formatUSD, type Account } from '@keel/core/domain';
import type { Books } from '../hooks/useBooks';
import type { BooksAuthor } from '../hooks/useBooksAuthor';
import { AccountDialog } from '../components/accounts/AccountDialog';
import { RulesCard } from '../components/accounts/RulesCard';
import { CloseBooksCard } from '../components/closing/CloseBooksCard';
import { accountTypeLabel, subtypeLabel } from '../components/accounts/accountForm';
import { linkedRowProps } from '../search/useLinkedRecord';

/** The chart of accounts with balances, its add and edit dialog, and the categorization rules. */
export function AccountsTab({
  books,
  author,
  linkedId,
}: {
  books: Books;
  author: BooksAuthor;
  /** The account a link opened (`?account=<id>`): its row is marked and scrolled to. */
  linkedId?: string | null;
}) {
  // undefined: closed; null: adding; an account: editing it.
  const [editing, setEditing] = useState<Account | null | undefined>(undefined);
  const { accounts, balances } = books;

  return (
    <div className="bk-stack">
      <Card
        title="Chart of Accounts"
        actions={
          author.canWrite && (
            <Button onClick={() => setEditing(null)}>
              <Plus size={16} aria-hidden /> Add Account
            </Button>
          )
        }
      >
        {accounts.length === 0 ? (
          <EmptyState title="No accounts found" />
        ) : (
          <table className="k-table" aria-label="Chart of Accounts">
            <thead>
              <tr>
                <th scope="col">Account #</th>
                <th scope="col">Account Name</th>
                <th scope="col">Type</th>
                <th scope="col" className="bk-amount">
                  Balance
                </th>
                {author.canWrite && (
                  <th scope="col">
                    <span className="k-sr-only">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => (
                <tr key={account.id} {...linkedRowProps(account.id === linkedId)}>
                  <td>{account.number}</td>
                  <td>{account.name}</td>
                  <td>
                    {accountTypeLabel(account.type)}
                    <span className="k-muted"> · {subtypeLabel(account.subtype)}</span>
                  </td>
                  <td className="bk-amount">{formatUSD(balances.get(account.id) ?? 0)}</td>
                  {author.canWrite && (
                    <td>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Edit ${account.name}`}
                        onClick={() => setEditing(account)}
                      >
                        <Pencil size={14} aria-hidden /> Edit
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <RulesCard books={books} author={author} />
      <CloseBooksCard books={books} />
      <AccountDialog
        books={books}
        account={editing ?? null}
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
      />
    </div>
  );
}
