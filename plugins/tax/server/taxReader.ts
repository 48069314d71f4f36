import { localToday, portfolioServiceRef, type BusinessType, type Role } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import { payrollFactsRef } from '@keel/plugin-payroll/domain/public';
import { taxPosition, type TaxPosition } from '../domain/position/taxPosition';
import {
  deadlineCompletionRowSchema,
  paymentRowSchema,
  taxDeciders,
  type PaymentRow,
} from '../domain/schema';
import { addDays } from '../domain/dates';
import { readBooksFacts } from './readBooksFacts';
import { scheduledPaymentsOf } from './scheduledPaymentRows';

/** Who the position is read for: a member of the company (their role decides what they see). */
export interface TaxReader {
  companyId: string;
  role: Role;
  /** The member's user id: their company list gives the business type. Null: a sole proprietor is assumed. */
  userId: string | null;
}

/** Rows of a table that parse with their schema, with their ids. */
function rowsOf<T>(
  table: Record<string, Record<string, unknown>>,
  parse: (row: unknown) => T | null,
) {
  return Object.entries(table).flatMap(([id, row]) => {
    const parsed = parse(row);
    return parsed === null ? [] : [{ id, ...parsed }];
  });
}

/** The company's recorded payments, oldest first. */
export async function paymentsOf(
  data: ServerPluginContext['data'],
  companyId: string,
): Promise<(PaymentRow & { id: string })[]> {
  const store = await data.store(companyId);
  return rowsOf(
    store.getTable('payments'),
    (row) => paymentRowSchema.safeParse(row).data ?? null,
  ).sort((a, b) => a.recordedAt.localeCompare(b.recordedAt) || a.id.localeCompare(b.id));
}

/** Reads the company's books, payroll and tax records and computes its position today. */
export function taxPositionReader({ services, data, clock }: ServerPluginContext) {
  const ledger = services.get(ledgerServiceRef);
  const payroll = services.get(payrollFactsRef);
  const portfolio = services.get(portfolioServiceRef);

  async function businessTypeOf(reader: TaxReader): Promise<BusinessType> {
    if (reader.userId === null) return 'sole_proprietorship';
    const companies = await portfolio.companiesOf(reader.userId);
    return companies.find((c) => c.id === reader.companyId)?.businessType ?? 'sole_proprietorship';
  }

  return async function read(reader: TaxReader): Promise<TaxPosition> {
    const today = localToday(clock.now());
    const { companyId } = reader;
    const [books, facts, businessType, payments, store, scheduled] = await Promise.all([
      readBooksFacts(ledger, companyId, today),
      payroll.read({ companyId, role: reader.role }),
      businessTypeOf(reader),
      paymentsOf(data, companyId),
      data.store(companyId),
      scheduledPaymentsOf(data, companyId),
    ]);
    const completions = Object.fromEntries(
      rowsOf(
        store.getTable('deadlineCompletions'),
        (row) => deadlineCompletionRowSchema.safeParse(row).data ?? null,
      ).map(({ id, completedBy }) => [id, { completedBy }]),
    );
    return taxPosition({
      today,
      in30Days: addDays(today, 30),
      businessType,
      books,
      payroll: facts.status === 'ready' ? facts.facts : null,
      payments,
      scheduled: scheduled.filter((s) => s.status === 'active'),
      completions,
      showEstimated: (taxDeciders as readonly Role[]).includes(reader.role),
    });
  };
}
