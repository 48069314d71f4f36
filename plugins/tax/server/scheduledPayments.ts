import { z } from 'zod';
import {
  formatUSD,
  jobsServiceRef,
  notificationsServiceRef,
  roleSchema,
  type Role,
} from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import type { Liability } from '../domain/liabilities/liability';
import type { TaxPosition } from '../domain/position/taxPosition';
import { scheduledPaymentRowSchema, type ScheduledPaymentRow } from '../domain/schema';
import { nextDateOf } from '../domain/scheduling';
import type { paymentRecorder } from './recordPayment';
import type { TaxReader } from './taxReader';

/** The job kind that records a scheduled payment on its date: `tax.record-scheduled-payment`. */
export const SCHEDULED_PAYMENT_JOB = 'record-scheduled-payment';

const jobInputSchema = z.object({ scheduledPaymentId: z.string().min(1) });

/** When a scheduled payment's job runs on its date (09:00 on the server's clock). */
export function runTimeOf(date: string): string {
  return new Date(`${date}T09:00:00`).toISOString();
}

/** The liability a scheduled payment pays today: its own while open, else the earliest of its type. */
function liabilityFor(
  row: ScheduledPaymentRow,
  liabilities: readonly Liability[],
): Liability | null {
  const open = liabilities.filter((l) => l.amountCents > 0);
  return (
    open.find((l) => l.id === row.liabilityId) ??
    (row.frequency === 'one-time' ? null : (open.find((l) => l.type === row.taxType) ?? null))
  );
}

/**
 * Defines the job that records a scheduled payment on its date, as the member who scheduled it:
 * at most what is outstanding, then the next date for a repeating one (a new one-off schedule),
 * and a notification to those who decide on tax either way.
 */
export function defineScheduledPaymentJob(
  pluginContext: ServerPluginContext,
  read: (reader: TaxReader) => Promise<TaxPosition>,
  record: ReturnType<typeof paymentRecorder>,
): void {
  const { services, data } = pluginContext;
  const jobs = services.get(jobsServiceRef);
  const notifications = services.get(notificationsServiceRef);
  jobs.define(SCHEDULED_PAYMENT_JOB, {
    inputSchema: jobInputSchema,
    async run({ companyId, input, progress }) {
      const store = await data.store(companyId);
      const parsed = scheduledPaymentRowSchema.safeParse(
        store.getRow('scheduledPayments', input.scheduledPaymentId),
      );
      if (!parsed.success || parsed.data.status !== 'active') return { recorded: false };
      const row = parsed.data;
      progress(0.2, 'Reading the liabilities');
      const role = roleSchema.safeParse(row.createdByRole);
      const position = await read({
        companyId,
        role: (role.success ? role.data : 'viewer') satisfies Role,
        userId: row.createdByUserId,
      });
      const liability = liabilityFor(row, position.liabilities);
      const amountCents = liability ? Math.min(row.amountCents, liability.amountCents) : 0;
      const recorded =
        liability && amountCents > 0
          ? await record(companyId, liability, {
              amountCents,
              method: row.method,
              by: row.createdBy,
            })
          : null;
      const next = nextDateOf(row.nextDate, row.frequency);
      store.setRow('scheduledPayments', input.scheduledPaymentId, {
        ...row,
        recorded: row.recorded + (recorded?.status === 'recorded' ? 1 : 0),
        nextDate: next ?? row.nextDate,
        status: next ? 'active' : 'done',
      });
      await data.commit(companyId);
      if (next)
        await jobs.schedule({
          companyId,
          kind: SCHEDULED_PAYMENT_JOB,
          input,
          at: runTimeOf(next),
          key: `scheduled-${input.scheduledPaymentId}`,
          by: row.createdByUserId,
        });
      const paid = recorded?.status === 'recorded';
      const why =
        recorded && recorded.status !== 'recorded'
          ? recorded.message
          : `no ${row.taxType} tax was outstanding`;
      await notifications.raise({
        companyId,
        to: { roles: ['owner', 'admin', 'accountant', 'cpa'] },
        severity: paid ? 'low' : 'medium',
        title: paid ? 'Scheduled tax payment recorded' : 'Scheduled tax payment not recorded',
        body: paid
          ? `${formatUSD(amountCents)} for ${liability?.title ?? row.taxType} was recorded in the books on ${row.nextDate}.`
          : `Nothing was recorded on ${row.nextDate}: ${why}.`,
        link: '/tax-optimization',
      });
      return { recorded: paid };
    },
  });
}
