import { z } from 'zod';
import { isoDateSchema } from '@keel/core/domain';
import { shortDate } from '../../domain/periods/calendar';
import type { Figure } from '../../domain/schema';
import { count, usd } from './money';
import { accountSource } from './sources';
import type { Tool } from './toolTypes';

const args = z.object({
  asOf: isoDateSchema.describe('The day whose end the balance is taken at, YYYY-MM-DD'),
  accountId: z
    .string()
    .optional()
    .describe('One account of the chart (its id); leave out for every bank and cash account'),
});

/** The balance of one account, or of every bank and cash account, at the end of a day. */
export const balancesTool: Tool<typeof args> = {
  name: 'account_balances',
  description:
    'The balance of one account of the chart, or of every bank and cash account and their total, at the end of a day.',
  args,
  available: async () => true,
  async run(ctx, a) {
    const [chart, balances] = await Promise.all([
      ctx.ledger.accounts(ctx.companyId),
      ctx.ledger.balances(ctx.companyId, { asOf: a.asOf }),
    ]);
    const balanceOf = new Map(balances.accounts.map((b) => [b.accountId, b.balance]));
    const day = shortDate(a.asOf);
    const figureOf = (account: (typeof chart)[number]): Figure => ({
      label: `${account.number} ${account.name}`,
      cents: balanceOf.get(account.id) ?? 0,
      period: null,
      asOf: a.asOf,
      source: accountSource(account),
    });
    const base = { tool: 'account_balances', args: a, period: null, type: 'analysis' as const };
    const one = a.accountId ? chart.find((acc) => acc.id === a.accountId) : undefined;
    if (one) {
      const f = figureOf(one);
      return {
        ...base,
        text: `${one.name} (account ${one.number}) had a balance of ${usd(f.cents)} at the end of ${day}.`,
        figures: [f],
        table: null,
        sources: [f.source],
      };
    }
    const banks = chart.filter((acc) => acc.roles.includes('cash'));
    const figures = banks.map(figureOf);
    const total = figures.reduce((sum, f) => sum + f.cents, 0);
    const held = figures.filter((f) => f.cents !== 0);
    return {
      ...base,
      text:
        banks.length === 0
          ? 'The chart of accounts has no bank or cash account yet.'
          : `Cash in ${count(banks.length, 'bank and cash account')} totalled ${usd(total)} at the end of ${day}` +
            (held.length > 0
              ? `: ${held.map((f) => `${f.label.replace(/^\S+ /, '')} ${usd(f.cents)}`).join(', ')}.`
              : '.'),
      figures: [
        ...figures,
        {
          label: 'Total cash',
          cents: total,
          period: null,
          asOf: a.asOf,
          source: {
            label: 'Bank accounts (Bookkeeping › Banking)',
            path: '/bookkeeping?tab=banking',
          },
        },
      ],
      table: {
        caption: `Bank and cash balances at the end of ${day}`,
        columns: ['Account', 'Balance'],
        rows: [...figures.map((f) => [f.label, usd(f.cents)]), ['Total', usd(total)]],
      },
      sources: figures.map((f) => f.source),
    };
  },
};
