import { z } from 'zod';
import { paymentMethods, type Employee } from './employeeSchema';
import { employeeTaxProfileSchema } from '../tax';

/**
 * An employee as the payroll document keeps them: every field but the full routing, account and
 * Social Security numbers, which are sealed on the server (PayrollVault); their last four digits
 * instead ('' when not given).
 */
export type StoredEmployee = Omit<
  Employee,
  'routingNumber' | 'accountNumber' | 'ssn' | 'homeAddress'
> & {
  routingLast4: string;
  accountLast4: string;
  /** Last four digits of the SSN ('' when not given). */
  ssnLast4?: string;
  /** Absent on employees saved before Keel asked for it. */
  homeAddress?: string;
};

const storedFieldsSchema = z.looseObject({
  id: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  paymentMethod: z.enum(paymentMethods),
  routingLast4: z.string(),
  accountLast4: z.string(),
});

const last4 = (digits: string | undefined) => (digits ? digits.slice(-4) : '');

/** The stored form of a checked employee. */
export function toStoredEmployee(employee: Employee): StoredEmployee {
  const { routingNumber, accountNumber, ssn, ...rest } = employee;
  return {
    ...rest,
    routingLast4: last4(routingNumber),
    accountLast4: last4(accountNumber),
    ssnLast4: last4(ssn),
  };
}

/** A stored employee read back; null when the row is broken (it is then left out, never guessed). */
export function readStoredEmployee(value: unknown): StoredEmployee | null {
  if (!storedFieldsSchema.safeParse(value).success) return null;
  if (!employeeTaxProfileSchema.safeParse(value).success) return null;
  return value as StoredEmployee;
}
