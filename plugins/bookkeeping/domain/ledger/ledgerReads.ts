import {
  balanceSheetFrom,
  cashFlowFrom,
  fiscalYearStart,
  generalLedgerFrom,
  monthName,
  normalBalance,
  profitAndLossFrom,
  trialBalanceFrom,
  type Account,
  type JournalEntry,
} from '@keel/core/domain';
import type { z } from 'zod';
import { categoryLabel } from '../books/categories';
import { accountRolesOf } from './accountRoles';
import {
  accountBalancesSchema,
  accountsQuerySchema,
  asOfQuerySchema,
  balanceSheetSchema,
  cashFlowSchema,
  entriesQuerySchema,
  entriesSchema,
  generalLedgerQuerySchema,
  generalLedgerSchema,
  ledgerAccountSchema,
  ledgerRangeSchema,
  ledgerTotalsSchema,
  profitAndLossSchema,
  totalsQuerySchema,
  trialBalanceSchema,
  type AccountBalances,
  type EntriesQuery,
  type LedgerAccount,
  type LedgerTotals,
  type TotalsQuery,
  type TotalsRow,
} from './ledgerSchemas';
import { sumTotals, type AccountTotals } from './ledgerIndex';
import type { LedgerView } from './ledgerView';

/** A query the ledger cannot answer as asked (an unknown account): the field and the reason. */
export class LedgerQueryError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}

/** What a read needs beyond the ledger: vendor names. */
export interface ReadContext {
  vendorName(vendorId: string): string | undefined;
}

/** One read of the ledger service: its query and answer shapes, how far back it reads, and how. */
export interface LedgerRead<Q extends z.ZodType, A extends z.ZodType> {
  /** Its path under /api/companies/:companyId/ledger/. */
  path: string;
  query: Q;
  answer: A;
  /**
   * The first date whose entries must be exact (archived years ending on or after it are read);
   * undefined: every archived year; null: no entries at all.
   */
  start(query: z.output<Q>, fiscalYearStartMonth: number): string | undefined | null;
  read(view: LedgerView, query: z.output<Q>, context: ReadContext): z.output<A>;
}

const read = <Q extends z.ZodType, A extends z.ZodType>(spec: LedgerRead<Q, A>) => spec;

function accountOf(view: LedgerView, accountId: string): Account {
  const account = view.accounts.find((a) => a.id === accountId);
  if (!account) throw new LedgerQueryError('accountId', `Unknown account ${accountId}`);
  return account;
}

const byNumber = (a: Account, b: Account) =>
  a.number.localeCompare(b.number) || a.id.localeCompare(b.id);

/** A debit-minus-credit amount on the account's normal side (a contra account's reversed). */
function onNormalSide(account: Account, value: number): number {
  const debitSide = (normalBalance(account.type) === 'debit') !== account.contra;
  return debitSide ? value : -value || 0;
}

function readEntries(view: LedgerView, query: EntriesQuery): JournalEntry[] {
  const entries = view.entriesIn(query);
  if (query.accountId === undefined) return entries;
  const { id } = accountOf(view, query.accountId);
  return entries.filter((entry) => entry.lines.some((line) => line.accountId === id));
}

function readBalances(view: LedgerView, asOf: string): AccountBalances {
  const net = view.net({ to: asOf });
  return {
    asOf,
    accounts: [...view.accounts].sort(byNumber).map((account) => ({
      accountId: account.id,
      number: account.number,
      name: account.name,
      type: account.type,
      balance: onNormalSide(account, net.get(account.id) ?? 0),
    })),
  };
}

function rowOf(key: string, label: string, totals: AccountTotals): TotalsRow {
  return { key, label, debit: totals.debit, credit: totals.credit, lines: totals.lines };
}

