import { formatUSD } from '@keel/core/domain';
import type { AnnualPayBasis } from '../../domain/employees';

/** "$78,000.00 / year" or "$25.00 / hour × 32 h": an employee's pay as the lists show it. */
export function payLabel(employee: AnnualPayBasis): string {
  return employee.payType === 'salary'
    ? `${formatUSD(employee.salary ?? 0)} / year`
    : `${formatUSD(employee.hourlyRate ?? 0)} / hour × ${employee.hoursPerWeek} h`;
}
