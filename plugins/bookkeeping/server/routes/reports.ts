import {
  balanceSheet,
  cashFlow,
  centsToDollars,
  exportHledgerJournal,
  generalLedger,
  localToday,
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
import { formErrorsBody } from './errors';
import { generalLedgerRequestSchema, reportRequestSchema, type ReportKind } from './reports.schema';

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
  today: string,
): object {
  switch (kind) {
    case 'trial-balance':
      return trialBalance(accounts, entries, range);
    case 'profit-and-loss':
      return profitAndLoss(accounts, entries, range);
    case 'balance-sheet':
      // Without a date, as of the end of today: entries dated later are left out.
      return balanceSheet(accounts, entries, range.to ?? today, fiscalYearStartMonth);
    case 'cash-flow':
      return cashFlow(accounts, entries, range);
  }
}

/**
 * GET /api/companies/:companyId/reports/:kind (JSON, dollars), .../reports/general-ledger (JSON,
 * dollars) and .../export/journal (the hledger journal as text). All span the archived fiscal
 * years: a range reaching into them reads their archives with the live books, in place of the
 * carry-forward entries.
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
    const books = await openBooks({ data, log }, companyId);
    const { accounts, entries } = books.ledger.snapshot();
    let account: Account | null = null;
    if (accountId !== undefined) {
      const found = accounts.find((a) => a.id === accountId);
      if (!found) {
        ctx.status = 400;
        ctx.body = formErrorsBody({ accountId: `Unknown account ${accountId}` });
        return;
      }
      account = found;
    }
    const archives = await library.years(companyId, books.store, accounts);
    // Opening balances are running totals since the books began (income and expense accounts
    // included), so every archived year is read, whatever the range: the ledger is then the same
    // as before any year was archived.
    const spanned = entriesSpanningArchives(entries, archives, undefined);
    const ledger = generalLedger(accounts, spanned, range).filter(
      (ledgerAccount) => account === null || ledgerAccount.accountId === account.id,
    );
    // An account named but without a balance or postings still gets its (empty) ledger.
    if (account !== null && ledger.length === 0)
      ledger.push({
        accountId: account.id,
        number: account.number,
        name: account.name,
        openingBalance: 0,
        lines: [],
        closingBalance: 0,
      });
    ctx.body = {
      kind: 'general-ledger',
      ...range,
      accounts: inDollars(ledger),
    };
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
    const books = await openBooks({ data, log }, companyId);
    const { fiscalYearStartMonth } = books.settings;
    const { accounts, entries } = books.ledger.snapshot();
    const archives = await library.years(companyId, books.store, accounts);
    const today = localToday(clock.now());
    const start = reportSpanStart(kind, range, fiscalYearStartMonth, today);
    const spanned = entriesSpanningArchives(entries, archives, start);
    const result = report(kind, { accounts, entries: spanned }, range, fiscalYearStartMonth, today);
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
