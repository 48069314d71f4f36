import { parseMoney } from '@keel/core/domain';
import { percent } from '../../arithmetic/rate';
import type { TaxYearTables } from '../taxYearTables';
import { federal2026 } from './federal';
import { stateEmployeeTaxes2026, states2026 } from './states';

/** Tax year 2026: us-payroll-2026.md (sources S1…S16 cited beside each figure). */
export const year2026: TaxYearTables = {
  year: 2026,
  federal: federal2026,
  // us-payroll-2026.md §2 (S1, S3, S4): SS 6.2% to $184,500; Medicare 1.45%; 0.9% over $200,000
  fica: {
    socialSecurityRate: percent(6.2),
    socialSecurityWageBase: parseMoney(184_500),
    medicareRate: percent(1.45),
    additionalMedicareRate: percent(0.9),
    additionalMedicareThreshold: parseMoney(200_000),
  },
  // us-payroll-2026.md §2: FUTA 6.0% less a 5.4% credit on the first $7,000
  futa: {
    grossRate: percent(6.0),
    maximumCredit: percent(5.4),
    wageBase: parseMoney(7_000),
    creditReductions: {},
    // §2: 2026 credit-reduction states are decided by DOL after 10 Nov 2026
    creditReductionNote: '2026 credit reductions are not yet announced',
  },
  // us-payroll-2026.md §5, 2026 new-employer rates and wage bases
  sutaDefaults: {
    CA: {
      rate: percent(3.4) + percent(0.1),
      wageBase: parseMoney(7_000),
      description: 'new-employer UI 3.4% + ETT 0.1%',
    },
    NY: {
      rate: percent(4.1),
      wageBase: parseMoney(17_600),
      description: 'new-employer 4.1% incl. 0.075% Re-employment Service Fund',
    },
    TX: {
      rate: percent(2.7),
      wageBase: parseMoney(9_000),
      description: 'new-employer 2.7% (or the NAICS industry average if higher)',
    },
    FL: {
      rate: percent(2.7),
      wageBase: parseMoney(7_000),
      description: 'new-employer 2.7% for the first 10 quarters',
    },
  },
  states: states2026,
  stateEmployeeTaxes: stateEmployeeTaxes2026,
};
