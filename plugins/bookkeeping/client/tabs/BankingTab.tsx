import { useState } from 'react';
import { EmptyState } from '@keel/core/client';
import type { Books } from '../hooks/useBooks';
import type { BooksAuthor } from '../hooks/useBooksAuthor';
import type { BankSync } from '../hooks/useBankSync';
import { BankAccountCard } from '../components/banking/BankAccountCard';
import { BankAccountDialog } from '../components/banking/BankAccountDialog';
import { ReconcileDialog } from '../components/banking/ReconcileDialog';

type Open = { dialog: 'view' | 'reconcile'; accountId: string } | null;

/** One card per bank or cash account of the chart, with sync, view and reconcile. */
export function BankingTab({
  books,
  author,
  bankSync,
}: {
  books: Books;
  author: BooksAuthor;
  bankSync: BankSync;
}) {
  const [open, setOpen] = useState<Open>(null);
  const { bankAccounts, balances, later } = books;
  const current = bankAccounts.find((bank) => bank.account.id === open?.accountId);
  const close = (next: boolean) => !next && setOpen(null);

  if (bankAccounts.length === 0)
    return (
      <EmptyState title="No bank accounts">
        Connect a bank, or mark an account of the chart as a bank or cash account in the Accounts
        tab.
      </EmptyState>
    );
  return (
    <>
      <div className="bk-bank-grid">
        {bankAccounts.map((bank) => (
          <BankAccountCard
            key={bank.account.id}
            bank={bank}
            balance={balances.get(bank.account.id) ?? 0}
            later={later.get(bank.account.id) ?? 0}
            author={author}
            bankSync={bankSync}
            onView={() => setOpen({ dialog: 'view', accountId: bank.account.id })}
            onReconcile={() => setOpen({ dialog: 'reconcile', accountId: bank.account.id })}
          />
        ))}
      </div>
      {current && (
        <>
          <BankAccountDialog
            books={books}
            author={author}
            bank={current}
            open={open?.dialog === 'view'}
            onOpenChange={close}
          />
          <ReconcileDialog
            books={books}
            author={author}
            bank={current}
            open={open?.dialog === 'reconcile'}
            onOpenChange={close}
          />
        </>
      )}
    </>
  );
}
