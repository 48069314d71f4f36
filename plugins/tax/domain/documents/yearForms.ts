import { formatUSD } from '@keel/core/domain';
import { FORM_BOX_SOURCE, nec1099Boxes, w2Boxes, w3Boxes } from './formBoxes';

/** One employee's year as payroll.facts' employeeYearTotals gives it (what Form W-2 needs). */
export interface EmployeeYearTotal {
  employeeId: string;
  firstName: string;
  lastName: string;
  /** The SSN's last four digits, '' when payroll has none. */
  ssnLast4: string;
  /** The home address, '' when payroll has none. */
  homeAddress: string;
  paychecks: number;
  wagesCents: number;
  federalIncomeTaxCents: number;
  socialSecurityWagesCents: number;
  socialSecurityTaxCents: number;
  medicareWagesCents: number;
  medicareTaxCents: number;
  states: readonly { state: string; wagesCents: number; incomeTaxCents: number }[];
}

/** A year's employees, as payroll.facts gives them. */
export interface EmployeeYearTotals {
  year: number;
  employees: readonly EmployeeYearTotal[];
}

/** A vendor's year as the ledger service's vendorPayments gives it (what Form 1099-NEC needs). */
export interface VendorPayment {
  name: string;
  taxIdOnFile: boolean;
  /** The address of the vendor form, '' when none is recorded. */
  address: string;
  paidCents: number;
}

/** One box of a form: its number or letter, its printed title, and what Keel fills in. */
export interface FormField {
  box: string;
  label: string;
  value: string;
}

/** One page of a year-end form as Keel prints it: never an official copy for filing. */
export interface FormSheet {
  /** 'Form W-2', 'Form W-3', 'Form 1099-NEC'. */
  form: string;
  title: string;
  taxYear: number;
  /** Whose copy it is. */
  copy: string;
  /** Why it cannot be filed, and where the filed copy goes. */
  notice: string;
  /** The lettered boxes: who pays and who is paid. */
  parties: FormField[];
  /** The numbered boxes: the amounts. */
  amounts: FormField[];
  /** Where the figures and titles come from, and the due date. */
  footer: string;
}

/** The payer as Keel knows it: name from the company, EIN and address from payroll setup. */
export interface Payer {
  name: string;
  /** Null when payroll setup (the only place Keel keeps them) cannot be read. */
  ein: string | null;
  address: string | null;
}

const NOT_RECORDED = 'Not recorded in Keel';

