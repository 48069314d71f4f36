import { formatUSD } from '@keel/core/domain';
import { shortDate } from './format';
import type { TaxYearFigures } from './figures/taxFigures';
import type { TaxType } from './schema';

/** One tax type's agency guide: who collects it, where it is paid, and the steps to set it up. */
export interface AgencyGuide {
  taxType: TaxType;
  title: string;
  agency: string;
  steps: string[];
}

/**
 * The Agency Setup Guide's text per tax type (spec 001 section 9: the EFTPS PIN by mail in 7-10
 * business days, the estimated-tax dates and the safe harbor), with the year's own dates and
 * thresholds from its figures.
 */
export function agencyGuides(figures: TaxYearFigures): AgencyGuide[] {
  const estimated = figures.estimatedTax;
  const eftps = [
    'Enroll the business in EFTPS (eftps.gov) with its EIN and bank account.',
    'The IRS mails a 4-digit PIN to the business address in 7-10 business days; create the internet password with it.',
  ];
  return [
    {
      taxType: 'payroll',
      title: 'Federal and state payroll taxes',
      agency: 'IRS (Form 941) and the state tax agency',
      steps: [
        ...eftps,
        'Deposit federal income tax withheld, Social Security and Medicare by the deposit schedule (monthly: by the 15th of the next month).',
        "Register with the state's withholding agency for state income tax withheld.",
      ],
    },
    {
      taxType: 'unemployment',
      title: 'Unemployment taxes (FUTA and SUTA)',
      agency: 'IRS (Form 940) and the state workforce agency',
      steps: [
        ...eftps,
        `Deposit FUTA once it passes ${formatUSD(figures.futa.depositThreshold)}; the rest is paid with Form 940.`,
        "Register with the state's unemployment insurance agency for the SUTA rate and account number.",
      ],
    },
    {
      taxType: 'estimated',
      title: "Owners' estimated income tax",
      agency: 'IRS (Form 1040-ES, or Form 1120-W for a corporation)',
      steps: [
        `Pay each quarter by ${estimated.individualDates.map(shortDate).join(', ')} (EFTPS or IRS Direct Pay).`,
        `Safe harbor: ${estimated.priorYearSafeHarbor / 100}% of last year's tax (${estimated.priorYearSafeHarborHighIncome / 100}% if last year's adjusted gross income was above ${formatUSD(estimated.highIncomeAgi)}), or ${estimated.currentYearSafeHarbor / 100}% of this year's.`,
      ],
    },
    {
      taxType: 'sales',
      title: 'Sales and use tax',
      agency: "The state's department of revenue",
      steps: [
        'Register for a sales tax permit in each state where the business has nexus.',
        'File and pay on the frequency the state assigns, from the Sales Tax Payable balance.',
      ],
    },
    {
      taxType: 'property',
      title: 'Business personal property tax',
      agency: "The county assessor's office",
      steps: ['File the business property statement the county sends, and pay the bill it issues.'],
    },
  ];
}
