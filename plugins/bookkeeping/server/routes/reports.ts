import {
  centsToDollars,
  exportHledgerJournal,
  localToday,
  validationErrorBody,
} from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { openBooks } from '../books';
import { archiveLibraryFor } from '../archive/archiveLibrary';
import { entriesSpanningArchives } from '../../domain/archive';
import { LedgerQueryError, type LedgerReadName } from '../../domain/ledger/ledgerReads';
import { answerRead } from '../ledger/ledgerService';
import { companyParamsSchema } from './company.schema';
import { formErrorsBody } from './errors';
import { generalLedgerRequestSchema, reportRequestSchema, type ReportKind } from './reports.schema';

/** The ledger service's read of each report over a range. */
const readOf: Record<Exclude<ReportKind, 'balance-sheet'>, LedgerReadName> = {
  'trial-balance': 'trialBalance',
  'profit-and-loss': 'profitAndLoss',
  'cash-flow': 'cashFlow',
};

/** Every number in a report is an amount in cents: the same shape with dollars (two decimals). */
export function inDollars(value: unknown): unknown {
  if (typeof value === 'number') return centsToDollars(value);
  if (Array.isArray(value)) return value.map(inDollars);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inDollars(item)]));
  }
  return value;
}

/**
 * GET /api/companies/:companyId/reports/:kind (JSON, dollars), .../reports/general-ledger (JSON,
 * dollars) and .../export/journal (the hledger journal as text). All span the archived fiscal
 * years: a range reaching into them reads their archives with the live books, in place of the
 * carry-forward entries. The reports are the ledger service's reads (ledgerReads), in dollars.
 */
export function registerReportRoutes({
  companyRouter,
  data,
  auth,
  files,
  log,
  clock,
}: ServerPluginContext): void {
  const library = archiveLibraryFor({ files, log });
  const services = { data, files, log, clock };

  // Before reports/:kind, which would otherwise answer this path with a 400 for its kind.
  companyRouter.get('/reports/general-ledger', async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    await auth.requireMember(ctx, companyId);
    const parsed = generalLedgerRequestSchema.safeParse(ctx.query);
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = validationErrorBody(parsed.error);
      return;
    }
    const { from, to, accountId } = parsed.data;
    const range = { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
    try {
      const ledger = await answerRead(services, 'generalLedger', companyId, {
        ...range,
        accountId,
      });
      ctx.body = { kind: 'general-ledger', ...range, accounts: inDollars(ledger) };
    } catch (error) {
      if (!(error instanceof LedgerQueryError)) throw error;
      ctx.status = 400;
      ctx.body = formErrorsBody({ [error.field]: error.reason });
    }
  });

  companyRouter.get('/reports/:kind', async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    await auth.requireMember(ctx, companyId);
    const parsed = reportRequestSchema.safeParse({ ...ctx.query, ...ctx.params });
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = validationErrorBody(parsed.error);
      return;
    }
    const { kind, from, to } = parsed.data;
    const range = { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
    // Without a date, the balance sheet is as of the end of today: entries dated later are left out.
    const asOf = to ?? localToday(clock.now());
    const result =
      kind === 'balance-sheet'
        ? await answerRead(services, 'balanceSheet', companyId, { asOf })
        : await answerRead(services, readOf[kind], companyId, range);
    ctx.body = { kind, ...(inDollars(result) as object) };
  });

  companyRouter.get('/export/journal', async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    await auth.requireMember(ctx, companyId);
    const books = await openBooks({ data, log }, companyId);
    const { accounts, entries } = books.ledger.snapshot();
    const archives = await library.years(companyId, books.store, accounts);
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = exportHledgerJournal(
      accounts,
      entriesSpanningArchives(entries, archives, undefined),
    );
  });
}
