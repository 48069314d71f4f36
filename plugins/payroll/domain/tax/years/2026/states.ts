import { parseMoney } from '@keel/core/domain';
import { percent } from '../../arithmetic/rate';
import type { StateCode } from '../../schemas/stateCode';
import { californiaMethodB } from '../../state/california/californiaMethodB';
import { arizona } from '../../state/flat/arizona';
import { colorado } from '../../state/flat/colorado';
import { georgia } from '../../state/flat/georgia';
import { idaho } from '../../state/flat/idaho';
import { illinois } from '../../state/flat/illinois';
import { indiana } from '../../state/flat/indiana';
import { iowa } from '../../state/flat/iowa';
import { kentucky } from '../../state/flat/kentucky';
import { louisiana } from '../../state/flat/louisiana';
import { michigan } from '../../state/flat/michigan';
import { mississippi } from '../../state/flat/mississippi';
import { northCarolina } from '../../state/flat/northCarolina';
import { pennsylvania } from '../../state/flat/pennsylvania';
import { utah, type UtahFigures } from '../../state/flat/utah';
import { changesOn } from '../../state/midYearChange';
import { newYorkMethodII } from '../../state/newYork/newYorkMethodII';
import { noIncomeTaxModules } from '../../state/noIncomeTax';
import type { StateModule } from '../../state/stateTypes';
import type { StateEmployeeTax } from '../taxYearTables';
import { california2026 } from './california';
import { newYork2026 } from './newYork';

const YEAR = 2026;

// us-payroll-2026.md §4.2, UT Pub 14 (4/26): base allowance $485 / $970, thresholds $9,348 /
// $18,696, phasing out at 1.3% of wages over the threshold; 4.5% until 31 May 2026, 4.45% from
// 1 Jun 2026 (SB 60)
const UTAH: Omit<UtahFigures, 'rate'> = {
  phaseOut: percent(1.3),
  baseAllowance: { single: parseMoney(485), married: parseMoney(970) },
  threshold: { single: parseMoney(9_348), married: parseMoney(18_696) },
};

