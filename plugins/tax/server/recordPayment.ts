import { randomUUID } from 'node:crypto';
import { localToday } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import type { Liability } from '../domain/liabilities/liability';
import type { PaymentRow } from '../domain/schema';

/** What recording a payment gives: the payment, or why the books refused it (a field and message). */
export type RecordedPayment =
  | { status: 'recorded'; payment: PaymentRow & { id: string } }
  | { status: 'closed-period'; message: string }
  | { status: 'refused'; field: string; message: string };

/**
 * Records a payment made at the agency: a ledger entry from the liability's account to the bank
 * (Business Checking, else the first bank account), then the payment row. Keel moves no money.
 */
export function paymentRecorder({ services, data, clock }: ServerPluginContext) {
  const ledger = services.get(ledgerServiceRef);
  return async function record(
    companyId: string,
    liability: Liability,
    payment: { amountCents: number; method: PaymentRow['method']; by: string },
  ): Promise<RecordedPayment> {
    const accounts = await ledger.accounts(companyId, { role: 'cash' });
    const cash = accounts.find((a) => a.id === 'checking') ?? accounts[0];
    if (!cash)
      return {
        status: 'refused',
        field: 'method',
        message: 'The books have no bank account to pay from',
      };
    const today = localToday(clock.now());
    const id = randomUUID().replaceAll('-', '');
    const posted = await ledger.post(companyId, {
      idempotencyKey: `tax-payment-${id}`,
      postedBy: payment.by,
      entry: {
        id: `tax-payment-${id}`,
        date: today,
        memo: `${liability.title} paid (${payment.method.toUpperCase()})`,
        lines: [
          { accountId: liability.accountId, debit: payment.amountCents, credit: 0 },
          { accountId: cash.id, debit: 0, credit: payment.amountCents },
        ],
      },
    });
    if (posted.status === 'closed-period')
      return { status: 'closed-period', message: posted.message };
    if (posted.status === 'invalid')
      return { status: 'refused', field: 'liabilityId', message: posted.reasons.join('; ') };
    const row: PaymentRow = {
      liabilityId: liability.id,
      taxType: liability.type,
      amountCents: payment.amountCents,
      method: payment.method,
      paidOn: today,
      entryId: posted.entryId,
      recordedBy: payment.by,
      recordedAt: clock.now().toISOString(),
    };
    const store = await data.store(companyId);
    store.setRow('payments', id, row);
    await data.commit(companyId);
    return { status: 'recorded', payment: { id, ...row } };
  };
}
