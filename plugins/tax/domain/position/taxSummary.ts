import { z } from 'zod';
import { centsSchema } from '@keel/core/domain';
import { estimateTax, noAdjustments, type TaxAdjustments } from '../estimate/estimateTax';
import type { Opportunity } from '../opportunities/opportunity';
import { baseline, type RuleContext } from '../opportunities/ruleContext';

/**
 * The summary strip (spec 001 section 2): the current and optimized effective rates in basis
 * points of the projected profit, the potential savings of every opportunity found together, how
 * many deductions and credits were found, and a sentence saying how it was computed.
 */
export const taxSummarySchema = z.object({
  projectedProfitCents: centsSchema,
  estimatedTaxCents: centsSchema,
  /** Null when the projected profit is not above zero (no rate to speak of). */
  currentRate: z.number().int().nullable(),
  optimizedRate: z.number().int().nullable(),
  potentialSavingsCents: centsSchema,
  deductionsFound: z.number().int().nonnegative(),
  creditOpportunities: z.number().int().nonnegative(),
  how: z.string(),
});
/** The summary strip. */
export type TaxSummary = z.output<typeof taxSummarySchema>;

function combined(opportunities: readonly Opportunity[]): TaxAdjustments {
  return opportunities.reduce<TaxAdjustments>(
    (sum, o) => ({
      businessDeductionCents: sum.businessDeductionCents + o.adjustment.businessDeductionCents,
      ownerDeductionCents: sum.ownerDeductionCents + o.adjustment.ownerDeductionCents,
      qbi: sum.qbi || o.adjustment.qbi,
    }),
    noAdjustments,
  );
}

/** The rate of `taxCents` on `profitCents`, in basis points, or null without a profit. */
function rateOf(taxCents: number, profitCents: number): number | null {
  return profitCents > 0 ? Math.round((taxCents * 10_000) / profitCents) : null;
}

/**
 * The strip from the books' projected profit, the opportunities found and those marked to
 * implement: the optimized rate applies the implemented ones, the potential savings all of them.
 */
export function taxSummary(
  context: RuleContext,
  opportunities: readonly Opportunity[],
  implemented: ReadonlySet<string>,
): TaxSummary {
  const { profit, tax } = baseline(context);
  const taxWith = (chosen: readonly Opportunity[]) =>
    estimateTax(
      context.figures,
      context.entity,
      context.profile,
      profit.profitCents,
      combined(chosen),
    ).totalCents;
  const optimized = taxWith(opportunities.filter((o) => implemented.has(o.id)));
  const all = taxWith(opportunities);
  const entity =
    context.entity === 'c_corporation'
      ? 'a C corporation at 21%'
      : 'a pass-through: federal income tax and self-employment tax of one owner filing single, with the standard deduction';
  return {
    projectedProfitCents: profit.profitCents,
    estimatedTaxCents: tax.totalCents,
    currentRate: rateOf(tax.totalCents, profit.profitCents),
    optimizedRate: rateOf(optimized, profit.profitCents),
    potentialSavingsCents: Math.max(0, tax.totalCents - all),
    deductionsFound: opportunities.filter((o) => o.category === 'deductions').length,
    creditOpportunities: opportunities.filter((o) => o.category === 'credits').length,
    how: `Estimated ${context.books.year} federal tax on the profit the books project for the year (year to date through ${context.books.asOf}, annualized), taxed as ${entity}. State tax and other income are not included.`,
  };
}
