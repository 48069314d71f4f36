import type { BusinessType } from '@keel/core/domain';
import { projectedProfit, type BooksFacts } from '../books/booksFacts';
import { taxCalendar } from '../deadlines/taxCalendar';
import { withStatus } from '../deadlines/deadlineStatus';
import type { Deadline } from '../deadlines/deadline';
import { form941Worksheets, type Form941Worksheet } from '../documents/form941Worksheet';
import { estimateTax, noAdjustments } from '../estimate/estimateTax';
import { defaultTaxProfile, entityKindOf } from '../estimate/taxProfile';
import { figuresFor } from '../figures/taxYears';
import { computeLiabilities, liabilityTotals } from '../liabilities/computeLiabilities';
import { estimatedInstalments } from '../liabilities/estimatedTax';
import type { Liability } from '../liabilities/liability';
import type { RuleContext } from '../opportunities/ruleContext';
import type { PayrollInput } from '../payrollInput';
import type { PaymentRow } from '../schema';

/** Everything the position is computed from, read by the server through the services. */
export interface PositionInputs {
  today: string;
  /** The day 30 days from today: the end of the spec's 'Due This Month' window. */
  in30Days: string;
  businessType: BusinessType;
  books: BooksFacts;
  /** The payroll facts; null for a role without payroll access. */
  payroll: PayrollInput | null;
  payments: readonly PaymentRow[];
  /** The active scheduled payments. */
  scheduled: readonly { liabilityId: string; taxType: string }[];
  completions: Readonly<Record<string, { completedBy: string }>>;
  /** Whether the owners' estimated taxes are shown (they are private to those who decide on tax). */
  showEstimated: boolean;
}

/** The company's tax position today: liabilities, deadlines and their totals. */
export interface TaxPosition {
  asOf: string;
  liabilities: Liability[];
  deadlines: Deadline[];
  outstandingCents: number;
  dueThisMonthCents: number;
  autoPayment: { automated: number; taxes: number };
  /** The Form 941 worksheet of each quarter with payroll (none without payroll access). */
  form941: Form941Worksheet[];
  /** What the rules read, or null when Keel has no figures for the year (`missingYear` says). */
  ruleContext: RuleContext | null;
}

/**
 * The rule context of the books' year, with the tax profile Keel assumes (one owner filing
 * single: Keel records no other), or null when it has no figures for the year.
 */
export function ruleContextOf(inputs: PositionInputs): RuleContext | null {
  const figures = figuresFor(inputs.books.year);
  if (!figures) return null;
  return {
    figures,
    businessType: inputs.businessType,
    entity: entityKindOf(inputs.businessType),
    profile: defaultTaxProfile,
    books: inputs.books,
    activeEmployees: inputs.payroll ? inputs.payroll.activeEmployees : null,
  };
}

/** Computes the position from the books, the payroll and the payments recorded. */
export function taxPosition(inputs: PositionInputs): TaxPosition {
  const context = ruleContextOf(inputs);
  const estimated =
    context && inputs.showEstimated
      ? estimatedInstalments(
          context.figures,
          context.entity,
          context.profile,
          estimateTax(
            context.figures,
            context.entity,
            context.profile,
            projectedProfit(inputs.books, context.figures.mealsDeductibleShare).profitCents,
            noAdjustments,
          ).totalCents,
        )
      : [];
  const liabilities = computeLiabilities({
    today: inputs.today,
    payroll: inputs.payroll,
    salesTaxPayableCents: inputs.books.salesTaxPayableCents,
    estimated,
    payments: inputs.payments,
    scheduled: inputs.scheduled,
  });
  const year = Number(inputs.today.slice(0, 4));
  const deadlines = withStatus(
    taxCalendar(year, inputs.payroll, liabilities),
    inputs.completions,
    liabilities,
    inputs.today,
  );
  return {
    asOf: inputs.today,
    liabilities,
    deadlines,
    ...liabilityTotals(liabilities, inputs.in30Days, inputs.scheduled),
    form941: inputs.payroll ? form941Worksheets(inputs.payroll, inputs.payments) : [],
    ruleContext: context,
  };
}
