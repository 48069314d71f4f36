import { validationErrorBody } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { SETTINGS_ROW, SETTINGS_TABLE } from '../../domain/schema';
import { postOpenPendingLines } from '../../domain/books/postPendingLines';
import { openBooks } from '../books';
import { withClosedPeriodWritesAllowed } from '../guards/closedPeriodWrites';
import { lockDateWriters } from './access';
import { companyParamsSchema } from './company.schema';
import { requestBody } from './errors';
import { bookkeepingRoutes, lockDateBodySchema } from '../../domain/routes';

/** PUT /api/companies/:companyId/settings/lock-date: entries dated on or before it are refused. */
export function registerSettingsRoutes({
  companyRouter,
  data,
  auth,
  log,
}: ServerPluginContext): void {
  companyRouter.put(bookkeepingRoutes.lockDate.path, async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    await auth.requireMember(ctx, companyId, lockDateWriters);
    const parsed = lockDateBodySchema.safeParse(requestBody(ctx));
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = validationErrorBody(parsed.error);
      return;
    }
    const books = await openBooks({ data, log }, companyId);
    const settings = { ...books.settings, lockDate: parsed.data.lockDate };
    withClosedPeriodWritesAllowed(books.store, () =>
      books.store.setRow(SETTINGS_TABLE, SETTINGS_ROW, settings),
    );
    // Pending lines the closed period kept from posting (books from before they posted at once)
    // post once their days are open again.
    postOpenPendingLines(books.store);
    await data.commit(companyId);
    ctx.body = { settings };
  });
}
