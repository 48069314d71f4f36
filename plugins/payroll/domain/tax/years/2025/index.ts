import { parseMoney } from '@keel/core/domain';
import { percent } from '../../arithmetic/rate';
import type { TaxYearTables } from '../taxYearTables';
import { federal2025 } from './federal';
import { states2025 } from './states';

/** Tax year 2025: the figures us-payroll-2026.md gives for 2025 (runs paid in 2025 keep working). */
export const year2025: TaxYearTables = {
  year: 2025,
  federal: federal2025,
  // us-payroll-2026.md §2: 2025 SS wage base $176,100; other FICA figures same as 2026
  fica: {
    socialSecurityRate: percent(6.2),
    socialSecurityWageBase: parseMoney(176_100),
    medicareRate: percent(1.45),
    additionalMedicareRate: percent(0.9),
    additionalMedicareThreshold: parseMoney(200_000),
  },
  // us-payroll-2026.md §2: FUTA 2025, DOL final credit reductions CA 1.2%, USVI 4.5% (CT, NY 0.0%)
  futa: {
    grossRate: percent(6.0),
    maximumCredit: percent(5.4),
    wageBase: parseMoney(7_000),
    creditReductions: { CA: percent(1.2), VI: percent(4.5) },
    creditReductionNote: '',
  },
  // us-payroll-2026.md §5: the file gives 2025 wage bases only, no 2025 new-employer rates
  sutaDefaults: {
    CA: { wageBase: parseMoney(7_000), description: 'UI + ETT' },
    NY: { wageBase: parseMoney(12_800), description: 'UI' },
    TX: { wageBase: parseMoney(9_000), description: 'UI' },
    FL: { wageBase: parseMoney(7_000), description: 'reemployment tax' },
  },
  states: states2025,
  // §4.3 gives California SDI for 2026 only: 2025 runs say it is not computed
  stateEmployeeTaxes: {},
};