function readTotals(view: LedgerView, query: TotalsQuery, context: ReadContext): LedgerTotals {
  const only = query.accountIds ? new Set(query.accountIds) : null;
  if (only) for (const id of only) accountOf(view, id);
  const counts = (accountId: string) => only === null || only.has(accountId);
  const range = { from: query.from, to: query.to };
  if (query.by === 'account') {
    const totals = view.totals(range);
    const rows = [...view.accounts]
      .sort(byNumber)
      .filter((account) => counts(account.id) && totals.has(account.id))
      .map((account) => rowOf(account.id, account.name, totals.get(account.id)!));
    return { by: 'account', rows };
  }
  if (query.by === 'month') {
    const rows: TotalsRow[] = [];
    for (const [month, byAccount] of [...view.monthTotals(range)].sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      const sum = sumTotals([...byAccount].filter(([id]) => counts(id)).map(([, t]) => t));
      if (sum.lines === 0) continue;
      const label = `${monthName(Number(month.slice(5, 7)))} ${month.slice(0, 4)}`;
      rows.push(rowOf(month, label, sum));
    }
    return { by: 'month', rows };
  }
  // Vendor and category belong to the bank transaction an entry was made from.
  const groups = new Map<string, AccountTotals>();
  view.forEachEntry(range, (entry) => {
    const transaction = view.transactionOf(entry.id);
    const key = (query.by === 'vendor' ? transaction?.vendorId : transaction?.category) ?? '';
    for (const line of entry.lines) {
      if (!counts(line.accountId)) continue;
      let into = groups.get(key);
      if (!into) groups.set(key, (into = { debit: 0, credit: 0, lines: 0 }));
      into.debit += line.debit;
      into.credit += line.credit;
      into.lines += 1;
    }
  });
  const label = (key: string) =>
    query.by === 'vendor'
      ? key === ''
        ? 'No vendor'
        : (context.vendorName(key) ?? key)
      : key === ''
        ? 'No category'
        : categoryLabel(key);
  const rows = [...groups]
    .map(([key, totals]) => rowOf(key, label(key), totals))
    // By label, with the lines that have none last.
    .sort((a, b) => Number(a.key === '') - Number(b.key === '') || a.label.localeCompare(b.label));
  return { by: query.by, rows };
}

/**
 * Every read of the ledger service, by method name: the server and the browser answer each the
 * same way from a LedgerView (the browser's REST route for archived years runs the same code).
 */
export const ledgerReads = {
  accounts: read({
    path: 'accounts',
    query: accountsQuerySchema,
    answer: ledgerAccountSchema.array(),
    start: () => null,
    read: (view, query): LedgerAccount[] =>
      [...view.accounts]
        .sort(byNumber)
        .map((account) => ({ ...account, roles: accountRolesOf(account) }))
        .filter((account) => query.role === undefined || account.roles.includes(query.role)),
  }),
  entries: read({
    path: 'entries',
    query: entriesQuerySchema,
    answer: entriesSchema,
    start: (query) => query.from,
    read: readEntries,
  }),
  balances: read({
    path: 'balances',
    query: asOfQuerySchema,
    answer: accountBalancesSchema,
    // Balances since the books began: income and expense accounts too, so every archived year.
    start: () => undefined,
    read: (view, query) => readBalances(view, query.asOf),
  }),
  trialBalance: read({
    path: 'trial-balance',
    query: ledgerRangeSchema,
    answer: trialBalanceSchema,
    start: (query) => query.from,
    read: (view, range) => trialBalanceFrom(view.accounts, view.net, range),
  }),
  profitAndLoss: read({
    path: 'profit-and-loss',
    query: ledgerRangeSchema,
    answer: profitAndLossSchema,
    start: (query) => query.from,
    read: (view, range) => profitAndLossFrom(view.accounts, view.net, range),
  }),
  balanceSheet: read({
    path: 'balance-sheet',
    query: asOfQuerySchema,
    answer: balanceSheetSchema,
    // The balance sheet splits this fiscal year's earnings from the retained earnings before it.
    start: (query, month) => fiscalYearStart(query.asOf, month),
    read: (view, query) =>
      balanceSheetFrom(view.accounts, view.net, query.asOf, view.fiscalYearStartMonth),
  }),
  cashFlow: read({
    path: 'cash-flow',
    query: ledgerRangeSchema,
    answer: cashFlowSchema,
    start: (query) => query.from,
    read: (view, range) => cashFlowFrom(view.accounts, view.net, range),
  }),
  generalLedger: read({
    path: 'general-ledger',
    query: generalLedgerQuerySchema,
    answer: generalLedgerSchema,
    // Opening balances are running totals since the books began: every archived year.
    start: () => undefined,
    read: (view, query) => {
      const range = { from: query.from, to: query.to };
      if (query.accountId === undefined) return generalLedgerFrom(view.accounts, view, range);
      const account = accountOf(view, query.accountId);
      const ledger = generalLedgerFrom(view.accounts, view, range, new Set([account.id]));
      // An account named but without a balance or postings still gets its (empty) ledger.
      return ledger.length > 0
        ? ledger
        : [
            {
              accountId: account.id,
              number: account.number,
              name: account.name,
              openingBalance: 0,
              lines: [],
              closingBalance: 0,
            },
          ];
    },
  }),
  totals: read({
    path: 'totals',
    query: totalsQuerySchema,
    answer: ledgerTotalsSchema,
    start: (query) => query.from,
    read: readTotals,
  }),
};

/** The name of one read of the ledger service. */
export type LedgerReadName = keyof typeof ledgerReads;
/** The query a read takes. */
export type ReadQuery<K extends LedgerReadName> = z.output<(typeof ledgerReads)[K]['query']>;
/** The answer a read gives. */
export type ReadAnswer<K extends LedgerReadName> = z.output<(typeof ledgerReads)[K]['answer']>;
