import type { Account } from '@keel/core/domain';
import type { LineHold, Transaction } from '../../../domain/books';
import type { TransactionActionHandlers } from './TransactionActions';
import { TransactionRow } from './TransactionRow';
import { useRowWindow } from './useRowWindow';

/** Every row is this tall (bookkeeping.css keeps cells on one line), so rows can be windowed. */
export const TRANSACTION_ROW_HEIGHT = 48;
const COLUMNS = 6;

/**
 * The transactions as a table that renders only the rows in view (plus a few each side), so
 * fifty thousand lines scroll as smoothly as fifty. aria-rowcount and aria-rowindex tell assistive
 * tech where each rendered row sits in the whole list.
 */
export function TransactionTable({
  rows,
  accountById,
  lockDate,
  canWrite,
  handlers,
  resetKey,
  holds,
}: {
  rows: readonly Transaction[];
  accountById: ReadonlyMap<string, Account>;
  lockDate: string;
  canWrite: boolean;
  handlers: TransactionActionHandlers;
  /** Changes when the filter changes, to start again at the top. */
  resetKey?: string;
  /** Lines held out of reconciliation by a fraud review, by transaction id. */
  holds?: ReadonlyMap<string, LineHold>;
}) {
  const view = useRowWindow(rows.length, {
    rowHeight: TRANSACTION_ROW_HEIGHT,
    fallbackHeight: 560,
    resetKey,
  });
  const spacer = (height: number) =>
    height > 0 && (
      <tr aria-hidden="true" className="bk-spacer-row">
        <td colSpan={COLUMNS} style={{ height }} />
      </tr>
    );
  return (
    <div
      ref={view.ref}
      onScroll={view.onScroll}
      className="bk-txn-scroll"
      role="region"
      aria-label="Transactions list"
      tabIndex={0}
    >
      <table
        className="k-table bk-txn-table"
        aria-label="Transactions"
        aria-rowcount={rows.length + 1}
      >
        <colgroup>
          <col className="bk-col-date" />
          <col />
          <col className="bk-col-account" />
          <col className="bk-col-amount" />
          <col className="bk-col-status" />
          <col className="bk-col-actions" />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col">Account</th>
            <th scope="col" className="bk-amount">
              Amount
            </th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {spacer(view.padTop)}
          {rows.slice(view.start, view.end).map((t, offset) => (
            <TransactionRow
              key={t.id}
              transaction={t}
              rowIndex={view.start + offset + 2}
              accountName={accountById.get(t.accountId)?.name ?? t.accountId}
              lockDate={lockDate}
              canWrite={canWrite}
              handlers={handlers}
              hold={holds?.get(t.id)}
            />
          ))}
          {spacer(view.padBottom)}
        </tbody>
      </table>
    </div>
  );
}
