/** The bank account types a form offers (spec 000 section 3). */
export const accountTypeOptions = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
];

/** The routing number field: an ABA number is 9 digits, never filled in by the browser. */
export const routingNumberInput = {
  label: 'Routing number',
  inputMode: 'numeric',
  maxLength: 9,
  autoComplete: 'off',
} as const;

/** The account number field: up to 17 digits (the NACHA entry's DFI account number). */
export const accountNumberInput = {
  label: 'Account number',
  inputMode: 'numeric',
  maxLength: 17,
  autoComplete: 'off',
} as const;
