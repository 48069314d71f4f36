/** The bank account types a form offers (spec 000 section 3). */
export const accountTypeOptions = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
];
