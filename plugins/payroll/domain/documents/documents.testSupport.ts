import { computePaycheck, type Paycheck, type PaycheckInput } from '../tax';
import {
  MAX_DEDUCTIONS,
  MAX_EARNINGS_LINES,
  MAX_EXPLANATION,
  MAX_NOTES,
  MAX_OTHER_TAXES,
  type PaystubInput,
  type PaystubYtd,
} from './paystub/paystubSchema';
import type { PayrollCheckInput } from './check/payrollCheckSchema';

/** Year-to-date figures of a first paycheck of the year: this paycheck's own figures. */
export function firstYtd(paycheck: Paycheck): PaystubYtd {
  return {
    gross: paycheck.gross.amount,
    federalIncomeTax: paycheck.federalIncomeTax.amount,
    socialSecurity: paycheck.socialSecurity.amount,
    medicare: paycheck.medicare.amount,
    additionalMedicare: paycheck.additionalMedicare.amount,
    stateIncomeTax: paycheck.stateIncomeTax.amount,
    otherEmployeeTaxes: paycheck.otherEmployeeTaxes.map(({ name, amount }) => ({ name, amount })),
    otherDeductions: paycheck.otherDeductions,
    net: paycheck.net,
  };
}

/** `ytd` plus `times` more paychecks like this one (a stand-in for the stored history). */
export function laterYtd(paycheck: Paycheck, times: number): PaystubYtd {
  const first = firstYtd(paycheck);
  const k = times + 1;
  return {
    gross: first.gross * k,
    federalIncomeTax: first.federalIncomeTax * k,
    socialSecurity: first.socialSecurity * k,
    medicare: first.medicare * k,
    additionalMedicare: first.additionalMedicare * k,
    stateIncomeTax: first.stateIncomeTax * k,
    otherEmployeeTaxes: first.otherEmployeeTaxes.map(({ name, amount }) => ({
      name,
      amount: amount * k,
    })),
    otherDeductions: first.otherDeductions * k,
    net: first.net * k,
  };
}

export const sampleEmployer = {
  legalName: 'Keel Demo Bakery, Inc.',
  addressLines: ['1200 Harbor Blvd, Suite 4', 'Oakland, CA 94607'],
  phone: '(510) 555-0142',
};

/** A California hourly employee's semimonthly paycheck (exact state tax, SDI). */
export function californiaPaycheck(overrides: Partial<PaycheckInput> = {}): Paycheck {
  return computePaycheck({
    taxYear: 2026,
    payDate: '2026-03-20',
    frequency: 'semimonthly',
    company: { state: 'CA' },
    employee: { id: 'E-1042', payType: 'hourly', hourlyRate: 2875, hoursPerWeek: 40 },
    otherDeductions: 4500,
    ...overrides,
  });
}

/** A complete paystub: California, hourly, fifth pay of the year, two itemised deductions. */
export function samplePaystub(overrides: Partial<PaystubInput> = {}): PaystubInput {
  const paycheck = californiaPaycheck();
  const ytd = laterYtd(paycheck, 4);
  return {
    employer: sampleEmployer,
    employee: { name: 'María José Núñez', id: 'E-1042', ssnLast4: '6789' },
    payPeriod: { start: '2026-03-01', end: '2026-03-15' },
    payDate: '2026-03-20',
    frequency: 'semimonthly',
    payBasis: {
      type: 'hourly',
      // 40 hours a week × 52 ÷ 24 = 86.67 hours a semimonthly period.
      lines: [
        {
          kind: 'hours',
          label: 'Regular',
          hours: 86.67,
          rate: 2875,
          amount: paycheck.gross.amount,
        },
      ],
    },
    paycheck,
    ytd,
    deductions: [
      { name: 'Union dues', current: 2000, ytd: 10000 },
      { name: 'Charity (employee request)', current: 2500, ytd: ytd.otherDeductions - 10000 },
    ],
    payment: { method: 'check', checkNumber: 1000 },
    sickLeaveAvailableHours: 24,
    ...overrides,
  };
}

/** A salaried, exempt employee in a state without an exact module (the state tax is an estimate). */
export function estimatePaystub(): PaystubInput {
  const paycheck = computePaycheck({
    taxYear: 2026,
    payDate: '2026-03-13',
    frequency: 'biweekly',
    company: { state: 'OR' },
    employee: { id: 'E-7', payType: 'salary', salary: 7_800_000 },
  });
  return {
    employer: sampleEmployer,
    employee: { name: 'Sam Lee', id: 'E-7' },
    payPeriod: { start: '2026-02-28', end: '2026-03-13' },
    payDate: '2026-03-13',
    frequency: 'biweekly',
    payBasis: { type: 'salary', annualSalary: 7_800_000, overtimeExempt: true },
    paycheck,
    ytd: laterYtd(paycheck, 4),
    payment: { method: 'direct_deposit', bankName: 'First Bank', accountNumber: '000123456789' },
  };
}

export const sampleBank = {
  name: 'First Harbor Bank',
  addressLines: ['500 Main Street', 'Oakland, CA 94612'],
  fractionalRouting: '11-0000/1210',
  routingNumber: '121000358',
  accountNumber: '4421907788',
};

