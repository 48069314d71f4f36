import { useState } from 'react';
import { Dialog, EmptyState, Spinner } from '@keel/core/client';
import type { Books } from '../hooks/useBooks';
import type { BooksAuthor } from '../hooks/useBooksAuthor';
import { ColumnMappingForm } from '../components/upload/ColumnMappingForm';
import { DateOrderSelect } from '../components/upload/DateOrderSelect';
import { ImportProgressBar } from '../components/upload/ImportProgressBar';
import { StatementChooser } from '../components/upload/StatementChooser';
import { StatementPreviewPanel } from '../components/upload/StatementPreviewPanel';
import { useStatementUpload } from '../components/upload/useStatementUpload';

function UploadFlow({
  books,
  author,
  onBusyChange,
  onDone,
}: {
  books: Books;
  author: BooksAuthor;
  onBusyChange(busy: boolean): void;
  onDone(): void;
}) {
  const [chosenAccount, setChosenAccount] = useState('');
  const upload = useStatementUpload({ books, author, onBusyChange, onDone });
  const { stage } = upload;
  const bankAccountId = books.bankAccounts.some((bank) => bank.account.id === chosenAccount)
    ? chosenAccount
    : (books.bankAccounts[0]?.account.id ?? '');

  if (books.bankAccounts.length === 0) {
    return (
      <EmptyState title="No bank account yet">
        The chart of accounts has no bank or cash account to import into. Add one with Connect Bank
        or on the Accounts tab.
      </EmptyState>
    );
  }
  return (
    <div className="k-form">
      <StatementChooser
        bankAccounts={books.bankAccounts}
        bankAccountId={bankAccountId}
        onBankAccountChange={setChosenAccount}
        onFile={(file) => void upload.chooseFile(file)}
        fileError={stage.step === 'choose' ? stage.error : undefined}
        disabled={stage.step === 'importing'}
      />
      {stage.step === 'reading' && <Spinner label="Reading…" showLabel />}
      {stage.step === 'mapping' && (
        <ColumnMappingForm
          needs={stage.needs}
          reading={stage.reading}
          error={stage.error}
          onSubmit={(mapping) => void upload.applyMapping(mapping)}
        />
      )}
      {stage.step === 'preview' &&
        (stage.statement.format === 'qif' || stage.statement.format === 'pdf') && (
          <DateOrderSelect
            value={stage.dateFormat}
            onChange={(order) => void upload.readDatesAs(order)}
          />
        )}
      {stage.step === 'preview' && (
        <StatementPreviewPanel
          statement={stage.statement}
          transactions={books.transactions}
          bankAccountId={bankAccountId}
          lockDate={books.settings.lockDate}
          canWrite={author.canWrite}
          error={stage.error}
          onImport={() => void upload.startImport(bankAccountId)}
        />
      )}
      {stage.step === 'importing' && <ImportProgressBar done={stage.done} total={stage.total} />}
    </div>
  );
}

/**
 * Upload Statement (spec 001 section 2): reads a bank statement in the browser, previews what
 * it holds and which lines are already in the books, and imports the new lines into the
 * chosen bank account. Works offline: the lines reach the other members when the store syncs.
 */
export function UploadStatementDialog({
  books,
  author,
  open,
  onOpenChange,
}: {
  books: Books;
  author: BooksAuthor;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      // An import under way finishes first: closing mid-way would hide how far it got.
      onOpenChange={(next) => (next || !busy) && onOpenChange(next)}
      title="Upload Statement"
      description="Import a bank statement's transactions. Lines already in the books are skipped."
      className="bk-dialog-wide"
    >
      <UploadFlow
        books={books}
        author={author}
        onBusyChange={setBusy}
        onDone={() => onOpenChange(false)}
      />
    </Dialog>
  );
}
