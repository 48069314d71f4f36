import { Badge, type BadgeTone } from '@keel/core/client';
import { transactionStatus, type LineHold, type Transaction } from '../../../domain/books';
import { formatShortDate } from './formatShortDate';

const looks = {
  reconciled: { label: 'Reconciled', tone: 'info' },
  categorized: { label: 'Categorized', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
} as const satisfies Record<string, { label: string; tone: BadgeTone }>;

/** A transaction's display status (spec 001 section 4). */
export function TransactionStatusBadge({
  transaction,
}: {
  transaction: Pick<Transaction, 'reconciliationId' | 'accountId' | 'aiCategorized'>;
}) {
  const status = transactionStatus(transaction);
  const { label, tone } = looks[status];
  const byRule = status === 'categorized' && transaction.aiCategorized;
  return (
    <Badge tone={tone} {...(byRule ? { title: 'Categorized by a rule or a past choice' } : {})}>
      {label}
    </Badge>
  );
}

/** Says that the bank's line was matched to a payment the books posted first (a payroll run). */
export function MatchedBadge({
  transaction,
}: {
  transaction: Pick<Transaction, 'bankDate' | 'bankDescription'>;
}) {
  const { bankDate, bankDescription } = transaction;
  if (bankDate === undefined) return null;
  return (
    <Badge
      tone="info"
      title={`The bank's “${bankDescription ?? ''}” of ${formatShortDate(bankDate)}`}
    >
      Matched
    </Badge>
  );
}

/** Says that a fraud review holds the line out of reconciliation, and why. */
export function HeldBadge({ hold }: { hold: LineHold }) {
  return (
    <Badge tone="danger" title={`${hold.reason} (held by ${hold.heldBy})`}>
      Held
    </Badge>
  );
}
