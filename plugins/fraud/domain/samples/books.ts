import type { AuditEvent } from '@keel/core/domain';
import type { BankLine, BooksEvidence } from '../evidence/evidence';

/** A payment out of the checking account, for detector tests: `cents` paid on `date` to `payee`. */
export function payment(
  id: string,
  date: string,
  payee: string,
  cents: number,
  reference = '',
): BankLine {
  return {
    id,
    date,
    amount: -cents,
    bankAccountId: 'checking',
    bankAccountName: 'Business Checking',
    accountId: 'expenses',
    accountName: 'Operating Expenses',
    description: payee,
    reference,
    vendorId: '',
    vendorName: '',
    source: 'books',
    createdAt: date,
    createdBy: '',
    pending: false,
    reconciled: false,
    link: `/bookkeeping?tab=transactions&transaction=${id}`,
  };
}

/** Books of these lines, without a lock date or reconciliations. */
export const booksOf = (lines: BankLine[]): BooksEvidence => ({
  lines,
  lockDate: '',
  reconciliations: [],
  sharedVendorIdentifiers: [],
});

/** An audit event of one member, from one browser and address. */
export function auditEvent(
  at: string,
  outcome: string,
  options: { kind?: AuditEvent['kind']; ip?: string; agent?: string; userId?: string } = {},
): AuditEvent {
  return {
    at,
    kind: options.kind ?? 'sign-in',
    userId: options.userId ?? 'u-ada',
    email: 'ada@example.com',
    outcome,
    ip: options.ip ?? '203.0.113.5',
    userAgent:
      options.agent ??
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  };
}
