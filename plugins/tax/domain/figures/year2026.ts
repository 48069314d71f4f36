import type { Bracket, FilingStatus, TaxYearFigures } from './taxFigures';

// Sources, by the label used beside each figure:
// - shared/tax §N: /work/shared/tax/us-payroll-2026.md, section N (its own sources S1…S16 there);
//   "2027 file §N": us-payroll-2027-status.md, which quotes statute text it read (R7).
// - A primary source named with "via": the IRS document that sets the figure, read through the
//   public transcriptions named (the document itself was not reachable); SECONDARY.
// - A statute named alone: the Internal Revenue Code section that states the figure.

const dollars = (amount: number) => Math.round(amount * 100);

/** Rev. Proc. 2025-32 bracket tops for 2026 (shared/tax §1.5, S5); rates from the §1.3 schedules. */
function brackets(tops: readonly number[]): Bracket[] {
  const rates = [1000, 1200, 2200, 2400, 3200, 3500, 3700];
  return rates.map((rate, i) => ({ from: i === 0 ? 0 : dollars(tops[i - 1] ?? 0), rate }));
}

const byStatus = <T>(single: T, marriedJoint: T, head: T): Record<FilingStatus, T> => ({
  single,
  married_joint: marriedJoint,
  head_of_household: head,
});

/** Tax year 2026. */
export const year2026: TaxYearFigures = {
  year: 2026,
  // shared/tax §1.5 (Rev. Proc. 2025-32 / IR-2025-103, S5)
  brackets: byStatus(
    brackets([12_400, 50_400, 105_700, 201_775, 256_225, 640_600]),
    brackets([24_800, 100_800, 211_400, 403_550, 512_450, 768_700]),
    brackets([17_700, 67_450, 105_700, 201_750, 256_200, 640_600]),
  ),
  // shared/tax §1.5 (S5)
  standardDeduction: byStatus(dollars(16_100), dollars(32_200), dollars(24_150)),
  // shared/tax §2: 6.2% each side to $184,500 (S1, S4); self-employment tax is both sides (IRC §1401(a))
  socialSecurity: { rateEachSide: 620, wageBase: dollars(184_500) },
  // shared/tax §2: 1.45% each side, no cap (IRC §1401(b)(1) for self-employment income)
  medicare: { rateEachSide: 145 },
  // 2027 file §2 (IRC §3101(b)(2), read in R7): 0.9% over $250,000 joint, $200,000 otherwise;
  // IRC §1401(b)(2) applies the same thresholds to self-employment income
  additionalMedicare: {
    rate: 90,
    threshold: byStatus(dollars(200_000), dollars(250_000), dollars(200_000)),
  },
  // IRC §1402(a)(12): net earnings are reduced by 7.65% (Schedule SE multiplies by 92.35%)
  selfEmploymentEarningsShare: 9235,
  // shared/tax §2: FUTA 0.6% net on the first $7,000; deposit once the undeposited liability is over $500
  futa: { netRate: 60, wageBase: dollars(7_000), depositThreshold: dollars(500) },
  // IRC §11(b) (P.L. 115-97 §13001): 21% (issue 13 states the same)
  corporateRate: 2100,
  // IRC §199A(a): 20%, made permanent by OBBBA (research §3 C1, RSM). The full deduction applies up
  // to the threshold of Rev. Proc. 2024-40 for 2025, $197,300 / $394,600 MFJ (via kb.olt.com,
  // SECONDARY); the 2026 threshold is indexed upward and is not recorded here, so using the 2025
  // amount only ever withholds the deduction where it may be limited, never grants it wrongly.
  qbi: {
    rate: 2000,
    fullDeductionUpTo: byStatus(dollars(197_300), dollars(394_600), dollars(197_300)),
    thresholdYear: 2025,
  },
  // IRC §179(b)(1) as amended by OBBBA: $2,500,000 for 2025, indexed after (research §3 C1,
  // SECONDARY); the 2026 indexed amount is higher and not recorded here
  section179LimitAtLeast: dollars(2_500_000),
  // IRS Notice 2025-67 via the 2026 limit tables of ubt.com, erisa.com and asc-net.com (SECONDARY,
  // three transcriptions agree): deferral $24,500, §415(c) $72,000, compensation $360,000.
  // IRS Pub 560, rate table for the self-employed: a 25% plan rate is 20% (0.25 / 1.25) of net
  // earnings less half the self-employment tax.
  retirement: {
    electiveDeferral: dollars(24_500),
    annualAdditions: dollars(72_000),
    compensationLimit: dollars(360_000),
    selfEmployedSepRate: 2000,
  },
  // IRS Notice 2026-10 via WICPA, IFEBP and CPA Practice Advisor (SECONDARY, they agree): 72.5 cents
  standardMileageCents: 72.5,
  // Rev. Proc. 2013-13 (simplified method): $5 a square foot, at most 300 square feet
  homeOffice: { perSquareFoot: dollars(5), maxSquareFeet: 300 },
  // IRC §274(n)(1): 50% of business meals
  mealsDeductibleShare: 5000,
  // shared/tax §3.3: $2,000 for payments made in 2026
  threshold1099: dollars(2_000),
  // shared/tax §2: backup withholding 24%
  backupWithholdingRate: 2400,
  estimatedTax: {
    // shared/tax §3.4
    individualMinimum: dollars(1_000),
    // IRC §6655(f): no addition to tax when the corporation's tax is under $500
    corporateMinimum: dollars(500),
    // shared/tax §3.4: Wed 15 Apr, Mon 15 Jun, Tue 15 Sep 2026, Fri 15 Jan 2027
    individualDates: ['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15'],
    // IRC §6655(c)(1) and (i): the 15th day of the 4th, 6th, 9th and 12th months of a calendar
    // tax year; none of the 2026 dates falls on a weekend or DC legal holiday
    corporateDates: ['2026-04-15', '2026-06-15', '2026-09-15', '2026-12-15'],
    // shared/tax §3.4: 90% of this year's tax, or 100% of last year's (110% above $150,000 AGI)
    currentYearSafeHarbor: 9000,
    priorYearSafeHarbor: 10000,
    priorYearSafeHarborHighIncome: 11000,
    highIncomeAgi: dollars(150_000),
  },
  // shared/tax §3.2, tax year 2026 column
  form941: [
    { date: '2026-04-30', ifDepositedOnTime: '2026-05-11' },
    { date: '2026-07-31', ifDepositedOnTime: '2026-08-10' },
    { date: '2026-11-02', ifDepositedOnTime: '2026-11-10' },
    { date: '2027-02-01', ifDepositedOnTime: '2027-02-10' },
  ],
  form940: { date: '2027-02-01', ifDepositedOnTime: '2027-02-10' },
  formW2: '2027-02-01',
  form1099Nec: '2027-02-01',
  // shared/tax §2 (last day of the month after the quarter) and §3.1 (a weekend moves it on):
  // 30 Apr, 31 Jul, and 31 Oct 2026 is a Saturday → Mon 2 Nov
  futaDepositDates: ['2026-04-30', '2026-07-31', '2026-11-02'],
};
