import type { Cents } from '@keel/core/domain';
import type { Rate } from '../arithmetic/rate';
import type { RateSchedule } from '../federal/rateSchedule';
import type { StateCode } from '../schemas/stateCode';
import type { StateModule } from '../state/stateTypes';

/** The three Pub 15-T schedules, by W-4 Step 1(c) status. */
export interface SchedulesByStatus {
  readonly marriedJointly: RateSchedule;
  readonly singleOrSeparately: RateSchedule;
  readonly headOfHousehold: RateSchedule;
}

/** Pub 15-T Worksheet 1A figures for one year. */
export interface FederalWithholdingTables {
  /** e.g. "Pub 15-T 2026". */
  readonly source: string;
  readonly standard: SchedulesByStatus;
  readonly step2Checkbox: SchedulesByStatus;
  /** Line 1g when the Step 2 box is not checked. */
  readonly line1g: { readonly marriedJointly: Cents; readonly other: Cents };
  /** Line 1k: the value of one allowance on a 2019-or-earlier Form W-4. */
  readonly allowanceValue: Cents;
}

export interface FicaTables {
  readonly socialSecurityRate: Rate;
  readonly socialSecurityWageBase: Cents;
  readonly medicareRate: Rate;
  readonly additionalMedicareRate: Rate;
  /** Wages paid by this employer in the calendar year above which the 0.9% is withheld. */
  readonly additionalMedicareThreshold: Cents;
}

export interface FutaTables {
  readonly grossRate: Rate;
  readonly maximumCredit: Rate;
  readonly wageBase: Cents;
  /** States whose credit is reduced this year, by code (may include territories). */
  readonly creditReductions: Readonly<Record<string, Rate>>;
  /** Said in the FUTA explanation, e.g. that the year's reductions are not yet known. */
  readonly creditReductionNote: string;
}

/** A state's new-employer unemployment figures; `rate` is absent when the file gives only the base. */
export interface SutaDefault {
  readonly rate?: Rate;
  readonly wageBase: Cents;
  /** How the rate is made up, for the explanation. */
  readonly description: string;
}

/** An employee-paid state payroll tax other than income tax, at a flat rate (e.g. California SDI). */
export interface StateEmployeeTax {
  readonly name: string;
  readonly rate: Rate;
}

/**
 * Every figure the engine needs for one tax year, from that year's folder (years/{year}/): federal
 * withholding, FICA, FUTA, new-employer SUTA, and each state's withholding method with its figures.
 */
export interface TaxYearTables {
  readonly year: number;
  readonly federal: FederalWithholdingTables;
  readonly fica: FicaTables;
  readonly futa: FutaTables;
  readonly sutaDefaults: Readonly<Partial<Record<StateCode, SutaDefault>>>;
  /** The states whose exact withholding Keel has for the year; any other state is estimated. */
  readonly states: Readonly<Partial<Record<StateCode, StateModule>>>;
  /** Employee-paid state payroll taxes other than income tax, by state. */
  readonly stateEmployeeTaxes: Readonly<Partial<Record<StateCode, readonly StateEmployeeTax[]>>>;
}
