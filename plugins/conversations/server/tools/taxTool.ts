import { z } from 'zod';
import { shortDate } from '../../domain/periods/calendar';
import type { Figure, Source } from '../../domain/schema';
import { usd } from './money';
import type { Tool } from './toolTypes';

const args = z.object({
  limit: z.number().int().min(1).max(20).default(5).describe('How many deadlines to list'),
});

/** Where the taxes are shown and paid. */
export const taxSource: Source = { label: 'Tax Optimization', path: '/tax-optimization' };

/**
 * The taxes the company owes and its next deadlines, from Tax Optimization's service, which
 * leaves out payroll taxes for roles without payroll access and the owners' estimated tax for
 * roles that may not see it.
 */
export const taxTool: Tool<typeof args> = {
  name: 'tax_liabilities',
  description:
    'The taxes the company owes (payroll, sales, unemployment, estimated, property): the total outstanding, what is due in the next 30 days, each liability, and the next filing and payment deadlines.',
  args,
  available: async (ctx) => ctx.installed.tax,
  async run(ctx, a) {
    const taxes = await ctx.tax();
    if (!taxes) throw new Error('Tax Optimization is not installed');
    const open = taxes.liabilities
      .filter((l) => l.amountCents > 0)
      .sort((x, y) => (x.dueDate ?? '9999').localeCompare(y.dueDate ?? '9999'));
    const next = taxes.deadlines
      .filter((d) => d.status !== 'completed' && d.dueDate >= ctx.today)
      .sort((x, y) => x.dueDate.localeCompare(y.dueDate))
      .slice(0, a.limit);
    const overdue = taxes.deadlines.filter((d) => d.status === 'overdue');
    const figure = (label: string, cents: number): Figure => ({
      label,
      cents,
      period: null,
      asOf: taxes.asOf,
      source: taxSource,
    });
    const text =
      (open.length === 0
        ? 'No tax is outstanding as far as Keel knows.'
        : `Taxes outstanding total ${usd(taxes.outstandingCents)}, ${usd(taxes.dueThisMonthCents)} of it overdue or due within 30 days. The first due: ${open
            .slice(0, 3)
            .map(
              (l) =>
                `${l.title} ${usd(l.amountCents)}${l.dueDate ? ` by ${shortDate(l.dueDate)}` : ''}`,
            )
            .join('; ')}.`) +
      (next.length > 0
        ? ` Next deadlines: ${next.map((d) => `${d.form} (${d.type}) on ${shortDate(d.dueDate)}`).join(', ')}.`
        : '') +
      (overdue.length > 0
        ? ` ${overdue.length} deadline${overdue.length === 1 ? ' is' : 's are'} overdue.`
        : '');
    return {
      tool: 'tax_liabilities',
      args: a,
      period: null,
      type: 'tax',
      text,
      figures: [
        figure('Taxes outstanding', taxes.outstandingCents),
        figure('Overdue or due within 30 days', taxes.dueThisMonthCents),
        ...open.map((l) => figure(l.title, l.amountCents)),
      ],
      table:
        open.length === 0
          ? null
          : {
              caption: `Taxes outstanding as of ${shortDate(taxes.asOf)}`,
              columns: ['Tax', 'Outstanding', 'Due', 'Status'],
              rows: open.map((l) => [
                l.title,
                usd(l.amountCents),
                l.dueDate ? shortDate(l.dueDate) : 'no date',
                l.status,
              ]),
            },
      sources: [taxSource],
    };
  },
};
