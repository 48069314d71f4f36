/**
 * The shape of one tax year's figures. Every figure is recorded with where it comes from
 * (`shared/tax/…` section, or the primary source and how it was read); a figure no source gave
 * is left out, never guessed, and the rule that needs it says so.
 */

/** A rate in basis points: 1% = 100 bp (whole numbers keep the arithmetic exact). */
export type BasisPoints = number;

/** Filing statuses Keel computes an owner's income tax for. */
export const filingStatuses = ['single', 'married_joint', 'head_of_household'] as const;
/** One filing status. */
export type FilingStatus = (typeof filingStatuses)[number];

/** One bracket: income over `from` (cents) is taxed at `rate` up to the next bracket's `from`. */
export interface Bracket {
  from: number;
  rate: BasisPoints;
}

/** A date a return or payment is due, with what it covers. */
export interface DueDate {
  date: string;
  /** Extended date when every deposit was made on time (Forms 941 and 940), else null. */
  ifDepositedOnTime: string | null;
}

/** One tax year's figures, each with its source beside it in the year's file. */
export interface TaxYearFigures {
  year: number;
  /** Individual income tax brackets on taxable income, by filing status. */
  brackets: Record<FilingStatus, readonly Bracket[]>;
  standardDeduction: Record<FilingStatus, number>;
  socialSecurity: { rateEachSide: BasisPoints; wageBase: number };
  medicare: { rateEachSide: BasisPoints };
  /** Additional Medicare Tax on self-employment income over the threshold for the status. */
  additionalMedicare: { rate: BasisPoints; threshold: Record<FilingStatus, number> };
  /** Net earnings from self-employment are this share of net profit (Schedule SE). */
  selfEmploymentEarningsShare: BasisPoints;
  futa: { netRate: BasisPoints; wageBase: number; depositThreshold: number };
  corporateRate: BasisPoints;
  /** Qualified business income deduction: rate, and the taxable income up to which it is in full. */
  qbi: {
    rate: BasisPoints;
    /** Below these (cents) the deduction is 20% with no wage or property limit; the year they are of. */
    fullDeductionUpTo: Record<FilingStatus, number>;
    thresholdYear: number;
  };
  /** Section 179: the most that may be expensed (a floor: the year's indexed amount is at least this). */
  section179LimitAtLeast: number;
  retirement: {
    /** Elective deferral limit (401(k)). */
    electiveDeferral: number;
    /** Annual additions limit (§415(c)): a SEP or Solo 401(k) in total. */
    annualAdditions: number;
    /** Compensation taken into account (§401(a)(17)). */
    compensationLimit: number;
    /** The self-employed's SEP rate on net earnings less half the SE tax (25% plan rate). */
    selfEmployedSepRate: BasisPoints;
  };
  /** Business standard mileage rate, cents per mile. */
  standardMileageCents: number;
  homeOffice: { perSquareFoot: number; maxSquareFeet: number };
  mealsDeductibleShare: BasisPoints;
  /** Form 1099-NEC reporting threshold per payee for payments made in the year. */
  threshold1099: number;
  backupWithholdingRate: BasisPoints;
  estimatedTax: {
    /** Individuals: estimated payments are required when the tax owed is at least this. */
    individualMinimum: number;
    /** Corporations: no penalty below this tax. */
    corporateMinimum: number;
    /** The four instalment dates of an individual (Form 1040-ES) for the year. */
    individualDates: readonly [string, string, string, string];
    /** The four instalment dates of a calendar-year corporation for the year. */
    corporateDates: readonly [string, string, string, string];
    currentYearSafeHarbor: BasisPoints;
    priorYearSafeHarbor: BasisPoints;
    priorYearSafeHarborHighIncome: BasisPoints;
    highIncomeAgi: number;
  };
  /** Due dates of the federal payroll returns for wages paid in the year. */
  form941: readonly [DueDate, DueDate, DueDate, DueDate];
  /** Form 940, W-2/W-3 and 1099-NEC for the year, filed early the next year. */
  form940: DueDate;
  formW2: string;
  form1099Nec: string;
  /** FUTA deposits for quarters 1-3 (the fourth is due with Form 940). */
  futaDepositDates: readonly [string, string, string];
}
