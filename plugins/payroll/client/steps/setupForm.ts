import { companyInfoSchema } from '../../domain/setup';
import { bankAccountSchema, DEFAULT_BANK_ACCOUNT_NAME } from '../../domain/validation';
import type { SetupRow } from '../../domain/schema';

/** The setup form's values, as typed. */
export interface SetupFormValues {
  companyName: string;
  ein: string;
  businessAddress: string;
  primaryState: string;
  businessType: string;
  payrollFrequency: string;
  bankName: string;
  accountName: string;
  accountType: string;
  routingNumber: string;
  accountNumber: string;
}
export type SetupField = keyof SetupFormValues;
export type SetupErrors = Partial<Record<SetupField, string>>;

/**
 * The form as it opens: the saved setup (bank numbers left blank: only their last four are kept),
 * or the company profile's name and business type and the rest empty.
 */
export function initialSetupValues(
  saved: SetupRow | null,
  company: { companyName: string; businessType: string },
): SetupFormValues {
  return {
    companyName: saved?.companyName ?? company.companyName,
    ein: saved?.ein ?? '',
    businessAddress: saved?.businessAddress ?? '',
    primaryState: saved?.primaryState ?? '',
    businessType: saved?.businessType ?? company.businessType,
    payrollFrequency: saved?.payrollFrequency ?? '',
    bankName: saved?.bankName ?? '',
    accountName: saved?.accountName ?? DEFAULT_BANK_ACCOUNT_NAME,
    accountType: saved?.accountType ?? 'checking',
    routingNumber: '',
    accountNumber: '',
  };
}

/** The body of the setup call. */
export function setupCallData(values: SetupFormValues) {
  const { bankName, accountName, accountType, routingNumber, accountNumber, ...companyInfo } =
    values;
  return {
    companyInfo,
    bankAccounts: [{ bankName, accountName, accountType, routingNumber, accountNumber }],
  };
}

/**
 * The first message per field (spec 000 section 5: '<Field> is required', the EIN format). With
 * bank numbers on file, leaving both blank keeps them.
 */
export function checkSetupForm(values: SetupFormValues, numbersOnFile: boolean): SetupErrors {
  const errors: SetupErrors = {};
  const { companyInfo, bankAccounts } = setupCallData(values);
  const info = companyInfoSchema.safeParse(companyInfo);
  if (!info.success)
    for (const issue of info.error.issues) errors[issue.path[0] as SetupField] ??= issue.message;
  const keep = numbersOnFile && !values.routingNumber && !values.accountNumber;
  const schema = keep
    ? bankAccountSchema.omit({ routingNumber: true, accountNumber: true })
    : bankAccountSchema;
  const bank = schema.safeParse(bankAccounts[0]);
  if (!bank.success)
    for (const issue of bank.error.issues) errors[issue.path[0] as SetupField] ??= issue.message;
  return errors;
}

/** The server's field names (companyInfo.ein, bankAccounts.0.routingNumber) as form fields. */
export function setupErrorsFromServer(fields: Record<string, string>): SetupErrors {
  const errors: SetupErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = path.split('.').at(-1) as SetupField;
    errors[field] ??= message;
  }
  return errors;
}
