import type { FilingStatus, TaxYearFigures } from '../figures/taxFigures';
import { atRate } from './rates';

/** One owner's self-employment tax on their share of the profit (Schedule SE), and its deductible half. */
export function selfEmploymentTax(
  figures: TaxYearFigures,
  status: FilingStatus,
  profitCents: number,
): { taxCents: number; deductibleHalfCents: number; netEarningsCents: number } {
  const netEarnings =
    profitCents > 0 ? atRate(profitCents, figures.selfEmploymentEarningsShare) : 0;
  const socialSecurity = atRate(
    Math.min(netEarnings, figures.socialSecurity.wageBase),
    2 * figures.socialSecurity.rateEachSide,
  );
  const medicare = atRate(netEarnings, 2 * figures.medicare.rateEachSide);
  const additional = atRate(
    Math.max(0, netEarnings - figures.additionalMedicare.threshold[status]),
    figures.additionalMedicare.rate,
  );
  return {
    taxCents: socialSecurity + medicare + additional,
    // Half the SE tax, less the Additional Medicare Tax, is deducted from income (IRC §164(f)).
    deductibleHalfCents: Math.round((socialSecurity + medicare) / 2),
    netEarningsCents: netEarnings,
  };
}

/** Social Security and Medicare on a salary, employee and employer shares together. */
export function ficaOnSalary(figures: TaxYearFigures, salaryCents: number): number {
  const socialSecurity = atRate(
    Math.min(salaryCents, figures.socialSecurity.wageBase),
    2 * figures.socialSecurity.rateEachSide,
  );
  return socialSecurity + atRate(salaryCents, 2 * figures.medicare.rateEachSide);
}
