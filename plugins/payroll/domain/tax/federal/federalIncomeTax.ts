import type { Cents } from '@keel/core/domain';
import { pct, usd } from '../arithmetic/formatting';
import { RATE_SCALE } from '../arithmetic/rate';
import { divideRoundHalfUp } from '../arithmetic/rounding';
import type { EmployeeTaxProfile } from '../schemas/employeeTaxProfile';
import type { FederalWithholdingTables, SchedulesByStatus } from '../years/taxYearTables';
import { rowFor, type RateSchedule } from './rateSchedule';

export type FederalW4 = Pick<
  EmployeeTaxProfile,
  | 'w4Version'
  | 'taxFilingStatus'
  | 'taxAllowances'
  | 'w4Step2'
  | 'w4Dependents'
  | 'w4OtherIncome'
  | 'w4Deductions'
  | 'w4ExtraWithholding'
>;

export interface FederalWithholding {
  /** Line 4b: the amount to withhold. */
  readonly amount: Cents;
  /** Line 2a: the Adjusted Annual Wage Amount. */
  readonly adjustedAnnualWage: Cents;
  /** Line 3c: withholding before Step 4(c), rounded to the cent. */
  readonly line3c: Cents;
  readonly explanation: string;
}

const STATUS_LABEL = {
  single: 'single or married filing separately',
  married: 'married filing jointly',
  head_of_household: 'head of household',
} as const;

function scheduleFor(
  schedules: SchedulesByStatus,
  status: keyof typeof STATUS_LABEL,
): RateSchedule {
  if (status === 'married') return schedules.marriedJointly;
  if (status === 'head_of_household') return schedules.headOfHousehold;
  return schedules.singleOrSeparately;
}

/**
 * Federal income tax withholding for one pay period: IRS Pub 15-T Worksheet 1A, the percentage
 * method for automated payroll systems (us-payroll-2026.md §1.1). Cents are kept throughout and
 * rounded once, at line 3c, to the cent with halves up; Step 4(c) is added after.
 */
export function federalIncomeTax(
  wages: Cents,
  periods: number,
  w4: FederalW4,
  tables: FederalWithholdingTables,
): FederalWithholding {
  const annualWage = wages * periods; // line 1c
  // Explanation fragments, joined once into one flat string (see `text`).
  const parts: string[] = [`Federal income tax: ${tables.source} Worksheet 1A`];
  let adjustedAnnualWage: Cents;
  let schedule: RateSchedule;
  let status: keyof typeof STATUS_LABEL;
  let credits: Cents = 0;

  if (w4.w4Version === '2020') {
    status = w4.taxFilingStatus;
    const line1g = w4.w4Step2
      ? 0
      : status === 'married'
        ? tables.line1g.marriedJointly
        : tables.line1g.other;
    adjustedAnnualWage = Math.max(0, annualWage + w4.w4OtherIncome - (w4.w4Deductions + line1g));
    schedule = scheduleFor(w4.w4Step2 ? tables.step2Checkbox : tables.standard, status);
    credits = w4.w4Dependents;
    parts.push(
      `Form W-4 2020 or later, ${STATUS_LABEL[status]}, ${w4.w4Step2 ? 'Step 2 checkbox' : 'STANDARD'} schedule`,
    );
    let adjustment = `annual wage ${usd(annualWage)} (${usd(wages)} × ${periods})`;
    if (w4.w4OtherIncome) adjustment += ` + Step 4(a) other income ${usd(w4.w4OtherIncome)}`;
    if (w4.w4Deductions) adjustment += ` − Step 4(b) deductions ${usd(w4.w4Deductions)}`;
    if (line1g) adjustment += ` − ${usd(line1g)} (line 1g)`;
    parts.push(`${adjustment} = adjusted annual wage ${usd(adjustedAnnualWage)}`);
  } else {
    // A 2019-or-earlier form uses only the STANDARD Single or Married schedule, never Head of Household.
    status = w4.taxFilingStatus === 'married' ? 'married' : 'single';
    const allowances = w4.taxAllowances * tables.allowanceValue;
    adjustedAnnualWage = Math.max(0, annualWage - allowances);
    schedule = scheduleFor(tables.standard, status);
    parts.push(`Form W-4 2019 or earlier, ${STATUS_LABEL[status]} STANDARD schedule`);
    parts.push(
      `annual wage ${usd(annualWage)} (${usd(wages)} × ${periods}) − ${w4.taxAllowances} allowances × ${usd(tables.allowanceValue)} = adjusted annual wage ${usd(adjustedAnnualWage)}`,
    );
  }

  const row = rowFor(schedule, adjustedAnnualWage);
  // Line 2g in hundred-thousandths of a cent, so lines 2h, 3b and 3c stay exact until 3c rounds.
  const tentativeAnnual = row.base * RATE_SCALE + row.rate * (adjustedAnnualWage - row.over);
  const beforeRounding = tentativeAnnual - credits * RATE_SCALE;
  const line3c = beforeRounding <= 0 ? 0 : divideRoundHalfUp(beforeRounding, periods * RATE_SCALE);
  const amount = line3c + w4.w4ExtraWithholding;

  parts.push(
    `${usd(row.base)} + ${pct(row.rate)} of the excess over ${usd(row.over)} = ${usd(divideRoundHalfUp(tentativeAnnual, RATE_SCALE))} a year`,
  );
  let perPeriod = `÷ ${periods}`;
  if (credits) perPeriod += ` − Step 3 credits ${usd(credits)} ÷ ${periods}`;
  perPeriod += ` = ${usd(line3c)}${beforeRounding <= 0 ? ' (not below zero)' : ''}`;
  if (w4.w4ExtraWithholding) {
    perPeriod += ` + extra withholding ${usd(w4.w4ExtraWithholding)} = ${usd(amount)}`;
  }
  parts.push(perPeriod);

  return {
    amount,
    adjustedAnnualWage,
    line3c,
    explanation: parts.join('; '),
  };
}
