import { randomUUID } from 'node:crypto';
import { jobsServiceRef, localToday } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import type { TaxPosition } from '../../domain/position/taxPosition';
import { schedulePaymentBodySchema } from '../../domain/requests';
import { taxRoutes } from '../../domain/routes';
import type { ScheduledPaymentRow } from '../../domain/schema';
import { plugin } from '../../plugin';
import { scheduledPaymentsOf } from '../scheduledPaymentRows';
import { SCHEDULED_PAYMENT_JOB, runTimeOf } from '../scheduledPayments';
import type { TaxReader } from '../taxReader';
import { bodyOf, companyOfBody, companyOfQuery, parseOr400 } from './requestParts';

const shown = ({
  createdByUserId: _user,
  createdByRole: _role,
  ...row
}: ScheduledPaymentRow & { id: string }) => row;

/** GET /scheduled-payments and POST /payments/schedule (Schedule Tax Payment). */
export function registerSchedule(
  { router, auth, data, services, clock }: ServerPluginContext,
  read: (reader: TaxReader) => Promise<TaxPosition>,
): void {
  const jobs = services.get(jobsServiceRef);

  router.get(taxRoutes.scheduledPayments.path, async (ctx) => {
    const companyId = companyOfQuery(ctx);
    if (companyId === null) return;
    await auth.requireMember(ctx, companyId);
    ctx.body = { scheduledPayments: (await scheduledPaymentsOf(data, companyId)).map(shown) };
  });

  router.post(taxRoutes.schedulePayment.path, async (ctx) => {
    const companyId = companyOfBody(ctx);
    if (companyId === null) return;
    const member = await auth.requireMember(ctx, companyId, plugin.tables.scheduledPayments.write);
    const body = parseOr400(ctx, schedulePaymentBodySchema, bodyOf(ctx));
    if (!body) return;
    const refuse = (field: string, message: string) => {
      ctx.status = 400;
      ctx.body = { error: `${field}: ${message}`, fields: { [field]: message } };
    };
    const today = localToday(clock.now());
    if (body.scheduleDate < today)
      return refuse('scheduleDate', 'Schedule date must be today or later');
    const liability = (await read(member)).liabilities.find(
      (l) => l.id === body.liabilityId && l.amountCents > 0,
    );
    if (!liability) return refuse('liabilityId', 'No such liability is outstanding');
    if (liability.type !== body.taxType)
      return refuse('taxType', `This liability is a ${liability.type} tax`);
    const id = randomUUID().replaceAll('-', '');
    const row: ScheduledPaymentRow = {
      liabilityId: liability.id,
      taxType: liability.type,
      amountCents: body.amount,
      method: body.method,
      frequency: body.frequency,
      nextDate: body.scheduleDate,
      status: 'active',
      createdBy: member.author,
      createdByUserId: member.userId,
      createdByRole: member.role,
      createdAt: clock.now().toISOString(),
      recorded: 0,
    };
    const store = await data.store(companyId);
    store.setRow('scheduledPayments', id, row);
    await data.commit(companyId);
    await jobs.schedule({
      companyId,
      kind: SCHEDULED_PAYMENT_JOB,
      input: { scheduledPaymentId: id },
      at: runTimeOf(body.scheduleDate),
      key: `scheduled-${id}`,
      by: member.userId,
    });
    ctx.status = 201;
    ctx.body = { scheduledPayment: shown({ id, ...row }) };
  });
}
