import { allocate, formatUSD } from '@keel/core/domain';
import { atRate } from '../estimate/rates';
import type { EntityKind, TaxProfile } from '../estimate/taxProfile';
import type { TaxYearFigures } from '../figures/taxFigures';
import { payAt, type Liability } from './liability';

type Draft = Omit<Liability, 'paidCents' | 'amountCents' | 'status'>;

/**
 * The year's required estimated tax (shared/tax §3.4): the lesser of 90% of this year's estimate
 * and, when the tax profile gives last year's tax, 100% of it (110% above $150,000 of AGI); none
 * when the tax is under the minimum ($1,000 for owners; $500 for a corporation, IRC §6655(f)).
 */
export function requiredEstimatedTax(
  figures: TaxYearFigures,
  entity: EntityKind,
  profile: TaxProfile,
  estimatedTaxCents: number,
): { requiredCents: number; basis: string } {
  const rules = figures.estimatedTax;
  const minimum = entity === 'c_corporation' ? rules.corporateMinimum : rules.individualMinimum;
  if (estimatedTaxCents < minimum)
    return { requiredCents: 0, basis: `The estimated tax is under ${formatUSD(minimum)}.` };
  const current = atRate(estimatedTaxCents, rules.currentYearSafeHarbor);
  if (profile.priorYearTaxCents === null || entity === 'c_corporation')
    return {
      requiredCents: current,
      basis: `90% of this year's estimated tax${entity === 'c_corporation' ? '' : " (last year's tax is not recorded in Keel, so the prior-year safe harbor is not used)"}.`,
    };
  const priorRate = profile.priorYearAgiOver150k
    ? rules.priorYearSafeHarborHighIncome
    : rules.priorYearSafeHarbor;
  const prior = atRate(profile.priorYearTaxCents, priorRate);
  return prior < current
    ? { requiredCents: prior, basis: `${priorRate / 100}% of last year's tax (safe harbor).` }
    : { requiredCents: current, basis: "90% of this year's estimated tax." };
}

/** The four instalments of the year's estimated tax, each a quarter of the required amount. */
export function estimatedInstalments(
  figures: TaxYearFigures,
  entity: EntityKind,
  profile: TaxProfile,
  estimatedTaxCents: number,
): Draft[] {
  const { requiredCents, basis } = requiredEstimatedTax(
    figures,
    entity,
    profile,
    estimatedTaxCents,
  );
  if (requiredCents === 0) return [];
  const corporate = entity === 'c_corporation';
  const dates = corporate
    ? figures.estimatedTax.corporateDates
    : figures.estimatedTax.individualDates;
  const shares = allocate(requiredCents, [1, 1, 1, 1]);
  return dates.map((dueDate, i) => ({
    id: `estimated-${figures.year}-${i + 1}`,
    type: 'estimated',
    title: `Estimated income tax ${figures.year}, instalment ${i + 1} of 4`,
    liabilityCents: shares[i] ?? 0,
    dueDate,
    jurisdiction: 'Federal (IRS)',
    form: corporate ? 'Form 1120-W (corporation)' : 'Form 1040-ES (owners)',
    description: `${corporate ? "The corporation's" : "The owners'"} federal income tax${corporate ? '' : ' and self-employment tax'} on the business's projected ${figures.year} profit; the year's required amount is ${formatUSD(requiredCents)}: ${basis}`,
    payAt: payAt.federal,
    accountId: corporate ? 'prepaid-expenses' : 'owners-draw',
  }));
}
