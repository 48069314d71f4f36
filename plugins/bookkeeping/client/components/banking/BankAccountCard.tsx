import { RefreshCw } from 'lucide-react';
import { Badge, Button, Card } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { datedLaterNote, type BankAccount } from '../../../domain/books';
import type { BooksAuthor } from '../../hooks/useBooksAuthor';
import type { BankSync } from '../../hooks/useBankSync';
import { formatDay, formatMoment } from './formatDates';

/** What the card says an account is: its chart name, bank account type and last digits. */
function describe({ account, details }: BankAccount): string {
  const kind = details?.accountType ? details.accountType : 'bank or cash account';
  const mask = details?.mask ? ` ···· ${details.mask}` : '';
  return `${account.number} · ${account.name} · ${kind}${mask}`;
}

/** One bank or cash account: its balances, connection and what can be done with it. */
export function BankAccountCard({
  bank,
  balance,
  later,
  author,
  bankSync,
  onView,
  onReconcile,
}: {
  bank: BankAccount;
  /** The books' balance of the account at the end of today, in cents. */
  balance: number;
  /** What entries dated after today add to it (a payroll run's pay date), in cents. */
  later: number;
  author: BooksAuthor;
  bankSync: BankSync;
  onView: () => void;
  onReconcile: () => void;
}) {
  const { account, details } = bank;
  const live = details?.connection === 'simplefin';
  return (
    <Card
      title={details?.bankName || account.name}
      description={describe(bank)}
      actions={
        live ? <Badge tone="success">Connected</Badge> : <Badge tone="neutral">Statements</Badge>
      }
    >
      <dl className="bk-figures">
        <div>
          <dt>Current balance</dt>
          <dd className="bk-stat-value">{formatUSD(balance)}</dd>
          {later !== 0 && <dd className="k-muted">{datedLaterNote(later)}</dd>}
        </div>
        {details && details.bankBalanceAt !== '' && (
          <div>
            <dt>Bank reports</dt>
            <dd>
              {formatUSD(details.bankBalance)}{' '}
              <span className="k-muted">on {formatDay(details.bankBalanceAt.slice(0, 10))}</span>
            </dd>
          </div>
        )}
      </dl>
      {details && details.lastSyncedAt !== '' && (
        <p className="k-muted">Last synced {formatMoment(details.lastSyncedAt)}</p>
      )}
      <div className="k-toolbar">
        {live && (
          <Button
            variant="secondary"
            size="sm"
            disabled={bankSync.syncing || !author.canWrite}
            onClick={() => void bankSync.syncOne(account.id)}
          >
            <RefreshCw size={14} aria-hidden /> {bankSync.syncing ? 'Syncing…' : 'Sync'}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onView}>
          View
        </Button>
        {author.canWrite && (
          <Button variant="secondary" size="sm" onClick={onReconcile}>
            Reconcile
          </Button>
        )}
      </div>
    </Card>
  );
}
