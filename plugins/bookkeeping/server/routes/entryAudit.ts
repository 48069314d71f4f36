import { validationErrorBody } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import {
  ENTRY_AUDIT_TABLE,
  auditedEntry,
  entryAuditRowSchema,
} from '../../domain/books/entryAudit';
import { openBooks } from '../books';
import { entryAuditParamsSchema } from './entryAudit.schema';

/**
 * GET /api/companies/:companyId/entries/:entryId/audit: every recorded change to one posted entry,
 * oldest first, with who, when, and the entry before and after (date, memo, reference, lines; null when absent). Any member may read it.
 */
export function registerEntryAuditRoutes({
  companyRouter,
  data,
  auth,
  log,
}: ServerPluginContext): void {
  companyRouter.get('/entries/:entryId/audit', async (ctx) => {
    const params = entryAuditParamsSchema.safeParse(ctx.params);
    if (!params.success) {
      ctx.status = 400;
      ctx.body = validationErrorBody(params.error);
      return;
    }
    const { companyId, entryId } = params.data;
    await auth.requireMember(ctx, companyId);
    const { store } = await openBooks({ data, log }, companyId);
    const changes = Object.values(store.getTable(ENTRY_AUDIT_TABLE))
      .map((row) => entryAuditRowSchema.safeParse(row))
      .flatMap((read) => (read.success && read.data.entryId === entryId ? [read.data] : []))
      .sort((a, b) => a.at.localeCompare(b.at))
      .map(({ at, by, action, before, after }) => ({
        at,
        by,
        action,
        before: auditedEntry(before),
        after: auditedEntry(after),
      }));
    ctx.body = { entryId, changes };
  });
}
