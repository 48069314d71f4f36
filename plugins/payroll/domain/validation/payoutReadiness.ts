import { bankAccountSchema, employeeBankDetailsSchema } from './bankAccount';

/** A toast's title and text, worded exactly as spec 000 section 8 gives them. */
export interface PayoutProblem {
  title: string;
  description: string;
}

/** What payout checks need to know of an employee (spec 000 section 3). */
export interface PayoutEmployee {
  paymentMethod: 'direct_deposit' | 'check';
  bankName?: string;
  routingNumber?: string;
  accountNumber?: string;
  accountType?: string;
}

/**
 * Why direct deposits cannot be processed yet, or null when they can: the company needs a valid
 * bank account, and every direct-deposit employee bank name, routing and account number
 * (spec 000 sections 5 and 8).
 */
export function directDepositProblem(
  companyAccount: unknown,
  employees: readonly PayoutEmployee[],
): PayoutProblem | null {
  if (!bankAccountSchema.safeParse(companyAccount).success) {
    return {
      title: 'Company Bank Account Required',
      description:
        'Please set up your company bank account in the setup step before processing direct deposits',
    };
  }
  const missing = employees.filter(
    (employee) =>
      employee.paymentMethod === 'direct_deposit' &&
      !employeeBankDetailsSchema.safeParse(employee).success,
  ).length;
  if (missing === 0) return null;
  return {
    title: 'Missing Employee Bank Information',
    description: `${missing} employees need to complete their banking details in employee settings`,
  };
}

/** Why there are no checks to print, or null when an employee is paid by check (spec 000 §5, §8). */
export function checkPrintingProblem(employees: readonly PayoutEmployee[]): PayoutProblem | null {
  if (employees.some((employee) => employee.paymentMethod === 'check')) return null;
  return {
    title: 'No Checks to Print',
    description: 'All employees are set up for direct deposit',
  };
}
