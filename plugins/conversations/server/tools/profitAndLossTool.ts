import { z } from 'zod';
import type { ProfitAndLoss } from '@keel/core/domain';
import { period } from '../../domain/periods/period';
import type { Figure } from '../../domain/schema';
import { count, usd } from './money';
import { reportSource } from './sources';
import { fromNotAfterTo, rangeShape } from './toolArgs';
import type { Tool, ToolResult } from './toolTypes';

const focuses = ['all', 'revenue', 'expenses', 'net-income', 'gross-profit'] as const;
export type PnlFocus = (typeof focuses)[number];

const args = z
  .object({
    ...rangeShape,
    focus: z.enum(focuses).default('all').describe('The figure the question is about'),
  })
  .refine(...fromNotAfterTo);

/** Revenue, expenses and net income of a profit and loss, in cents. */
export function pnlTotals(pnl: ProfitAndLoss) {
  return {
    revenue: pnl.income.total,
    costOfGoodsSold: pnl.costOfGoodsSold.total,
    operatingExpenses: pnl.expenses.total,
    expenses: pnl.costOfGoodsSold.total + pnl.expenses.total,
    grossProfit: pnl.grossProfit,
    netIncome: pnl.netIncome,
  };
}

function netSentence(net: number): string {
  return net < 0 ? `a net loss of ${usd(-net)}` : `net income of ${usd(net)}`;
}

/** Revenue, expenses and net income for a period, from the profit and loss. */
export const profitAndLossTool: Tool<typeof args> = {
  name: 'profit_and_loss',
  description:
    'Revenue (income), expenses (cost of goods sold and operating expenses), gross profit and net income for a date range, from the profit and loss report, with its account lines.',
  args,
  available: async () => true,
  async run(ctx, a): Promise<ToolResult> {
    const p = period(a.from, a.to);
    const pnl = await ctx.ledger.profitAndLoss(ctx.companyId, { from: a.from, to: a.to });
    const t = pnlTotals(pnl);
    const source = reportSource('Profit and loss', p);
    const figure = (label: string, cents: number): Figure => ({
      label,
      cents,
      period: p,
      asOf: null,
      source,
    });
    const figures = [
      figure('Revenue', t.revenue),
      figure('Expenses', t.expenses),
      figure('Net income', t.netIncome),
    ];
    const incomeLines = pnl.income.lines.filter((l) => l.amount !== 0);
    const expenseLines = [...pnl.costOfGoodsSold.lines, ...pnl.expenses.lines]
      .filter((l) => l.amount !== 0)
      .sort((x, y) => y.amount - x.amount);
    const base = {
      tool: 'profit_and_loss',
      args: a,
      period: p,
      sources: [source],
      type: 'analysis' as const,
    };
    if (incomeLines.length === 0 && expenseLines.length === 0)
      return {
        ...base,
        text: `The books have no income or expenses dated ${p.label}, so revenue, expenses and net income are all $0.00.`,
        figures,
        table: null,
      };
    const lines = (which: typeof incomeLines, caption: string) => ({
      caption,
      columns: ['Account', 'Amount'],
      rows: which.slice(0, 8).map((l) => [`${l.number} ${l.name}`, usd(l.amount)]),
    });
    switch (a.focus) {
      case 'revenue':
        return {
          ...base,
          text: `Revenue for ${p.label} was ${usd(t.revenue)}, from ${count(incomeLines.length, 'income account')} on the profit and loss. Expenses were ${usd(t.expenses)}, leaving ${netSentence(t.netIncome)}.`,
          figures,
          table: lines(incomeLines, `Income, ${p.label}`),
        };
      case 'expenses': {
        const top = expenseLines[0];
        return {
          ...base,
          text: `Expenses for ${p.label} were ${usd(t.expenses)} (cost of goods sold ${usd(t.costOfGoodsSold)}, operating expenses ${usd(t.operatingExpenses)}), over ${count(expenseLines.length, 'expense account')}.${top ? ` The largest was ${top.name} at ${usd(top.amount)}.` : ''}`,
          figures,
          table: lines(expenseLines, `Expenses, ${p.label}`),
        };
      }
      case 'gross-profit':
        return {
          ...base,
          text: `Gross profit for ${p.label} was ${usd(t.grossProfit)}: revenue ${usd(t.revenue)} less cost of goods sold ${usd(t.costOfGoodsSold)}.`,
          figures: [...figures, figure('Gross profit', t.grossProfit)],
          table: null,
        };
      case 'net-income':
        return {
          ...base,
          text: `For ${p.label} the books show ${netSentence(t.netIncome)}: revenue ${usd(t.revenue)} less expenses ${usd(t.expenses)}.`,
          figures,
          table: null,
        };
      default:
        return {
          ...base,
          text: `For ${p.label}: revenue ${usd(t.revenue)}, expenses ${usd(t.expenses)}, ${netSentence(t.netIncome)}.`,
          figures,
          table: {
            caption: `Profit and loss, ${p.label}`,
            columns: ['', 'Amount'],
            rows: [
              ['Revenue', usd(t.revenue)],
              ['Cost of goods sold', usd(t.costOfGoodsSold)],
              ['Operating expenses', usd(t.operatingExpenses)],
              ['Net income', usd(t.netIncome)],
            ],
          },
        };
    }
  },
};
