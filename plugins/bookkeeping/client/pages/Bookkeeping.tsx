import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RefreshCw, Link2, Plus, Upload } from 'lucide-react';
import {
  Button,
  CompanySwitcher,
  EmptyState,
  Spinner,
  Tabs,
  useLiveCompanyName,
  useSession,
} from '@keel/core/client';
import { useBooks } from '../hooks/useBooks';
import { useBooksPreview } from '../hooks/useBooksPreview';
import { useBooksAuthor } from '../hooks/useBooksAuthor';
import { SummaryCards } from '../components/SummaryCards';
import { OverviewTab } from '../tabs/OverviewTab';
import { TransactionsTab } from '../tabs/TransactionsTab';
import { ReportsTab } from '../tabs/ReportsTab';
import { AccountsTab } from '../tabs/AccountsTab';
import { VendorsTab } from '../tabs/VendorsTab';
import { BankingTab } from '../tabs/BankingTab';
import { TransactionDialog } from '../dialogs/TransactionDialog';
import { ConnectBankDialog } from '../dialogs/ConnectBankDialog';
import { UploadStatementDialog } from '../dialogs/UploadStatementDialog';
import { useBankSync } from '../hooks/useBankSync';
import { booksTab } from '../search/recordLinks';
import { useLinkedRecord } from '../search/useLinkedRecord';
import '../bookkeeping.css';

type OpenDialog = 'add-transaction' | 'connect-bank' | 'upload' | null;

const PREVIEW_NOTE =
  "Showing the server's copy of the books. Changes open once the live books have loaded.";

/** A tab that reads the journal entries or changes the books, before the live books are there. */
const opening = <Spinner label="Opening the books…" showLabel />;

/** AI Bookkeeping (spec 001 section 2): the company's books, live for every member. */
export function Bookkeeping() {
  const { status, currentCompany } = useSession();
  const companyName = useLiveCompanyName(currentCompany?.name ?? '');
  const books = useBooks();
  const preview = useBooksPreview(currentCompany?.id ?? null, books === undefined);
  // The server's preview until the live books are bound: read-only, so nothing is written to it.
  const view = books ?? preview;
  const liveAuthor = useBooksAuthor();
  const author = books ? liveAuthor : { ...liveAuthor, canWrite: false };
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const bankSync = useBankSync(currentCompany?.id ?? null);
  // The open tab is in the URL, so a link (a search result) can open a tab and a record on it.
  const [params, setParams] = useSearchParams();
  const tab = booksTab(params.get('tab'));
  const linkedTransaction = useLinkedRecord('transaction');

  if (status === 'loading') return <Spinner label="Loading" />;
  const companyChosen = currentCompany !== null;
  const close = (open: boolean) => !open && setDialog(null);

  return (
    <>
      <header className="k-page-header">
        <div>
          <h1>AI Bookkeeping</h1>
          <p className="k-muted">
            {companyChosen ? `Books of ${companyName}` : 'Choose a company to manage its books'}
          </p>
        </div>
        <CompanySwitcher currentName={companyName} />
        <div className="k-toolbar">
          <Button
            variant="secondary"
            disabled={!companyChosen || bankSync.syncing || !liveAuthor.canWrite}
            onClick={() => void bankSync.syncAll()}
          >
            <RefreshCw size={16} aria-hidden /> {bankSync.syncing ? 'Syncing…' : 'Auto-Sync Banks'}
          </Button>
          <Button
            variant="secondary"
            disabled={!companyChosen || !liveAuthor.canWrite}
            onClick={() => setDialog('connect-bank')}
          >
            <Link2 size={16} aria-hidden /> Connect Bank
          </Button>
          <Button
            disabled={!companyChosen || !books || !author.canWrite}
            onClick={() => setDialog('add-transaction')}
          >
            <Plus size={16} aria-hidden /> Add Transaction
          </Button>
          <Button
            variant="secondary"
            disabled={!companyChosen || !books || !author.canWrite || dialog === 'upload'}
            onClick={() => setDialog('upload')}
          >
            <Upload size={16} aria-hidden /> Upload Statement
          </Button>
        </div>
      </header>

      {!companyChosen ? (
        <EmptyState title="Select a Company">
          Choose a company in the switcher above to see and manage its books.
        </EmptyState>
      ) : !view ? (
        <Spinner label="Opening the books…" showLabel />
      ) : (
        <>
          {!books && (
            <div className="bk-preview-note">
              <Spinner label={PREVIEW_NOTE} showLabel />
            </div>
          )}
          <SummaryCards books={view} />
          <Tabs
            label="Bookkeeping"
            value={tab}
            onValueChange={(next) => setParams({ tab: next }, { replace: true })}
            items={[
              { value: 'overview', label: 'Overview', content: <OverviewTab books={view} /> },
              {
                value: 'transactions',
                label: 'Transactions',
                content: (
                  <TransactionsTab books={view} author={author} linked={linkedTransaction} />
                ),
              },
              {
                value: 'reports',
                label: 'Reports',
                content: books ? <ReportsTab books={books} companyName={companyName} /> : opening,
              },
              {
                value: 'accounts',
                label: 'Accounts',
                content: books ? (
                  <AccountsTab books={books} author={author} linkedId={params.get('account')} />
                ) : (
                  opening
                ),
              },
              {
                value: 'vendors',
                label: 'Vendors',
                content: books ? (
                  <VendorsTab books={books} author={author} linkedId={params.get('vendor')} />
                ) : (
                  opening
                ),
              },
              {
                value: 'banking',
                label: 'Banking',
                content: books ? (
                  <BankingTab books={books} author={author} bankSync={bankSync} />
                ) : (
                  opening
                ),
              },
            ]}
          />
          {books && (
            <>
              <TransactionDialog
                mode="add"
                books={books}
                author={author}
                open={dialog === 'add-transaction'}
                onOpenChange={close}
              />
              <UploadStatementDialog
                books={books}
                author={author}
                open={dialog === 'upload'}
                onOpenChange={close}
              />
            </>
          )}
        </>
      )}
      {companyChosen && currentCompany && (
        <ConnectBankDialog
          companyId={currentCompany.id}
          open={dialog === 'connect-bank'}
          onOpenChange={close}
        />
      )}
    </>
  );
}

export default Bookkeeping;
