import type { BalanceSheet } from '@keel/core/domain';
import { shortDate } from '../../domain/periods/calendar';
import type { Figure } from '../../domain/schema';
import { usd } from './money';
import { accountSource, reportSource } from './sources';
import { asOfArgs } from './toolArgs';
import type { Tool } from './toolTypes';

/** Assets, liabilities and equity at the end of a day. */
export const balanceSheetTool: Tool<typeof asOfArgs> = {
  name: 'balance_sheet',
  description:
    'The balance sheet at the end of a day: total assets, liabilities and equity, with current assets and current liabilities.',
  args: asOfArgs,
  available: async () => true,
  async run(ctx, a) {
    const bs: BalanceSheet = await ctx.ledger.balanceSheet(ctx.companyId, { asOf: a.asOf });
    const source = reportSource('Balance sheet', a.asOf);
    const figure = (label: string, cents: number): Figure => ({
      label,
      cents,
      period: null,
      asOf: a.asOf,
      source,
    });
    return {
      tool: 'balance_sheet',
      args: a,
      period: null,
      type: 'analysis',
      text: `At the end of ${shortDate(a.asOf)} the balance sheet shows assets of ${usd(bs.totalAssets)}, liabilities of ${usd(bs.totalLiabilities)} and equity of ${usd(bs.totalEquity)}. Current assets are ${usd(bs.currentAssets.total)} against current liabilities of ${usd(bs.currentLiabilities.total)}.`,
      figures: [
        figure('Total assets', bs.totalAssets),
        figure('Total liabilities', bs.totalLiabilities),
        figure('Total equity', bs.totalEquity),
        figure('Current assets', bs.currentAssets.total),
        figure('Current liabilities', bs.currentLiabilities.total),
      ],
      table: {
        caption: `Balance sheet at the end of ${shortDate(a.asOf)}`,
        columns: ['', 'Amount'],
        rows: [
          ['Current assets', usd(bs.currentAssets.total)],
          ['Fixed assets', usd(bs.fixedAssets.total)],
          ['Other assets', usd(bs.otherAssets.total)],
          ['Total assets', usd(bs.totalAssets)],
          ['Current liabilities', usd(bs.currentLiabilities.total)],
          ['Long-term liabilities', usd(bs.longTermLiabilities.total)],
          ['Total liabilities', usd(bs.totalLiabilities)],
          ['Total equity', usd(bs.totalEquity)],
        ],
      },
      sources: [source],
    };
  },
};

/** What customers owe the company and what it owes its suppliers, at the end of a day. */
export const receivablesPayablesTool: Tool<typeof asOfArgs> = {
  name: 'receivables_payables',
  description:
    'Accounts receivable (what customers owe) and accounts payable (what the company owes suppliers) at the end of a day, with credit card balances.',
  args: asOfArgs,
  available: async () => true,
  async run(ctx, a) {
    const [chart, balances] = await Promise.all([
      ctx.ledger.accounts(ctx.companyId),
      ctx.ledger.balances(ctx.companyId, { asOf: a.asOf }),
    ]);
    const balanceOf = new Map(balances.accounts.map((b) => [b.accountId, b.balance]));
    const withRole = (role: 'receivable' | 'payable' | 'credit-card') =>
      chart.filter((acc) => acc.roles.includes(role));
    const day = shortDate(a.asOf);
    const sum = (accounts: typeof chart) =>
      accounts.reduce((total, acc) => total + (balanceOf.get(acc.id) ?? 0), 0);
    const receivable = withRole('receivable');
    const payable = withRole('payable');
    const cards = withRole('credit-card');
    const figureFor = (label: string, accounts: typeof chart): Figure => ({
      label,
      cents: sum(accounts),
      period: null,
      asOf: a.asOf,
      source: accounts[0] ? accountSource(accounts[0]) : reportSource('Balance sheet', a.asOf),
    });
    const ar = figureFor('Accounts receivable', receivable);
    const ap = figureFor('Accounts payable', payable);
    const cc = figureFor('Credit cards', cards);
    return {
      tool: 'receivables_payables',
      args: a,
      period: null,
      type: 'analysis',
      text: `At the end of ${day}, customers owed you ${usd(ar.cents)} (accounts receivable) and you owed suppliers ${usd(ap.cents)} (accounts payable)${cards.length > 0 ? `, plus ${usd(cc.cents)} on credit cards` : ''}.`,
      figures: cards.length > 0 ? [ar, ap, cc] : [ar, ap],
      table: null,
      sources: [ar.source, ap.source, ...(cards.length > 0 ? [cc.source] : [])],
    };
  },
};
