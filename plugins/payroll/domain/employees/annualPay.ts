import type { Cents } from '@keel/core/domain';
import type { Employee } from './employeeSchema';

/** The fields annual pay depends on. */
export type AnnualPayBasis = Pick<Employee, 'payType' | 'salary' | 'hourlyRate' | 'hoursPerWeek'>;

const WEEKS_PER_YEAR = 52;

/**
 * An employee's annual pay in cents: the salary, or hourly rate × hours per week × 52 (spec 000
 * section 9) rounded to the cent with halves up. Integer arithmetic only: hours are taken in
 * hundredths, the precision the employee schema allows.
 */
export function annualPay(employee: AnnualPayBasis): Cents {
  if (employee.payType === 'salary') return employee.salary ?? 0;
  const hundredthsOfHours = Math.round(employee.hoursPerWeek * 100);
  const numerator = (employee.hourlyRate ?? 0) * hundredthsOfHours * WEEKS_PER_YEAR;
  const remainder = numerator % 100;
  return (numerator - remainder) / 100 + (remainder >= 50 ? 1 : 0);
}

/** The employee list's total annual payroll: the sum of each employee's annual pay. */
export function totalAnnualPayroll(employees: readonly AnnualPayBasis[]): Cents {
  return employees.reduce((total, employee) => total + annualPay(employee), 0);
}
