import { parseMoney } from '@keel/core/domain';
import { percent } from '../../arithmetic/rate';
import type { StateCode } from '../../schemas/stateCode';
import { illinois } from '../../state/flat/illinois';
import { kentucky } from '../../state/flat/kentucky';
import { michigan } from '../../state/flat/michigan';
import { pennsylvania } from '../../state/flat/pennsylvania';
import { utah } from '../../state/flat/utah';
import { noIncomeTaxModules } from '../../state/noIncomeTax';
import type { StateModule } from '../../state/stateTypes';

const YEAR = 2025;

/**
 * The 2025 withholding method and figures of each state us-payroll-2026.md gives for 2025 (it
 * mostly gives 2026 methods, so fewer than 2026; the others are estimated and labelled so).
 */
export const states2025: Readonly<Partial<Record<StateCode, StateModule>>> = {
  // us-payroll-2026.md §4.1: no state income tax on wages
  ...noIncomeTaxModules(['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY']),
  // §4.2: IL 2025 line-1 allowance $2,850; rate 4.95% and line-2 amount $1,000 as in 2026
  IL: illinois(
    { rate: percent(4.95), line1Allowance: parseMoney(2_850), line2Allowance: parseMoney(1_000) },
    YEAR,
  ),
  // §4.2: KY 2025 rate 4.0%, standard deduction $3,270
  KY: kentucky({ rate: percent(4.0), standardDeduction: parseMoney(3_270) }, YEAR),
  // §4.2: MI 2025 rate 4.25%, exemption $5,800
  MI: michigan({ rate: percent(4.25), exemption: parseMoney(5_800) }, YEAR),
  // §4.2, PA REV-415: 3.07% of all compensation, 2025 and 2026
  PA: pennsylvania({ rate: percent(3.07) }, YEAR),
  // §4.2, UT 2025 tables: 4.5%, $450 / $900, thresholds $9,107 / $18,213; the Pub 14 phase-out
  // of 1.3% of wages over the threshold
  UT: utah(
    {
      rate: percent(4.5),
      phaseOut: percent(1.3),
      baseAllowance: { single: parseMoney(450), married: parseMoney(900) },
      threshold: { single: parseMoney(9_107), married: parseMoney(18_213) },
    },
    YEAR,
  ),
};
