import type { PayoutProblem } from '../validation';
import type { PayrollRunRecord } from './payrollRunRecord';

/** A paycheck's employee, by id and name. */
export interface PaycheckPayee {
  employeeId: string;
  name: string;
}

/**
 * The run's direct deposits whose employee has no complete bank details (bank name, routing and
 * account number): a deposit to them cannot be made.
 */
export function depositsLackingBankDetails(
  run: Pick<PayrollRunRecord, 'paychecks'>,
  hasBankDetails: (employeeId: string) => boolean,
): PaycheckPayee[] {
  return run.paychecks
    .filter((p) => p.paymentMethod === 'direct_deposit' && p.net > 0)
    .filter((p) => !hasBankDetails(p.employeeId))
    .map(({ employeeId, name }) => ({ employeeId, name }));
}

/** Spec 000 section 8's 'Missing Employee Bank Information', naming who it is about. */
export function missingBankDetailsProblem(payees: readonly PaycheckPayee[]): PayoutProblem {
  const count = payees.length;
  return {
    title: 'Missing Employee Bank Information',
    description: `${count} ${count === 1 ? 'employee needs' : 'employees need'} to complete their banking details in employee settings: ${payees.map((p) => p.name).join(', ')}`,
  };
}
