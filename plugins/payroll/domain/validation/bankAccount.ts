import { z } from 'zod';
import { accountNumberSchema } from './accountNumber';
import { requiredText } from './requiredText';
import { routingNumberSchema } from './routingNumber';

/** The account types a payroll bank account may have (spec 000 section 3). */
export const bankAccountTypes = ['checking', 'savings'] as const;
/** Checking or savings. */
export type BankAccountType = (typeof bankAccountTypes)[number];

/** The default name of the company's payroll account (spec 000 section 2.10). */
export const DEFAULT_BANK_ACCOUNT_NAME = 'Primary Payroll Account';

/** The company bank account block of payroll setup (spec 000 sections 2.10 and 3). */
export const bankAccountSchema = z.object({
  bankName: requiredText('Bank name'),
  accountName: requiredText('Account name').default(DEFAULT_BANK_ACCOUNT_NAME),
  accountType: z.enum(bankAccountTypes).default('checking'),
  routingNumber: routingNumberSchema,
  accountNumber: accountNumberSchema,
});
/** A checked company bank account. */
export type BankAccount = z.output<typeof bankAccountSchema>;

/** An employee's direct-deposit details (spec 000 sections 3 and 5). */
export const employeeBankDetailsSchema = z.object({
  bankName: requiredText('Bank name'),
  accountType: z.enum(bankAccountTypes).default('checking'),
  routingNumber: routingNumberSchema,
  accountNumber: accountNumberSchema,
});
/** Checked employee bank details. */
export type EmployeeBankDetails = z.output<typeof employeeBankDetailsSchema>;

/** Field name -> first message, for a form to show beside each field. */
export type BankAccountErrors = Partial<Record<keyof BankAccount, string>>;

/** The first message per field of a company bank account, empty when it is valid. */
export function bankAccountErrors(values: unknown): BankAccountErrors {
  const result = bankAccountSchema.safeParse(values);
  const errors: BankAccountErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in bankAccountSchema.shape) {
      errors[field as keyof BankAccount] ??= issue.message;
    }
  }
  return errors;
}