/** The 2026 withholding method and figures of every state the file gives exactly. */
export const states2026: Readonly<Partial<Record<StateCode, StateModule>>> = {
  // us-payroll-2026.md §4.1: no state income tax on wages
  ...noIncomeTaxModules(['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY']),
  // §4.2, AZ Form A-4 (2026): elected % of gross wages, 2.0% without an A-4
  AZ: arizona({ defaultPercent: 2 }, YEAR),
  CA: californiaMethodB(california2026, YEAR),
  // §4.2, CO DR 1098 (2026): 4.4% of annualized wages less the DR 0004 allowance. The default
  // allowance without a DR 0004 conflicts ($10,000 MFJ / $5,000 other per S8, $11,000 / $5,500
  // per S2); the lower pair is used and the result is labelled an estimate.
  CO: colorado(
    {
      rate: percent(4.4),
      defaultAllowance: { marriedJointly: parseMoney(10_000), other: parseMoney(5_000) },
      defaultAllowanceUnconfirmed:
        "Colorado's default allowance without a DR 0004 is unconfirmed ($10,000/$5,000 or $11,000/$5,500)",
    },
    YEAR,
  ),
  // §4.2, GA Employer's Withholding Guide (Dec 2025, Jun 2026) and HB 463: 5.19% until 10 May,
  // 4.99% with higher deductions from 11 May 2026
  GA: changesOn(
    '2026-05-11',
    georgia(
      {
        rate: percent(5.19),
        single: parseMoney(12_000),
        marriedJointly: parseMoney(24_000),
        perDependent: parseMoney(4_000),
      },
      YEAR,
    ),
    georgia(
      {
        rate: percent(4.99),
        single: parseMoney(15_000),
        marriedJointly: parseMoney(30_000),
        perDependent: parseMoney(5_000),
      },
      YEAR,
    ),
  ),
  // §4.2, ID percentage table: 5.3% over a threshold, rounded to whole dollars; the table
  // effective 31 Jul 2026 drops the allowance (child credit sunset)
  ID: changesOn(
    '2026-07-31',
    idaho(
      {
        rate: percent(5.3),
        single: parseMoney(15_000),
        married: parseMoney(30_000),
        perAllowance: parseMoney(3_868),
      },
      YEAR,
    ),
    idaho(
      {
        rate: percent(5.3),
        single: parseMoney(16_100),
        married: parseMoney(32_200),
        perAllowance: 0,
      },
      YEAR,
    ),
  ),
  // §4.2, IL-700-T (R-12/25): 4.95%, $2,925 per line-1 and $1,000 per line-2 allowance
  IL: illinois(
    { rate: percent(4.95), line1Allowance: parseMoney(2_925), line2Allowance: parseMoney(1_000) },
    YEAR,
  ),
  // §4.2, IN Departmental Notice #1 (01-26): 2.95%; exemptions $1,000 personal, $1,500
  // dependent, $3,000 adopted dependent (county tax not in the file)
  IN: indiana(
    {
      rate: percent(2.95),
      personal: parseMoney(1_000),
      dependent: parseMoney(1_500),
      adopted: parseMoney(3_000),
    },
    YEAR,
  ),
  // §4.2, IA 2026 formula: 3.8%; annual deduction $13,000 (column A), $19,500 head of
  // household, $26,000 married filing jointly with a non-earning spouse
  IA: iowa(
    {
      rate: percent(3.8),
      deduction: {
        columnA: parseMoney(13_000),
        headOfHousehold: parseMoney(19_500),
        marriedOneEarner: parseMoney(26_000),
      },
    },
    YEAR,
  ),
  // §4.2, KY 42A003 (2026): 3.5%, standard deduction $3,360
  KY: kentucky({ rate: percent(3.5), standardDeduction: parseMoney(3_360) }, YEAR),
  // §4.2, LA R-1306 (1/26): 3.09% of wages less the L-4 deduction
  LA: louisiana(
    { rate: percent(3.09), deductionByClaim: [0, parseMoney(12_875), parseMoney(25_750)] },
    YEAR,
  ),
  // §4.2, MI Form 446 (02-26): 4.25%, $5,900 per exemption
  MI: michigan({ rate: percent(4.25), exemption: parseMoney(5_900) }, YEAR),
  // §4.2, MS 89-700 (2026): 0% on the first $10,000 of annual taxable wages, 4.0% above;
  // standard deduction $2,300 single, $3,400 head of family, $4,600 married with one earner,
  // $2,300 each when both work; less 89-350 exemptions; rounded to whole dollars
  MS: mississippi(
    {
      rate: percent(4.0),
      zeroRateBand: parseMoney(10_000),
      standardDeduction: {
        single: parseMoney(2_300),
        headOfFamily: parseMoney(3_400),
        marriedOneEarner: parseMoney(4_600),
        marriedBothWork: parseMoney(2_300),
      },
    },
    YEAR,
  ),
  // §4.2, NC-30 (2026): withholding rate 4.09% (3.99% + 0.1%); annual standard deduction
  // $12,750 single / married, $19,125 head of household; $2,500 per allowance; whole dollars
  NC: northCarolina(
    {
      rate: percent(4.09),
      standardDeduction: { other: parseMoney(12_750), headOfHousehold: parseMoney(19_125) },
      perAllowance: parseMoney(2_500),
    },
    YEAR,
  ),
  NY: newYorkMethodII(newYork2026, YEAR),
  // §4.2, PA REV-415: 3.07% of all compensation
  PA: pennsylvania({ rate: percent(3.07) }, YEAR),
  UT: changesOn(
    '2026-06-01',
    utah({ ...UTAH, rate: percent(4.5) }, YEAR),
    utah({ ...UTAH, rate: percent(4.45) }, YEAR),
  ),
};

/** Employee-paid state payroll taxes other than income tax, 2026. */
export const stateEmployeeTaxes2026: Readonly<
  Partial<Record<StateCode, readonly StateEmployeeTax[]>>
> = {
  // us-payroll-2026.md §4.3: California SDI 1.3% employee, no wage cap, 2026 (S10, CONFIRMED)
  CA: [{ name: 'California SDI', rate: percent(1.3) }],
};
