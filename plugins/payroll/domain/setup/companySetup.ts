import { z } from 'zod';
import { businessTypeSchema } from '@keel/core/domain';
import { stateCodeSchema } from '../tax';
import { payrollFrequencySchema } from '../runs/payPeriods';
import { bankAccountSchema, einSchema } from '../validation';
import { requiredText } from '../validation/requiredText';

const required = (label: string) => ({ error: `${label} is required` });

/** The setup step's company information (spec 000 sections 2.10, 3 and 5, with its messages). */
export const companyInfoSchema = z.object({
  companyName: requiredText('Company name'),
  ein: einSchema,
  businessAddress: requiredText('Business address'),
  primaryState: z
    .string(required('Primary state'))
    .trim()
    .min(1, required('Primary state'))
    .pipe(stateCodeSchema),
  businessType: z
    .string(required('Business type'))
    .min(1, required('Business type'))
    .pipe(businessTypeSchema),
  payrollFrequency: z
    .string(required('Payroll frequency'))
    .min(1, required('Payroll frequency'))
    .pipe(payrollFrequencySchema),
});
export type CompanyInfo = z.output<typeof companyInfoSchema>;

/** The setup step: company information and the company's payroll bank account (the first of the list). */
export const companySetupSchema = z.object({
  companyInfo: companyInfoSchema,
  bankAccounts: z
    .array(bankAccountSchema, { error: 'Add the company bank account' })
    .min(1, 'Add the company bank account'),
});
export type CompanySetup = z.output<typeof companySetupSchema>;
