import { allocate } from '@keel/core/domain';
import type { TaxYearFigures } from '../figures/taxFigures';
import { atRate, bracketRate, bracketTax } from './rates';
import { selfEmploymentTax } from './selfEmployment';
import type { EntityKind, TaxProfile } from './taxProfile';

/** Changes an opportunity makes to the tax: deductions, and whether the QBI deduction is taken. */
export interface TaxAdjustments {
  /** Deducted by the business: lowers its profit (and so self-employment tax too). */
  businessDeductionCents: number;
  /** Deducted on the owners' returns only (a SEP contribution): income tax, not SE tax. */
  ownerDeductionCents: number;
  /** Whether the qualified business income deduction is claimed. */
  qbi: boolean;
}

/** No adjustment: the tax as the books stand. */
export const noAdjustments: TaxAdjustments = {
  businessDeductionCents: 0,
  ownerDeductionCents: 0,
  qbi: false,
};

/** The estimated federal tax on a year's business profit, and how it was reached. */
export interface TaxEstimate {
  entity: EntityKind;
  profitCents: number;
  totalCents: number;
  incomeTaxCents: number;
  selfEmploymentTaxCents: number;
  /** Taxable income (the corporation's, or the owners' together). */
  taxableIncomeCents: number;
  qbiDeductionCents: number;
  /** True when taxable income passed the QBI threshold: the deduction then depends on W-2 wages and property. */
  qbiLimited: boolean;
  /** The income tax rate of the last dollar (the top bracket reached, or 21%). */
  marginalIncomeRate: number;
}

function ownerTax(
  figures: TaxYearFigures,
  profile: TaxProfile,
  profit: number,
  ownerDeduction: number,
  qbi: boolean,
) {
  const status = profile.filingStatus;
  const se = selfEmploymentTax(figures, status, profit);
  const halfSe = se.deductibleHalfCents;
  const qualifiedIncome = Math.max(0, profit - halfSe - ownerDeduction);
  const beforeQbi = Math.max(
    0,
    profit - halfSe - ownerDeduction - figures.standardDeduction[status],
  );
  const qbiLimited = qbi && beforeQbi > figures.qbi.fullDeductionUpTo[status];
  const qbiDeduction =
    qbi && !qbiLimited ? atRate(Math.min(qualifiedIncome, beforeQbi), figures.qbi.rate) : 0;
  const taxable = beforeQbi - qbiDeduction;
  const brackets = figures.brackets[status];
  return {
    incomeTax: bracketTax(taxable, brackets),
    selfEmploymentTax: se.taxCents,
    taxable,
    qbiDeduction,
    qbiLimited,
    marginal: bracketRate(taxable, brackets),
  };
}

/**
 * The federal income tax (and, for a pass-through, the owners' self-employment tax) on a year's
 * business profit: a C corporation pays 21% of its taxable income; a pass-through's profit is split
 * evenly among its owners, each taxed as if the business were their only income (filing status
 * from the tax profile, the standard deduction). Other income, credits and state income tax are not
 * known to Keel and are left out.
 */
export function estimateTax(
  figures: TaxYearFigures,
  entity: EntityKind,
  profile: TaxProfile,
  profitCents: number,
  adjustments: TaxAdjustments = noAdjustments,
): TaxEstimate {
  const profit = profitCents - adjustments.businessDeductionCents;
  if (entity === 'c_corporation') {
    const taxable = Math.max(0, profit);
    const tax = atRate(taxable, figures.corporateRate);
    return {
      entity,
      profitCents: profit,
      totalCents: tax,
      incomeTaxCents: tax,
      selfEmploymentTaxCents: 0,
      taxableIncomeCents: taxable,
      qbiDeductionCents: 0,
      qbiLimited: false,
      marginalIncomeRate: figures.corporateRate,
    };
  }
  const shares = profit > 0 ? allocate(profit, Array(profile.owners).fill(1)) : [profit];
  const ownerDeductions =
    adjustments.ownerDeductionCents > 0
      ? allocate(adjustments.ownerDeductionCents, Array(shares.length).fill(1))
      : shares.map(() => 0);
  const owners = shares.map((share, i) =>
    ownerTax(figures, profile, share, ownerDeductions[i] ?? 0, adjustments.qbi),
  );
  const sum = (pick: (o: (typeof owners)[number]) => number) =>
    owners.reduce((total, o) => total + pick(o), 0);
  const incomeTax = sum((o) => o.incomeTax);
  const selfEmploymentTax = sum((o) => o.selfEmploymentTax);
  return {
    entity,
    profitCents: profit,
    totalCents: incomeTax + selfEmploymentTax,
    incomeTaxCents: incomeTax,
    selfEmploymentTaxCents: selfEmploymentTax,
    taxableIncomeCents: sum((o) => o.taxable),
    qbiDeductionCents: sum((o) => o.qbiDeduction),
    qbiLimited: owners.some((o) => o.qbiLimited),
    marginalIncomeRate: owners[0]?.marginal ?? 0,
  };
}

/** What `adjustments` save against the tax as the books stand (never negative). */
export function savingOf(
  figures: TaxYearFigures,
  entity: EntityKind,
  profile: TaxProfile,
  profitCents: number,
  adjustments: TaxAdjustments,
  base: TaxAdjustments = noAdjustments,
): number {
  const before = estimateTax(figures, entity, profile, profitCents, base).totalCents;
  const combined: TaxAdjustments = {
    businessDeductionCents: base.businessDeductionCents + adjustments.businessDeductionCents,
    ownerDeductionCents: base.ownerDeductionCents + adjustments.ownerDeductionCents,
    qbi: base.qbi || adjustments.qbi,
  };
  const after = estimateTax(figures, entity, profile, profitCents, combined).totalCents;
  return Math.max(0, before - after);
}
