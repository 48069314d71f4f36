import type { ServerPluginContext } from '@keel/core/server';
import { scheduledPaymentRowSchema, type ScheduledPaymentRow } from '../domain/schema';

/** The company's scheduled payments with their ids, by next date. */
export async function scheduledPaymentsOf(
  data: ServerPluginContext['data'],
  companyId: string,
): Promise<(ScheduledPaymentRow & { id: string })[]> {
  const store = await data.store(companyId);
  return Object.entries(store.getTable('scheduledPayments'))
    .flatMap(([id, row]) => {
      const parsed = scheduledPaymentRowSchema.safeParse(row);
      return parsed.success ? [{ id, ...parsed.data }] : [];
    })
    .sort((a, b) => a.nextDate.localeCompare(b.nextDate) || a.id.localeCompare(b.id));
}
