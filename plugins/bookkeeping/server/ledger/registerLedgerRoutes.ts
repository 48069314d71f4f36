import { validationErrorBody } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import {
  LedgerQueryError,
  ledgerReads,
  type LedgerReadName,
} from '../../domain/ledger/ledgerReads';
import { readQueryString } from '../../domain/ledger/ledgerQueryString';
import { companyParamsSchema } from '../routes/company.schema';
import { formErrorsBody } from '../routes/errors';
import { answerRead } from './ledgerService';

/**
 * GET /api/companies/:companyId/ledger/{read}?query: each read of the ledger service over REST, for
 * any member (as the reports are), in cents. The browser's ledger service asks here for what the
 * live document does not hold (archived years); the query and the answer are the read's zod
 * schemas on both ends (ledgerReads), and a bad query is a 400 naming the field.
 */
export function registerLedgerRoutes({
  companyRouter,
  auth,
  data,
  files,
  log,
  clock,
}: ServerPluginContext): void {
  for (const name of Object.keys(ledgerReads) as LedgerReadName[]) {
    companyRouter.get(`/ledger/${ledgerReads[name].path}`, async (ctx) => {
      const { companyId } = companyParamsSchema.parse(ctx.params);
      await auth.requireMember(ctx, companyId);
      const parsed = ledgerReads[name].query.safeParse(readQueryString(ctx.query));
      if (!parsed.success) {
        ctx.status = 400;
        ctx.body = validationErrorBody(parsed.error);
        return;
      }
      try {
        ctx.body = await answerRead({ data, files, log, clock }, name, companyId, parsed.data);
      } catch (error) {
        if (!(error instanceof LedgerQueryError)) throw error;
        ctx.status = 400;
        ctx.body = formErrorsBody({ [error.field]: error.reason });
      }
    });
  }
}
