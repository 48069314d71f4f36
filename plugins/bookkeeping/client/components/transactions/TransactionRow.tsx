import { memo } from 'react';
import type { LineHold, Transaction } from '../../../domain/books';
import { editBlock } from './editBlock';
import { formatShortDate } from './formatShortDate';
import { SignedAmount } from './SignedAmount';
import { TransactionActions, type TransactionActionHandlers } from './TransactionActions';
import { HeldBadge, MatchedBadge, TransactionStatusBadge } from './TransactionStatusBadge';

/**
 * One line of the transactions table. Memoized: a keystroke in the search box re-renders only the
 * rows whose line or position changed.
 */
export const TransactionRow = memo(function TransactionRow({
  transaction: t,
  rowIndex,
  accountName,
  lockDate,
  canWrite,
  handlers,
  hold,
}: {
  transaction: Transaction;
  /** The row's position in the whole table, header included (aria-rowindex). */
  rowIndex: number;
  /** The category account's name; '' while the line is pending. */
  accountName: string;
  lockDate: string;
  canWrite: boolean;
  handlers: TransactionActionHandlers;
  /** The hold keeping the line out of reconciliation, if a fraud review blocked it. */
  hold?: LineHold | undefined;
}) {
  return (
    <tr aria-rowindex={rowIndex} className="bk-txn-row">
      <td>{formatShortDate(t.date)}</td>
      <td title={t.reference ? `${t.description} (${t.reference})` : t.description}>
        {t.description}
      </td>
      <td>{t.accountId === '' ? <span className="k-muted">Uncategorized</span> : accountName}</td>
      <td className="bk-amount">
        <SignedAmount cents={t.amount} />
      </td>
      <td>
        {t.bankDate === undefined && !hold ? (
          <TransactionStatusBadge transaction={t} />
        ) : (
          <div className="bk-status-stack">
            <TransactionStatusBadge transaction={t} />
            <MatchedBadge transaction={t} />
            {hold && <HeldBadge hold={hold} />}
          </div>
        )}
      </td>
      <td>
        <TransactionActions
          transaction={t}
          canWrite={canWrite}
          blockedBy={editBlock(t, lockDate)}
          handlers={handlers}
        />
      </td>
    </tr>
  );
});
