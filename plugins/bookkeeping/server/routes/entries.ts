import { randomUUID } from 'node:crypto';
import { validateEntry, validationErrorBody } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { openBooks } from '../books';
import { fieldErrorsBody, requestBody } from './errors';
import { newEntrySchema } from './entries.schema';
import { entryWriters } from './access';
import { companyParamsSchema } from './company.schema';
import { ENTRIES_TABLE, entryToRow } from '../../domain/ledger/entryRow';

/**
 * POST /api/companies/:companyId/entries: a balanced journal entry, checked against the chart and
 * the lock date, written as one row.
 */
export function registerEntryRoutes({ companyRouter, data, auth, log }: ServerPluginContext): void {
  companyRouter.post('/entries', async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    await auth.requireMember(ctx, companyId, entryWriters);
    const parsed = newEntrySchema.safeParse(requestBody(ctx));
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = validationErrorBody(parsed.error);
      return;
    }
    const { reference, lines, ...rest } = parsed.data;
    const candidate = {
      id: randomUUID(),
      ...rest,
      ...(reference === undefined || reference === '' ? {} : { reference }),
      lines: lines.map(({ accountId, debit, credit, memo }) => ({
        accountId,
        debit: debit ?? 0,
        credit: credit ?? 0,
        ...(memo === undefined ? {} : { memo }),
      })),
    };
    const books = await openBooks({ data, log }, companyId);
    const { accounts } = books.ledger.snapshot();
    const checked = validateEntry(candidate, accounts, books.settings.lockDate);
    if (!checked.ok) {
      ctx.status = 400;
      ctx.body = fieldErrorsBody(checked.errors);
      return;
    }
    books.store.setRow(ENTRIES_TABLE, checked.entry.id, entryToRow(checked.entry));
    await data.commit(companyId);
    ctx.status = 201;
    ctx.body = { entry: checked.entry };
  });
}