/** A check for the sample paystub. */
export function sampleCheck(overrides: Partial<PayrollCheckInput> = {}): PayrollCheckInput {
  return {
    checkNumber: 1000,
    bank: sampleBank,
    payeeAddressLines: ['88 Linden St', 'Oakland, CA 94607'],
    stub: samplePaystub(),
    ...overrides,
  };
}

/** Realistic explanation-like text of about `length` characters. */
export const longText = (prefix: string, length: number) =>
  `${prefix}: ${'wages $2,491.67 − deduction $238.00 = taxable $2,253.67; '.repeat(20)}`
    .slice(0, length)
    .trim();

/** A paystub with every list at its limit, long texts and amounts near $100 million. */
export function fullestPaystub(): PaystubInput {
  const earnings = Array.from({ length: MAX_EARNINGS_LINES }, (_, i) => ({
    kind: 'hours' as const,
    label: `Earnings line ${i + 1} with long text`,
    hours: 9_999.99,
    rate: 166_666,
    amount: Math.round(9_999.99 * 166_666),
  }));
  const big = earnings.reduce((a, e) => a + e.amount, 0); // about $99,999,500
  const otherTaxes = Array.from({ length: MAX_OTHER_TAXES }, (_, i) => ({
    name: `State payroll tax number ${i + 1} with a long name`,
    amount: 1_000_000_00 + i,
    explanation: longText(`Other tax ${i + 1}`, MAX_EXPLANATION),
  }));
  const line = (amount: number, label: string) => ({
    amount,
    explanation: longText(label, MAX_EXPLANATION),
  });
  const taxes = [2_000_000_00, 600_000_00, 150_000_00, 90_000_00, 900_000_00];
  const employeeTaxes =
    taxes.reduce((a, b) => a + b, 0) + otherTaxes.reduce((a, t) => a + t.amount, 0);
  const deductions = Array.from({ length: MAX_DEDUCTIONS }, (_, i) => ({
    name: `Deduction ${i + 1}: a rather long description of what it is`,
    current: 10_000_00 + i,
    ytd: 99_000_000_00 + i,
  }));
  const otherDeductions = deductions.reduce((a, d) => a + d.current, 0);
  const ytdDeductions = deductions.reduce((a, d) => a + d.ytd, 0);
  const ytdGross = 900_000_000_00;
  const ytdOther = otherTaxes.map((t) => ({ name: t.name, amount: t.amount * 9 }));
  const ytdTaxes =
    taxes.reduce((a, b) => a + b * 9, 0) + ytdOther.reduce((a, t) => a + t.amount, 0);
  return {
    employer: {
      legalName:
        'The Extremely Long Legal Name of an Employer That Goes On and On, Incorporated LLC',
      addressLines: [
        'Building 42, 1234 Very Long Industrial Park Boulevard, Suite 5600, Floor 12',
        'Attention: Payroll Department, Accounts Payable Division, Room 1200-B',
        'South San Francisco, California 94080-1234, United States of America',
      ],
      phone: '+1 (650) 555-0100 ext. 12345',
    },
    employee: {
      name: 'Maximiliana Alexandra Bartholomew-Featherstonehaugh de la Cruz y Pérez',
      id: 'EMP-000000000000000000000000000000000001',
      ssnLast4: '0001',
    },
    payPeriod: { start: '2026-12-16', end: '2026-12-31' },
    payDate: '2026-12-31',
    frequency: 'semiannually',
    payBasis: { type: 'hourly', lines: earnings },
    paycheck: {
      gross: line(big, 'Gross pay'),
      federalIncomeTax: line(taxes[0]!, 'Federal income tax'),
      socialSecurity: line(taxes[1]!, 'Social Security'),
      medicare: line(taxes[2]!, 'Medicare'),
      additionalMedicare: line(taxes[3]!, 'Additional Medicare'),
      stateIncomeTax: {
        ...line(taxes[4]!, 'State'),
        state: 'CA',
        exact: false,
        label: longText('Estimate', 200),
      },
      otherEmployeeTaxes: otherTaxes,
      employeeTaxes,
      otherDeductions,
      net: big - employeeTaxes - otherDeductions,
    },
    ytd: {
      gross: ytdGross,
      federalIncomeTax: taxes[0]! * 9,
      socialSecurity: taxes[1]! * 9,
      medicare: taxes[2]! * 9,
      additionalMedicare: taxes[3]! * 9,
      stateIncomeTax: taxes[4]! * 9,
      otherEmployeeTaxes: ytdOther,
      otherDeductions: ytdDeductions,
      net: ytdGross - ytdTaxes - ytdDeductions,
    },
    deductions,
    payment: {
      method: 'direct_deposit',
      bankName: 'A Bank With a Rather Long Name of Sixty Characters, N.A.',
      accountNumber: '12345678901234567',
    },
    sickLeaveAvailableHours: 99_999.99,
    notes: Array.from({ length: MAX_NOTES }, (_, i) => longText(`Note ${i + 1}`, 300)),
  };
}
