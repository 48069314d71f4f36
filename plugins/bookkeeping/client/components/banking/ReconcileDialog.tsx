import { useMemo, useState } from 'react';
import { Button, Dialog, Input, useToast } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import {
  finishReconciliation,
  reconcileFigures,
  type BankAccount,
  type Transaction,
} from '../../../domain/books';
import type { Books } from '../../hooks/useBooks';
import type { BooksAuthor } from '../../hooks/useBooksAuthor';
import { useLineHolds } from '../../hooks/useLineHolds';
import { formatDay, localDay } from './formatDates';
import { ReconcileLines } from './ReconcileLines';
import { checkStatement, type StatementInput } from './statementForm';

function Figure({ label, cents }: { label: string; cents: number | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="bk-amount">{cents === null ? '—' : formatUSD(cents)}</dd>
    </div>
  );
}

function ReconcileForm({
  books,
  author,
  bank,
  onDone,
}: {
  books: Books;
  author: BooksAuthor;
  bank: BankAccount;
  onDone: () => void;
}) {
  const { toast } = useToast();
  const [input, setInput] = useState<StatementInput>(() => ({
    statementDate: localDay(author.now()),
    endingBalance: '',
  }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [formError, setFormError] = useState('');
  const accountId = bank.account.id;
  const accountLines = useMemo(
    () => books.transactions.filter((t) => t.bankAccountId === accountId),
    [books.transactions, accountId],
  );
  const statement = checkStatement(input);
  const { statementDate, endingBalance } = statement;
  const open = (t: Transaction) =>
    t.reconciliationId === '' && statementDate !== null && t.date <= statementDate;
  const holds = useLineHolds();
  const candidates = accountLines.filter((t) => open(t) && t.accountId !== '' && !holds.has(t.id));
  const uncategorized = accountLines.filter((t) => open(t) && t.accountId === '').length;
  const held = accountLines.filter((t) => open(t) && holds.has(t.id)).length;
  const cleared = new Set(candidates.filter((t) => ticked.has(t.id)).map((t) => t.id));
  const figures = reconcileFigures(accountLines, cleared, endingBalance ?? 0);
  const balanced = statementDate !== null && endingBalance !== null && figures.difference === 0;
  const shownError = (field: keyof StatementInput) =>
    touched.has(field) || input[field] !== '' ? statement.errors[field] : undefined;
  const set = (field: keyof StatementInput, value: string) => {
    setInput((previous) => ({ ...previous, [field]: value }));
    setTouched((previous) => new Set(previous).add(field));
  };

  function finish() {
    if (statementDate === null || endingBalance === null) return;
    const result = finishReconciliation(books.store, {
      id: `rec-${crypto.randomUUID()}`,
      bankAccountId: accountId,
      statementDate,
      endingBalance,
      accountTransactions: accountLines,
      ticked: cleared,
      by: author.by,
      at: author.now(),
    });
    if (!result.ok) return setFormError(result.error);
    toast({
      title: 'Reconciliation Finished',
      description: `${cleared.size} transactions reconciled through ${formatDay(statementDate)}`,
    });
    onDone();
  }

  return (
    <div className="k-form">
      <div className="k-form-row">
        <Input
          label="Statement date"
          type="date"
          value={input.statementDate}
          onChange={(e) => set('statementDate', e.target.value)}
          error={shownError('statementDate')}
        />
        <Input
          label="Statement ending balance"
          inputMode="decimal"
          placeholder="0.00"
          value={input.endingBalance}
          onChange={(e) => set('endingBalance', e.target.value)}
          onBlur={() => setTouched((previous) => new Set(previous).add('endingBalance'))}
          error={shownError('endingBalance')}
        />
      </div>
      <ReconcileLines
        lines={candidates}
        ticked={cleared}
        onChange={setTicked}
        uncategorized={uncategorized}
        held={held}
        dated={statementDate !== null}
      />
      <dl className="bk-figures" aria-label="Reconciliation figures">
        <Figure label="Opening balance" cents={figures.openingBalance} />
        <Figure label="Cleared balance" cents={figures.clearedBalance} />
        <Figure label="Statement ending balance" cents={endingBalance} />
        <Figure label="Difference" cents={endingBalance === null ? null : figures.difference} />
      </dl>
      {formError && (
        <p className="k-form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="bk-dialog-actions">
        <Button disabled={!balanced || !author.canWrite} onClick={finish}>
          Finish reconciliation
        </Button>
      </div>
      {!balanced && endingBalance !== null && (
        <p className="k-hint">Tick the lines on the statement until the difference is $0.00.</p>
      )}
    </div>
  );
}

/** Reconcile: tick the lines a bank statement shows until the books agree with it. */
export function ReconcileDialog({
  books,
  author,
  bank,
  open,
  onOpenChange,
}: {
  books: Books;
  author: BooksAuthor;
  bank: BankAccount;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Reconcile ${bank.account.name}`}
      description="Enter the statement's date and ending balance, then tick each line it shows."
      className="bk-dialog-wide"
    >
      <ReconcileForm books={books} author={author} bank={bank} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
