import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  accountSchema,
  profitAndLoss,
  standardChartOfAccounts,
  type Account,
  type JournalEntry,
  type JournalLine,
} from '@keel/core/domain';
import { buildReports } from './reportSet';
import { taxSummary } from './taxSummary';

const DAY = 86_400_000;
const dateArb = fc
  .integer({ min: Date.UTC(2025, 0, 1) / DAY, max: Date.UTC(2026, 11, 31) / DAY })
  .map((day) => new Date(day * DAY).toISOString().slice(0, 10));

/** The standard chart and up to three expense accounts a person added (no tax category). */
const chartArb: fc.Arbitrary<Account[]> = fc
  .subarray(['cost_of_goods_sold', 'operating_expense', 'other_expense'] as const)
  .map((subtypes) => [
    ...standardChartOfAccounts(),
    ...subtypes.map((subtype, i) =>
      accountSchema.parse({
        id: `added-${i}`,
        number: String(6970 + i),
        name: `Added expense ${i}`,
        type: 'expense',
        subtype,
      }),
    ),
  ]);

function entriesArb(accounts: readonly Account[]): fc.Arbitrary<JournalEntry[]> {
  const ids = accounts.map((account) => account.id);
  const linesArb: fc.Arbitrary<JournalLine[]> = fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...ids), fc.integer({ min: 1, max: 2_000_000 })), {
        minLength: 1,
        maxLength: 4,
      }),
      fc.constantFrom(...ids),
      fc.boolean(),
    )
    .map(([parts, otherId, flip]) => {
      const total = parts.reduce((sum, [, cents]) => sum + cents, 0);
      // Either side may hold the several lines, so refunds and credits to expenses occur too.
      const side = (cents: number, many: boolean) =>
        many === flip ? { debit: 0, credit: cents } : { debit: cents, credit: 0 };
      return [
        ...parts.map(([accountId, cents]) => ({ accountId, ...side(cents, true) })),
        { accountId: otherId, ...side(total, false) },
      ];
    });
  return fc
    .array(fc.tuple(dateArb, linesArb), { maxLength: 30 })
    .map((rows) => rows.map(([date, lines], i) => ({ id: `e${i}`, date, memo: 'Random', lines })));
}

const booksArb = chartArb.chain((accounts) =>
  fc.record({
    accounts: fc.constant(accounts),
    entries: entriesArb(accounts),
    period: fc
      .tuple(dateArb, dateArb)
      .map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a })),
  }),
);

const figure = (figures: readonly { label: string; amount: number }[], label: string) =>
  figures.find((f) => f.label === label)?.amount ?? 0;

describe('the Tax Summary ties to the P&L over random books', () => {
  it('has the same income, expenses and net income as the P&L of the period', () => {
    fc.assert(
      fc.property(booksArb, ({ accounts, entries, period }) => {
        const reports = buildReports({ accounts, entries, fiscalYearStartMonth: 1 }, period);
        const pl = profitAndLoss(accounts, entries, period);
        const tax = reports['tax-summary'].figures;
        expect(figure(tax, 'Income')).toBe(pl.income.total);
        expect(figure(tax, 'Expenses')).toBe(pl.costOfGoodsSold.total + pl.expenses.total);
        expect(figure(tax, 'Net Income')).toBe(pl.netIncome);
      }),
    );
  });

  it('puts every expense account in exactly one category or among the unmapped ones', () => {
    fc.assert(
      fc.property(booksArb, ({ accounts, entries, period }) => {
        const summary = taxSummary(accounts, entries, period);
        const pl = profitAndLoss(accounts, entries, period);
        const shown = [
          ...summary.categories.flatMap((c) => c.accounts),
          ...summary.unmapped.lines,
        ].map((line) => line.accountId);
        const expected = [...pl.costOfGoodsSold.lines, ...pl.expenses.lines].map(
          (line) => line.accountId,
        );
        expect([...shown].sort()).toEqual([...expected].sort());
        const categorized = summary.categories.reduce((sum, c) => sum + c.amount, 0);
        expect(categorized + summary.unmapped.total).toBe(summary.expenses);
        expect(summary.totalDeductible).toBe(
          summary.categories.filter((c) => c.deductible).reduce((sum, c) => sum + c.amount, 0),
        );
      }),
    );
  });
});
