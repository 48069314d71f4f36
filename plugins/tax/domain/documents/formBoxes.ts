/**
 * The boxes of the year-end forms Keel fills, with their titles as printed on the IRS forms: Form
 * W-2 and Form W-3 (irs.gov/pub/irs-pdf/fw2.pdf, fw3.pdf) and Form 1099-NEC
 * (irs.gov/pub/irs-pdf/f1099nec.pdf). shared/tax has their due dates and the 1099 threshold
 * (us-payroll-2026.md §3.2, §3.3) but not the box titles; these were checked against the box lists
 * transcribed in "Essentials of Payroll" (Exhibit 5.2, W-2 boxes 1-3, 17) and the Form 1099-NEC
 * recipient instructions reproduced at fill.io (boxes 1 and 4). Only the boxes Keel has figures
 * for are listed: no tips, deferred compensation, box 12 codes or local taxes.
 */
export const FORM_BOX_SOURCE =
  'Box titles as printed on IRS Forms W-2, W-3 and 1099-NEC (irs.gov/forms-pubs)';

export const w2Boxes = {
  a: "Employee's social security number",
  b: 'Employer identification number (EIN)',
  c: "Employer's name, address, and ZIP code",
  e: "Employee's first name and initial, last name",
  f: "Employee's address and ZIP code",
  '1': 'Wages, tips, other compensation',
  '2': 'Federal income tax withheld',
  '3': 'Social security wages',
  '4': 'Social security tax withheld',
  '5': 'Medicare wages and tips',
  '6': 'Medicare tax withheld',
  '15': "State / Employer's state ID number",
  '16': 'State wages, tips, etc.',
  '17': 'State income tax',
} as const;

export const w3Boxes = {
  b: 'Kind of payer',
  c: 'Total number of Forms W-2',
  e: 'Employer identification number (EIN)',
  f: "Employer's name",
  g: "Employer's address and ZIP code",
  '1': 'Wages, tips, other compensation',
  '2': 'Federal income tax withheld',
  '3': 'Social security wages',
  '4': 'Social security tax withheld',
  '5': 'Medicare wages and tips',
  '6': 'Medicare tax withheld',
  '15': 'State',
  '16': 'State wages, tips, etc.',
  '17': 'State income tax',
} as const;

export const nec1099Boxes = {
  payer: "PAYER'S name, street address, city or town, state or province, country, ZIP",
  payerTin: "PAYER'S TIN",
  recipientTin: "RECIPIENT'S TIN",
  recipient: "RECIPIENT'S name",
  recipientAddress: 'Street address (including apt. no.), city or town, state, ZIP',
  '1': 'Nonemployee compensation',
  '4': 'Federal income tax withheld',
} as const;
