import { validationErrorBody } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { archiveSummary, periodClosers } from '../../domain/archive';
import { openBooks } from '../books';
import { companyParamsSchema } from '../routes/company.schema';
import { archiveLibraryFor } from './archiveLibrary';
import { archiveYearParamsSchema } from './archive.schema';
import { closeFiscalYear } from './closeYear';
import { bookkeepingRoutes } from '../../domain/routes';

export { archiveLibraryFor } from './archiveLibrary';

/**
 * The yearly archive under /api/companies/:companyId: GET archive (the archived years), GET
 * archive/:year (one archive file) and POST archive/:year (archive a closed fiscal year).
 */
export function registerArchiveRoutes({
  companyRouter,
  data,
  auth,
  files,
  log,
  clock,
}: ServerPluginContext): void {
  const library = archiveLibraryFor({ files, log });

  companyRouter.get(bookkeepingRoutes.archives.path, async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    await auth.requireMember(ctx, companyId);
    const books = await openBooks({ data, log }, companyId);
    const archives = await library.archives(companyId, books.store);
    ctx.body = { years: archives.map(({ file }) => archiveSummary(file)) };
  });

  companyRouter.get(bookkeepingRoutes.archivedYear.path, async (ctx) => {
    const parsed = archiveYearParamsSchema.safeParse(ctx.params);
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = validationErrorBody(parsed.error);
      return;
    }
    const { companyId, year } = parsed.data;
    await auth.requireMember(ctx, companyId);
    const books = await openBooks({ data, log }, companyId);
    const found = (await library.archives(companyId, books.store)).find(
      (archive) => archive.file.year === year,
    );
    if (!found) {
      ctx.status = 404;
      ctx.body = { error: `Fiscal year ${year} is not archived` };
      return;
    }
    ctx.body = found.file;
  });

  companyRouter.post(bookkeepingRoutes.archiveYear.path, async (ctx) => {
    const parsed = archiveYearParamsSchema.safeParse(ctx.params);
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = validationErrorBody(parsed.error);
      return;
    }
    const { companyId, year } = parsed.data;
    const member = await auth.requireMember(ctx, companyId, periodClosers);
    const books = await openBooks({ data, log }, companyId);
    const outcome = await closeFiscalYear(
      {
        companyId,
        store: books.store,
        ledger: books.ledger,
        files,
        library,
        commit: () => data.commit(companyId),
      },
      year,
      { by: member.author, at: clock.now().toISOString() },
    );
    ctx.status = outcome.ok ? 201 : outcome.status;
    ctx.body = outcome.ok ? { archive: outcome.archive } : { error: outcome.error };
  });
}
