// Payroll input checks shared by forms, the server and the NACHA and check writers.
export {
  isValidRoutingNumber,
  routingCheckDigit,
  routingNumberField,
  routingNumberSchema,
} from './routingNumber';
export {
  EIN_FORMAT_MESSAGE,
  EIN_PATTERN,
  EIN_REQUIRED_MESSAGE,
  UNASSIGNED_EIN_PREFIXES,
  einSchema,
  unassignedEinPrefixMessage,
  validateEin,
} from './ein';
export { formatEinInput } from './formatEinInput';
export { MAX_ACCOUNT_NUMBER_DIGITS, accountNumberSchema, maskAccountNumber } from './accountNumber';
export {
  DEFAULT_BANK_ACCOUNT_NAME,
  bankAccountErrors,
  bankAccountSchema,
  bankAccountTypes,
  employeeBankDetailsSchema,
} from './bankAccount';
export type {
  BankAccount,
  BankAccountErrors,
  BankAccountType,
  EmployeeBankDetails,
} from './bankAccount';
export { checkPrintingProblem, directDepositProblem } from './payoutReadiness';
export type { PayoutEmployee, PayoutProblem } from './payoutReadiness';
export { maskSsn, ssnSchema } from './ssn';
