import {
  balanceSheet,
  cashFlow,
  centsToDollars,
  exportHledgerJournal,
  profitAndLoss,
  trialBalance,
  validationErrorBody,
  type Account,
  type JournalEntry,
} from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { openBooks } from '../books';
import { archiveLibraryFor } from '../archive/archiveLibrary';
import { entriesSpanningArchives, reportSpanStart } from '../../domain/archive';
import { companyParamsSchema } from './company.schema';
import { reportRequestSchema, type ReportKind } from './reports.schema';

/** Every number in a report is an amount in cents: the same shape with dollars (two decimals). */
export function inDollars(value: unknown): unknown {
  if (typeof value === 'number') return centsToDollars(value);
  if (Array.isArray(value)) return value.map(inDollars);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inDollars(item)]));
  }
  return value;
}

function report(
  kind: ReportKind,
  { accounts, entries }: { accounts: readonly Account[]; entries: readonly JournalEntry[] },
  range: { from?: string; to?: string },
  fiscalYearStartMonth: number,
): object {
  switch (kind) {
    case 'trial-balance':
      return trialBalance(accounts, entries, range);
    case 'profit-and-loss':
      return profitAndLoss(accounts, entries, range);
    case 'balance-sheet':
      return balanceSheet(
        accounts,
        entries,
        range.to ?? new Date().toISOString().slice(0, 10),
        fiscalYearStartMonth,
      );
    case 'cash-flow':
      return cashFlow(accounts, entries, range);
  }
}

/**
 * GET /api/companies/:companyId/reports/:kind (JSON, dollars) and .../export/journal (the hledger
 * journal as text). Both span the archived fiscal years: a range reaching into them reads their
 * archives with the live books, in place of the carry-forward entries.
 */
export function registerReportRoutes({
  companyRouter,
  data,
  auth,
  files,
  log,
}: ServerPluginContext): void {
  const library = archiveLibraryFor({ files, log });

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
    const books = await openBooks({ data, log }, companyId);
    const { fiscalYearStartMonth } = books.settings;
    const { accounts, entries } = books.ledger.snapshot();
    const archives = await library.years(companyId, books.store, accounts);
    const today = new Date().toISOString().slice(0, 10);
    const start = reportSpanStart(kind, range, fiscalYearStartMonth, today);
    const spanned = entriesSpanningArchives(entries, archives, start);
    const result = report(kind, { accounts, entries: spanned }, range, fiscalYearStartMonth);
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
