import { z } from 'zod';
import type { LedgerAccount, TotalsRow } from '@keel/plugin-bookkeeping/domain/public';
import { period, type Period } from '../../domain/periods/period';
import type { Figure, Source } from '../../domain/schema';
import { count, usd } from './money';
import { accountSource, reportSource, vendorSource } from './sources';
import { fromNotAfterTo, rangeShape } from './toolArgs';
import type { Tool, ToolContext } from './toolTypes';

const groupings = ['account', 'vendor', 'category'] as const;

const topArgs = z
  .object({
    ...rangeShape,
    by: z
      .enum(groupings)
      .default('account')
      .describe('Group expenses by account, vendor or category'),
    limit: z.number().int().min(1).max(20).default(5).describe('How many to list'),
  })
  .refine(...fromNotAfterTo);

const spendingArgs = z
  .object({
    ...rangeShape,
    accountId: z.string().optional().describe('An income or expense account of the chart (its id)'),
    vendorId: z.string().optional().describe('A vendor (its id)'),
  })
  .refine(...fromNotAfterTo)
  .refine((a) => !!a.accountId !== !!a.vendorId, {
    path: ['accountId'],
    message: 'Name one account or one vendor',
  });

/** The expense accounts of the chart (cost of goods sold included). */
async function expenseAccounts(ctx: ToolContext): Promise<LedgerAccount[]> {
  return (await ctx.ledger.accounts(ctx.companyId)).filter((a) => a.type === 'expense');
}

/** The expense totals of a period grouped one way, largest first, each net of refunds. */
async function expenseTotals(
  ctx: ToolContext,
  p: Period,
  by: (typeof groupings)[number],
): Promise<{ rows: (TotalsRow & { net: number })[]; accounts: LedgerAccount[] }> {
  const accounts = await expenseAccounts(ctx);
  if (accounts.length === 0) return { rows: [], accounts };
  const totals = await ctx.ledger.totals(ctx.companyId, {
    by,
    from: p.from,
    to: p.to,
    accountIds: accounts.map((a) => a.id),
  });
  const rows = totals.rows
    .map((r) => ({ ...r, net: r.debit - r.credit }))
    .filter((r) => r.net !== 0)
    .sort((x, y) => y.net - x.net);
  return { rows, accounts };
}

function sourceOf(
  by: (typeof groupings)[number],
  row: TotalsRow,
  accounts: readonly LedgerAccount[],
  p: Period,
): Source {
  const account = by === 'account' ? accounts.find((a) => a.id === row.key) : undefined;
  if (account) return accountSource(account);
  if (by === 'vendor' && row.key) return vendorSource(row.key, row.label);
  return reportSource('Profit and loss', p);
}

/** The largest expenses of a period by account, vendor or category. */
export const topExpensesTool: Tool<typeof topArgs> = {
  name: 'top_expenses',
  description:
    'The largest expenses of a date range, grouped by account, vendor or category, with their share of all expenses.',
  args: topArgs,
  available: async () => true,
  async run(ctx, a) {
    const p = period(a.from, a.to);
    const { rows, accounts } = await expenseTotals(ctx, p, a.by);
    const total = rows.reduce((sum, r) => sum + r.net, 0);
    const top = rows.slice(0, a.limit);
    const nameOf = (r: TotalsRow) =>
      r.key === '' ? (a.by === 'vendor' ? 'No vendor' : 'No category') : r.label;
    const figures: Figure[] = top.map((r) => ({
      label: nameOf(r),
      cents: r.net,
      period: p,
      asOf: null,
      source: sourceOf(a.by, r, accounts, p),
    }));
    const share = (cents: number) => (total > 0 ? `${((cents / total) * 100).toFixed(1)}%` : '');
    const base = { tool: 'top_expenses', args: a, period: p, type: 'analysis' as const };
    if (top.length === 0)
      return {
        ...base,
        text: `The books have no expenses dated ${p.label}.`,
        figures: [],
        table: null,
        sources: [reportSource('Profit and loss', p)],
      };
    const lead = top
      .slice(0, 3)
      .map((r) => `${nameOf(r)} ${usd(r.net)}`)
      .join(', ');
    return {
      ...base,
      text: `The largest expenses by ${a.by} for ${p.label} were ${lead}, out of ${usd(total)} of expenses in all (${count(rows.length, a.by === 'category' ? 'category' : a.by, a.by === 'category' ? 'categories' : undefined)}).`,
      figures: [
        ...figures,
        {
          label: 'All expenses',
          cents: total,
          period: p,
          asOf: null,
          source: reportSource('Profit and loss', p),
        },
      ],
      table: {
        caption: `Top expenses by ${a.by}, ${p.label}`,
        columns: [
          a.by === 'account' ? 'Account' : a.by === 'vendor' ? 'Vendor' : 'Category',
          'Amount',
          'Share',
        ],
        rows: top.map((r) => [nameOf(r), usd(r.net), share(r.net)]),
      },
      sources: figures.map((f) => f.source),
    };
  },
};

/** What was spent on one account or paid to one vendor in a period (or earned on an income account). */
export const spendingTool: Tool<typeof spendingArgs> = {
  name: 'spending',
  description:
    'The total of one income or expense account, or what was paid to one vendor, over a date range, with the number of lines.',
  args: spendingArgs,
  available: async () => true,
  async run(ctx, a) {
    const p = period(a.from, a.to);
    const base = { tool: 'spending', args: a, period: p, type: 'analysis' as const, table: null };
    if (a.vendorId) {
      const { rows } = await expenseTotals(ctx, p, 'vendor');
      const row = rows.find((r) => r.key === a.vendorId);
      const name = row?.label ?? 'this vendor';
      const cents = row?.net ?? 0;
      const source = vendorSource(a.vendorId, row?.label ?? a.vendorId);
      return {
        ...base,
        text: row
          ? `You spent ${usd(cents)} with ${name} in ${p.label}, over ${count(row.lines, 'expense line')}.`
          : `The books have no expenses with that vendor dated ${p.label}.`,
        figures: [{ label: `Paid to ${name}`, cents, period: p, asOf: null, source }],
        sources: [source],
      };
    }
    const accounts = await ctx.ledger.accounts(ctx.companyId);
    const account = accounts.find((acc) => acc.id === a.accountId);
    if (!account) throw new Error(`accountId: Unknown account ${a.accountId ?? ''}`);
    const totals = await ctx.ledger.totals(ctx.companyId, {
      by: 'account',
      from: p.from,
      to: p.to,
      accountIds: [account.id],
    });
    const row = totals.rows[0];
    const isIncome = account.type === 'income';
    const cents = row ? (isIncome ? row.credit - row.debit : row.debit - row.credit) : 0;
    const source = accountSource(account);
    const verb = isIncome ? 'came in on' : 'went to';
    return {
      ...base,
      text: row
        ? `${usd(cents)} ${verb} ${account.name} (account ${account.number}) in ${p.label}, over ${count(row.lines, 'line')}.`
        : `The books have nothing on ${account.name} (account ${account.number}) dated ${p.label}.`,
      figures: [{ label: account.name, cents, period: p, asOf: null, source }],
      sources: [source],
    };
  },
};
