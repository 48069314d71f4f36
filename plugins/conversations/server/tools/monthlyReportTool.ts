import { monthReportArgs } from './monthArgs';
import { readMonthlyReport } from '../report/monthlyReport';
import type { Figure, Source } from '../../domain/schema';
import { usd } from './money';
import type { Tool } from './toolTypes';

/** The monthly financial report: P&L, balance sheet and cash flow of a month, with its PDF. */
export const monthlyReportTool: Tool<typeof monthReportArgs> = {
  name: 'monthly_report',
  description:
    'The monthly financial report of a month: profit and loss, balance sheet at the month end and cash flow, with a link to download it as a PDF.',
  args: monthReportArgs,
  available: async () => true,
  async run(ctx, a) {
    const report = await readMonthlyReport(ctx.ledger, ctx.companyId, a.month);
    const p = report.period;
    const pdf: Source = {
      label: `Monthly financial report, ${p.label} (PDF)`,
      path: ctx.monthlyReportPath(a.month),
      download: true,
    };
    const { profitAndLoss: pnl, balanceSheet: bs, cashFlow: cf } = report;
    const figure = (label: string, cents: number, asOf: string | null = null): Figure => ({
      label,
      cents,
      period: asOf ? null : p,
      asOf,
      source: pdf,
    });
    const expenses = pnl.costOfGoodsSold.total + pnl.expenses.total;
    return {
      tool: 'monthly_report',
      args: a,
      period: p,
      type: 'analysis',
      text:
        `Here is the financial report for ${p.label}. Profit and loss: revenue ${usd(pnl.income.total)}, expenses ${usd(expenses)}, net income ${usd(pnl.netIncome)}. ` +
        `Balance sheet at ${p.to}: assets ${usd(bs.totalAssets)}, liabilities ${usd(bs.totalLiabilities)}, equity ${usd(bs.totalEquity)}. ` +
        `Cash flow: cash went from ${usd(cf.cashAtStart)} to ${usd(cf.cashAtEnd)} (net change ${usd(cf.netChange)}). Download the full report as a PDF below.`,
      figures: [
        figure('Revenue', pnl.income.total),
        figure('Expenses', expenses),
        figure('Net income', pnl.netIncome),
        figure('Total assets', bs.totalAssets, p.to),
        figure('Total liabilities', bs.totalLiabilities, p.to),
        figure('Total equity', bs.totalEquity, p.to),
        figure('Net change in cash', cf.netChange),
        figure('Cash at end', cf.cashAtEnd, p.to),
      ],
      table: {
        caption: `Financial report, ${p.label}`,
        columns: ['', 'Amount'],
        rows: [
          ['Revenue', usd(pnl.income.total)],
          ['Expenses', usd(expenses)],
          ['Net income', usd(pnl.netIncome)],
          ['Total assets', usd(bs.totalAssets)],
          ['Total liabilities', usd(bs.totalLiabilities)],
          ['Total equity', usd(bs.totalEquity)],
          ['Net change in cash', usd(cf.netChange)],
        ],
      },
      sources: [pdf],
    };
  },
};
