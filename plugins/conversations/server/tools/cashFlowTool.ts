import { period } from '../../domain/periods/period';
import type { Figure } from '../../domain/schema';
import { usd } from './money';
import { reportSource } from './sources';
import { rangeArgs } from './toolArgs';
import type { Tool } from './toolTypes';

function change(cents: number): string {
  return cents < 0
    ? `fell by ${usd(-cents)}`
    : cents > 0
      ? `rose by ${usd(cents)}`
      : 'did not change';
}

/** The cash flow statement of a period: operating, investing, financing, and the change in cash. */
export const cashFlowTool: Tool<typeof rangeArgs> = {
  name: 'cash_flow',
  description:
    'Cash flow for a date range: cash from operating, investing and financing activities, the net change in cash, and cash at the start and end.',
  args: rangeArgs,
  available: async () => true,
  async run(ctx, a) {
    const p = period(a.from, a.to);
    const cf = await ctx.ledger.cashFlow(ctx.companyId, { from: a.from, to: a.to });
    const source = reportSource('Cash flow statement', p);
    const figure = (label: string, cents: number): Figure => ({
      label,
      cents,
      period: p,
      asOf: null,
      source,
    });
    const biggest = [...cf.operating.adjustments, ...cf.investing.lines, ...cf.financing.lines]
      .filter((l) => l.amount !== 0)
      .sort((x, y) => Math.abs(y.amount) - Math.abs(x.amount))[0];
    const text =
      `Cash ${change(cf.netChange)} in ${p.label}, from ${usd(cf.cashAtStart)} to ${usd(cf.cashAtEnd)}. ` +
      `Operating activities brought ${usd(cf.operating.total)} (net income ${usd(cf.operating.netIncome)}), ` +
      `investing ${usd(cf.investing.total)} and financing ${usd(cf.financing.total)}.` +
      (biggest ? ` The largest other movement was ${biggest.name} at ${usd(biggest.amount)}.` : '');
    return {
      tool: 'cash_flow',
      args: a,
      period: p,
      type: 'analysis',
      text,
      figures: [
        figure('Net change in cash', cf.netChange),
        figure('Cash at start', cf.cashAtStart),
        figure('Cash at end', cf.cashAtEnd),
        figure('Operating activities', cf.operating.total),
        figure('Investing activities', cf.investing.total),
        figure('Financing activities', cf.financing.total),
      ],
      table: {
        caption: `Cash flow, ${p.label}`,
        columns: ['', 'Amount'],
        rows: [
          ['Cash at start', usd(cf.cashAtStart)],
          ['Operating activities', usd(cf.operating.total)],
          ['Investing activities', usd(cf.investing.total)],
          ['Financing activities', usd(cf.financing.total)],
          ['Net change in cash', usd(cf.netChange)],
          ['Cash at end', usd(cf.cashAtEnd)],
        ],
      },
      sources: [source],
    };
  },
};
