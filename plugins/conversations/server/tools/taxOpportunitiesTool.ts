import { z } from 'zod';
import type { Figure, Source } from '../../domain/schema';
import { usd } from './money';
import { taxSource } from './taxTool';
import type { Tool } from './toolTypes';

const args = z.object({
  limit: z.number().int().min(1).max(20).default(5).describe('How many opportunities to list'),
});

/** Where the opportunities are shown and implemented. */
const opportunitiesSource: Source = {
  label: 'Tax Optimization: Opportunities',
  path: '/tax-optimization',
};

/**
 * The tax deductions and savings the company is missing, as Tax Optimization's rules find them in
 * the books now: each with its federal saving (or why Keel cannot size it), largest first, and
 * which were already chosen to implement.
 */
export const taxOpportunitiesTool: Tool<typeof args> = {
  name: 'tax_opportunities',
  description:
    'Tax deductions, credits and planning moves the company is missing (e.g. Section 179, retirement plan, QBI, meals, vehicle, home office, S corporation), each with its estimated federal tax saving and what it needs.',
  args,
  available: async (ctx) => ctx.installed.taxOpportunities,
  async run(ctx, a) {
    const found = await ctx.taxOpportunities();
    if (!found) throw new Error('Tax Optimization is not installed');
    const open = found.opportunities.filter((o) => !o.implemented);
    const shown = open.slice(0, a.limit);
    const sized = open.filter((o) => o.potentialSaving !== null);
    const total = sized.reduce((sum, o) => sum + (o.potentialSaving ?? 0), 0);
    const implemented = found.opportunities.length - open.length;
    const figure = (label: string, cents: number): Figure => ({
      label,
      cents,
      period: null,
      asOf: found.asOf,
      source: opportunitiesSource,
    });
    const text =
      found.reason !== null
        ? `Tax Optimization cannot look for deductions yet: ${found.reason}`
        : open.length === 0
          ? `Tax Optimization's rules find no deduction or saving you are missing in the books as of today${implemented > 0 ? ` (${implemented} already chosen to implement)` : ''}.`
          : `Tax Optimization's rules find ${open.length} ${open.length === 1 ? 'opportunity' : 'opportunities'} in your books${sized.length > 0 ? `, saving about ${usd(total)} in federal tax where Keel can size ${sized.length === 1 ? 'it' : 'them'}` : ''}: ${shown
              .map(
                (o) =>
                  `${o.title}${o.potentialSaving !== null ? ` (${usd(o.potentialSaving)})` : ''}`,
              )
              .join(
                '; ',
              )}.${implemented > 0 ? ` ${implemented} more ${implemented === 1 ? 'is' : 'are'} already chosen to implement.` : ''}`;
    return {
      tool: 'tax_opportunities',
      args: a,
      period: null,
      type: 'tax',
      text,
      figures: [
        ...(sized.length > 0 ? [figure('Estimated federal tax saving', total)] : []),
        ...shown.flatMap((o) =>
          o.potentialSaving === null ? [] : [figure(o.title, o.potentialSaving)],
        ),
      ],
      table:
        shown.length === 0
          ? null
          : {
              caption: `Tax-saving opportunities as of ${found.asOf}`,
              columns: ['Opportunity', 'Estimated saving', 'Difficulty', 'Needs'],
              rows: shown.map((o) => [
                o.title,
                o.potentialSaving === null ? 'not sized' : usd(o.potentialSaving),
                o.difficulty,
                o.missing.length > 0 ? o.missing.join(', ') : o.requirements.join(', '),
              ]),
            },
      sources: [opportunitiesSource, taxSource],
    };
  },
};
