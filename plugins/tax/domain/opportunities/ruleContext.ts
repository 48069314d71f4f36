import { formatUSD } from '@keel/core/domain';
import {
  dayOfYear,
  daysInYear,
  projectedProfit,
  categorizedShare,
  type BooksFacts,
} from '../books/booksFacts';
import { estimateTax, savingOf, noAdjustments, type TaxAdjustments } from '../estimate/estimateTax';
import { percentText } from '../estimate/rates';
import type { EntityKind, TaxProfile } from '../estimate/taxProfile';
import type { TaxYearFigures } from '../figures/taxFigures';
import type { BusinessType } from '@keel/core/domain';
import type { Opportunity } from './opportunity';

/** What every rule reads: the year's figures, the business, its books and payroll. */
export interface RuleContext {
  figures: TaxYearFigures;
  businessType: BusinessType;
  entity: EntityKind;
  profile: TaxProfile;
  books: BooksFacts;
  /** Employees on the payroll; null when payroll cannot be read (no payroll access). */
  activeEmployees: number | null;
}

/** A rule over the books: the opportunity it finds, or null when the books do not call for it. */
export interface OpportunityRule {
  id: string;
  find(context: RuleContext): Opportunity | null;
}

/** The year's projected profit, and the tax on it as the books stand. */
export function baseline(context: RuleContext) {
  const profit = projectedProfit(context.books, context.figures.mealsDeductibleShare);
  const tax = estimateTax(
    context.figures,
    context.entity,
    context.profile,
    profit.profitCents,
    noAdjustments,
  );
  return { profit, tax };
}

/** The federal tax an adjustment saves this year at the business's own rates. */
export function savingFor(context: RuleContext, adjustment: Partial<TaxAdjustments>): number {
  const { profit } = baseline(context);
  return savingOf(context.figures, context.entity, context.profile, profit.profitCents, {
    ...noAdjustments,
    ...adjustment,
  });
}

/**
 * How complete the data behind a rule is, in percent: the share of this year's spending that is
 * categorized, times how much of the year the books cover (a projection from January is less sure
 * than one from November), times the rule's own certainty.
 */
export function confidenceFor(context: RuleContext, certainty: number): number {
  const share = categorizedShare(context.books) / 100;
  const year = Number(context.books.asOf.slice(0, 4));
  const covered = 0.6 + 0.4 * (dayOfYear(context.books.asOf) / daysInYear(year));
  return Math.max(0, Math.min(100, Math.round(share * covered * certainty * 100)));
}

/** The figures every Learn More shows: projected profit and the marginal rate. */
export function commonFigures(context: RuleContext): { label: string; value: string }[] {
  const { profit, tax } = baseline(context);
  return [
    {
      label: `Projected ${context.books.year} taxable profit`,
      value: formatUSD(profit.profitCents),
    },
    {
      label:
        context.entity === 'c_corporation'
          ? 'Corporate income tax rate'
          : "Owner's marginal income tax rate",
      value: percentText(tax.marginalIncomeRate),
    },
  ];
}

/** An adjustment that changes nothing (planning items). */
export const noChange = { businessDeductionCents: 0, ownerDeductionCents: 0, qbi: false };
