import type { Cents } from '@keel/core/domain';
import { text, usd } from './arithmetic/formatting';
import { divideRoundHalfUp } from './arithmetic/rounding';
import type { EmployeeTaxProfile } from './schemas/employeeTaxProfile';
import { PERIODS_PER_YEAR, type PayFrequency } from './schemas/payFrequency';

export type PayBasis = Pick<
  EmployeeTaxProfile,
  'payType' | 'salary' | 'hourlyRate' | 'hoursPerWeek'
>;

const WEEKS_PER_YEAR = 52;

/**
 * Gross pay for one period of the company's frequency, rounded to the cent with halves up:
 * salary ÷ periods, or hourly rate × hours per week × 52 ÷ periods (spec §5, "Annual figure for
 * hourly staff"). A period's gross is always computed from the annual figure, never biweekly.
 */
export function grossPerPeriod(employee: PayBasis, frequency: PayFrequency): Cents {
  const periods = PERIODS_PER_YEAR[frequency];
  if (employee.payType === 'salary') return divideRoundHalfUp(employee.salary ?? 0, periods);
  const hundredthsOfHours = Math.round(employee.hoursPerWeek * 100);
  return divideRoundHalfUp(
    (employee.hourlyRate ?? 0) * hundredthsOfHours * WEEKS_PER_YEAR,
    100 * periods,
  );
}

/** The sentence explaining `grossPerPeriod`. */
export function explainGross(employee: PayBasis, frequency: PayFrequency, gross: Cents): string {
  const periods = PERIODS_PER_YEAR[frequency];
  const how =
    employee.payType === 'salary'
      ? `annual salary ${usd(employee.salary ?? 0)} ÷ ${periods}`
      : `${usd(employee.hourlyRate ?? 0)}/hour × ${employee.hoursPerWeek} hours × 52 weeks ÷ ${periods}`;
  return text`Gross pay: ${how} (${frequency}) = ${usd(gross)}, rounded to the cent`;
}
