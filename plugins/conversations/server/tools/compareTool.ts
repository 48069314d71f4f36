import { z } from 'zod';
import { isoDateSchema } from '@keel/core/domain';
import { period } from '../../domain/periods/period';
import type { Figure } from '../../domain/schema';
import { percentChange, usd } from './money';
import { pnlTotals } from './profitAndLossTool';
import { reportSource } from './sources';
import { fromNotAfterTo, rangeShape } from './toolArgs';
import type { Tool } from './toolTypes';

const args = z
  .object({
    ...rangeShape,
    compareFrom: isoDateSchema.describe('First day of the period to compare with, YYYY-MM-DD'),
    compareTo: isoDateSchema.describe('Last day of the period to compare with, YYYY-MM-DD'),
  })
  .refine(...fromNotAfterTo)
  .refine((a) => a.compareFrom <= a.compareTo, {
    path: ['compareFrom'],
    message: 'compareFrom must be on or before compareTo',
  });

function versus(label: string, now: number, then: number): string {
  const pct = percentChange(now, then);
  const diff = now - then;
  const moved =
    diff === 0
      ? 'unchanged'
      : `${diff > 0 ? 'up' : 'down'} ${usd(Math.abs(diff))}${pct ? `, ${pct}` : ''}`;
  return `${label} ${usd(now)} against ${usd(then)} (${moved})`;
}

/** Revenue, expenses and net income of two periods side by side. */
export const compareTool: Tool<typeof args> = {
  name: 'compare_periods',
  description:
    'Compares revenue, expenses and net income of one date range with another (this month with last month, a quarter with the same quarter a year before).',
  args,
  available: async () => true,
  async run(ctx, a) {
    const p = period(a.from, a.to);
    const q = period(a.compareFrom, a.compareTo);
    const [now, then] = await Promise.all([
      ctx.ledger.profitAndLoss(ctx.companyId, { from: p.from, to: p.to }).then(pnlTotals),
      ctx.ledger.profitAndLoss(ctx.companyId, { from: q.from, to: q.to }).then(pnlTotals),
    ]);
    const nowSource = reportSource('Profit and loss', p);
    const thenSource = reportSource('Profit and loss', q);
    const figures: Figure[] = [
      ['Revenue', now.revenue, then.revenue],
      ['Expenses', now.expenses, then.expenses],
      ['Net income', now.netIncome, then.netIncome],
    ].flatMap(([label, x, y]) => [
      {
        label: `${String(label)}, ${p.label}`,
        cents: Number(x),
        period: p,
        asOf: null,
        source: nowSource,
      },
      {
        label: `${String(label)}, ${q.label}`,
        cents: Number(y),
        period: q,
        asOf: null,
        source: thenSource,
      },
    ]);
    const row = (label: string, x: number, y: number) => [
      label,
      usd(x),
      usd(y),
      `${x - y >= 0 ? '+' : '-'}${usd(Math.abs(x - y))}`,
    ];
    return {
      tool: 'compare_periods',
      args: a,
      period: p,
      type: 'analysis',
      text: `${p.label} against ${q.label}: ${versus('revenue', now.revenue, then.revenue)}; ${versus('expenses', now.expenses, then.expenses)}; ${versus('net income', now.netIncome, then.netIncome)}.`,
      figures,
      table: {
        caption: `${p.label} against ${q.label}`,
        columns: ['', p.label, q.label, 'Change'],
        rows: [
          row('Revenue', now.revenue, then.revenue),
          row('Expenses', now.expenses, then.expenses),
          row('Net income', now.netIncome, then.netIncome),
        ],
      },
      sources: [nowSource, thenSource],
    };
  },
};