/** Cents as a form prints them: dollars and cents, no sign. */
export function formAmount(cents: number): string {
  return formatUSD(cents).replace('$', '');
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function stateFields(
  labels: { '15': string; '16': string; '17': string },
  states: readonly { state: string; wagesCents: number; incomeTaxCents: number }[],
): FormField[] {
  return states.flatMap((s) => [
    { box: '15', label: labels['15'], value: s.state },
    { box: '16', label: labels['16'], value: formAmount(s.wagesCents) },
    { box: '17', label: labels['17'], value: formAmount(s.incomeTaxCents) },
  ]);
}

/**
 * Box a of the employee's copy: the SSN truncated to its last four digits. An employer may print an
 * IRS truncated taxpayer identification number on the Forms W-2 it furnishes to employees, "for
 * example XXX-XX-1234 when replacing an SSN" (Treas. Reg. §301.6109-4(a) and (b)(1), as amended by
 * T.D. 9861, 84 FR 31717, 3 July 2019, for Forms W-2 furnished after 31 December 2020); Copy A, filed
 * with the SSA, needs the full number, and Keel prints no Copy A. Keel keeps only the last four.
 */
export function truncatedSsn(ssnLast4: string): string | null {
  return /^\d{4}$/.test(ssnLast4) ? `XXX-XX-${ssnLast4}` : null;
}

/** The W-2 of one employee for a year, for the employee and the employer's records. */
export function w2Sheet(
  employee: EmployeeYearTotal,
  payer: Payer,
  taxYear: number,
  dueDate: string | null,
): FormSheet {
  return {
    form: 'Form W-2',
    title: 'Wage and Tax Statement',
    taxYear,
    copy: "Employee's copy and employer's record copy",
    notice:
      'Not Copy A: this page cannot be filed with the Social Security Administration. File Copy A on the official form or electronically.',
    parties: [
      { box: 'a', label: w2Boxes.a, value: truncatedSsn(employee.ssnLast4) ?? NOT_RECORDED },
      { box: 'b', label: w2Boxes.b, value: payer.ein ?? NOT_RECORDED },
      {
        box: 'c',
        label: w2Boxes.c,
        value: [payer.name, payer.address ?? NOT_RECORDED].join(', '),
      },
      { box: 'e', label: w2Boxes.e, value: `${employee.firstName} ${employee.lastName}` },
      { box: 'f', label: w2Boxes.f, value: employee.homeAddress || NOT_RECORDED },
    ],
    amounts: [
      { box: '1', label: w2Boxes['1'], value: formAmount(employee.wagesCents) },
      { box: '2', label: w2Boxes['2'], value: formAmount(employee.federalIncomeTaxCents) },
      { box: '3', label: w2Boxes['3'], value: formAmount(employee.socialSecurityWagesCents) },
      { box: '4', label: w2Boxes['4'], value: formAmount(employee.socialSecurityTaxCents) },
      { box: '5', label: w2Boxes['5'], value: formAmount(employee.medicareWagesCents) },
      { box: '6', label: w2Boxes['6'], value: formAmount(employee.medicareTaxCents) },
      ...stateFields(w2Boxes, employee.states),
    ],
    footer: footer(
      `Keel payroll: the ${employee.paychecks} approved paychecks paid in ${taxYear}`,
      dueDate === null ? null : `Due to the employee by ${dueDate}`,
    ),
  };
}

/** The W-3 of a year: the totals of its Forms W-2, for the employer's records. */
export function w3Sheet(
  totals: EmployeeYearTotals,
  payer: Payer,
  dueDate: string | null,
): FormSheet {
  const all = totals.employees;
  const of = (pick: (e: EmployeeYearTotal) => number) => formAmount(sum(all.map(pick)));
  const states = new Map<string, { state: string; wagesCents: number; incomeTaxCents: number }>();
  for (const s of all.flatMap((e) => e.states)) {
    const known = states.get(s.state) ?? { state: s.state, wagesCents: 0, incomeTaxCents: 0 };
    known.wagesCents += s.wagesCents;
    known.incomeTaxCents += s.incomeTaxCents;
    states.set(s.state, known);
  }
  return {
    form: 'Form W-3',
    title: 'Transmittal of Wage and Tax Statements',
    taxYear: totals.year,
    copy: "Employer's record copy: the totals of this year's Forms W-2",
    notice:
      'Not for filing: the W-3 sent to the Social Security Administration with Copy A is the official form or an electronic filing.',
    parties: [
      { box: 'b', label: w3Boxes.b, value: '941' },
      { box: 'c', label: w3Boxes.c, value: String(all.length) },
      { box: 'e', label: w3Boxes.e, value: payer.ein ?? NOT_RECORDED },
      { box: 'f', label: w3Boxes.f, value: payer.name },
      { box: 'g', label: w3Boxes.g, value: payer.address ?? NOT_RECORDED },
    ],
    amounts: [
      { box: '1', label: w3Boxes['1'], value: of((e) => e.wagesCents) },
      { box: '2', label: w3Boxes['2'], value: of((e) => e.federalIncomeTaxCents) },
      { box: '3', label: w3Boxes['3'], value: of((e) => e.socialSecurityWagesCents) },
      { box: '4', label: w3Boxes['4'], value: of((e) => e.socialSecurityTaxCents) },
      { box: '5', label: w3Boxes['5'], value: of((e) => e.medicareWagesCents) },
      { box: '6', label: w3Boxes['6'], value: of((e) => e.medicareTaxCents) },
      ...stateFields(w3Boxes, [...states.values()]),
    ],
    footer: footer(
      `Keel payroll: the ${all.length} Forms W-2 for ${totals.year}`,
      dueDate === null ? null : `Due to the SSA with Copy A by ${dueDate}`,
    ),
  };
}

/** The 1099-NEC of one vendor for a year, for the recipient and the payer's records. */
export function nec1099Sheet(
  vendor: VendorPayment,
  payer: Payer,
  taxYear: number,
  dueDate: string | null,
): FormSheet {
  return {
    form: 'Form 1099-NEC',
    title: 'Nonemployee Compensation',
    taxYear,
    copy: "Copy B for the recipient, and the payer's record copy",
    notice:
      'Not Copy A: this page cannot be filed with the IRS. File Copy A on the official form or electronically.',
    parties: [
      {
        box: '',
        label: nec1099Boxes.payer,
        value: [payer.name, payer.address ?? NOT_RECORDED].join(', '),
      },
      { box: '', label: nec1099Boxes.payerTin, value: payer.ein ?? NOT_RECORDED },
      {
        box: '',
        label: nec1099Boxes.recipientTin,
        // Keel keeps no tax id, not even its last four digits: there is no truncated TIN to print.
        value: vendor.taxIdOnFile
          ? 'On the W-9 on file (Keel keeps no tax id)'
          : 'No W-9 on file: request one before filing',
      },
      { box: '', label: nec1099Boxes.recipient, value: vendor.name },
      { box: '', label: nec1099Boxes.recipientAddress, value: vendor.address || NOT_RECORDED },
    ],
    amounts: [
      { box: '1', label: nec1099Boxes['1'], value: formAmount(vendor.paidCents) },
      // Keel records no backup withholding from vendor payments: the box stays empty.
      { box: '4', label: nec1099Boxes['4'], value: '' },
    ],
    footer: footer(
      `Keel books: payments to ${vendor.name} in ${taxYear}`,
      dueDate === null ? null : `Due to the recipient and the IRS by ${dueDate}`,
    ),
  };
}

function footer(figures: string, due: string | null): string {
  return [
    `Figures: ${figures}.`,
    due ? `${due} (shared/tax us-payroll-2026.md §3.2).` : '',
    `${FORM_BOX_SOURCE}.`,
  ]
    .filter(Boolean)
    .join(' ');
}
