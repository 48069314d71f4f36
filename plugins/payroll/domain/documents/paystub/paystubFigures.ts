import { formatUSD, type Cents } from '@keel/core/domain';
import { STATE_NAMES } from '../../tax';
import { maskAccountNumber } from '../../validation';
import { hoursText, periodText, usDate } from '../schemaParts';
import type { Paystub } from './paystubSchema';

/** One earnings line: description, hours (or blank), rate (or blank), current amount. */
export interface EarningsRow {
  readonly label: string;
  readonly hours: string;
  readonly rate: string;
  readonly current: Cents;
}

/** One money line with its current and year-to-date amounts and the note that explains it. */
export interface FigureRow {
  readonly label: string;
  readonly current: Cents;
  readonly ytd: Cents;
  readonly note: string | undefined;
}

/** What a paystub prints, worked out once for the full page and the check's voucher stubs. */
export interface PaystubFigures {
  readonly earnings: readonly EarningsRow[];
  /** "86.67", or a sentence when hours are not printed (exempt salaried employees). */
  readonly totalHours: string;
  readonly gross: FigureRow;
  readonly taxes: readonly FigureRow[];
  readonly totalTaxes: FigureRow;
  readonly deductions: readonly FigureRow[];
  readonly totalDeductions: FigureRow;
  readonly net: FigureRow;
  /** "Employee: Jane Roe", "Employee ID: E-7", "SSN: XXX-XX-1234" (when known). */
  readonly employeeLines: readonly string[];
  /** "Pay period: 03/01/2026 - 03/15/2026", "Pay date: ...", frequency and payment. */
  readonly periodLines: readonly string[];
}

const EXEMPT_HOURS = 'not shown: salaried, exempt from overtime';

function earningsRows(stub: Paystub): { rows: EarningsRow[]; totalHours: string } {
  const basis = stub.payBasis;
  if (basis.type === 'salary') {
    const annual =
      basis.annualSalary === undefined ? '' : ` (${formatUSD(basis.annualSalary)} a year)`;
    const hours = basis.hoursWorked === undefined ? '' : hoursText(basis.hoursWorked);
    return {
      rows: [{ label: `Salary${annual}`, hours, rate: '', current: stub.paycheck.gross.amount }],
      totalHours: hours === '' ? EXEMPT_HOURS : hours,
    };
  }
  let hundredths = 0;
  const rows = basis.lines.map((line): EarningsRow => {
    if (line.kind === 'hours') {
      hundredths += Math.round(line.hours * 100);
      return {
        label: line.label,
        hours: hoursText(line.hours),
        rate: `${formatUSD(line.rate)}/hr`,
        current: line.amount,
      };
    }
    if (line.hours !== undefined) hundredths += Math.round(line.hours * 100);
    return {
      label: `${line.label}: ${hoursText(line.units)} units`,
      hours: line.hours === undefined ? '' : hoursText(line.hours),
      rate: `${formatUSD(line.rate)}/unit`,
      current: line.amount,
    };
  });
  return { rows, totalHours: hoursText(hundredths / 100) };
}

function taxRows(stub: Paystub): FigureRow[] {
  const { paycheck, ytd } = stub;
  const state = paycheck.stateIncomeTax;
  const rows: FigureRow[] = [
    {
      label: 'Federal income tax',
      current: paycheck.federalIncomeTax.amount,
      ytd: ytd.federalIncomeTax,
      note: paycheck.federalIncomeTax.explanation,
    },
    {
      label: 'Social Security',
      current: paycheck.socialSecurity.amount,
      ytd: ytd.socialSecurity,
      note: paycheck.socialSecurity.explanation,
    },
    {
      label: 'Medicare',
      current: paycheck.medicare.amount,
      ytd: ytd.medicare,
      note: paycheck.medicare.explanation,
    },
  ];
  if (paycheck.additionalMedicare.amount > 0 || ytd.additionalMedicare > 0) {
    rows.push({
      label: 'Additional Medicare',
      current: paycheck.additionalMedicare.amount,
      ytd: ytd.additionalMedicare,
      note: paycheck.additionalMedicare.explanation,
    });
  }
  // An estimate is never shown as exact: its heading says so and its label says why.
  rows.push({
    label: `${STATE_NAMES[state.state]} income tax${state.exact ? '' : ' (estimate)'}`,
    current: state.amount,
    ytd: ytd.stateIncomeTax,
    note: `${state.label}. ${state.explanation}`,
  });
  for (const tax of paycheck.otherEmployeeTaxes) {
    const yearToDate = ytd.otherEmployeeTaxes.find((line) => line.name === tax.name)?.amount ?? 0;
    rows.push({ label: tax.name, current: tax.amount, ytd: yearToDate, note: tax.explanation });
  }
  for (const line of ytd.otherEmployeeTaxes) {
    if (paycheck.otherEmployeeTaxes.some((tax) => tax.name === line.name)) continue;
    rows.push({ label: line.name, current: 0, ytd: line.amount, note: 'None this pay period' });
  }
  return rows;
}

function deductionRows(stub: Paystub): FigureRow[] {
  if (stub.deductions === undefined) {
    return [
      {
        label: 'After-tax deductions',
        current: stub.paycheck.otherDeductions,
        ytd: stub.ytd.otherDeductions,
        note: undefined,
      },
    ];
  }
  return stub.deductions.map((item) => ({
    label: item.name,
    current: item.current,
    ytd: item.ytd,
    note: undefined,
  }));
}

const sum = (rows: readonly FigureRow[], pick: (row: FigureRow) => Cents) =>
  rows.reduce((total, row) => total + pick(row), 0);

function paymentLine(stub: Paystub): string | undefined {
  const payment = stub.payment;
  if (payment === undefined) return undefined;
  if (payment.method === 'check') return `Paid by check no. ${payment.checkNumber}`;
  const bank = payment.bankName === undefined ? '' : ` at ${payment.bankName}`;
  return `Paid by direct deposit to account ${maskAccountNumber(payment.accountNumber)}${bank}`;
}

const FREQUENCY_LABEL: Readonly<Record<string, string>> = {
  weekly: 'Weekly',
  biweekly: 'Biweekly',
  semimonthly: 'Semimonthly',
  monthly: 'Monthly',
  daily: 'Daily',
  quarterly: 'Quarterly',
  semiannually: 'Semiannually',
};

/** The figures and identity lines of a parsed paystub. */
export function paystubFigures(stub: Paystub): PaystubFigures {
  const { paycheck, ytd } = stub;
  const { rows: earnings, totalHours } = earningsRows(stub);
  const taxes = taxRows(stub);
  const deductions = deductionRows(stub);
  const totalTaxes: FigureRow = {
    label: 'Total taxes',
    current: paycheck.employeeTaxes,
    ytd: sum(taxes, (row) => row.ytd),
    note: undefined,
  };
  const totalDeductions: FigureRow = {
    label: 'Total deductions',
    current: paycheck.otherDeductions,
    ytd: ytd.otherDeductions,
    note: undefined,
  };
  const employee = stub.employee;
  const payment = paymentLine(stub);
  return {
    earnings,
    totalHours,
    gross: {
      label: 'Gross pay',
      current: paycheck.gross.amount,
      ytd: ytd.gross,
      note: paycheck.gross.explanation,
    },
    taxes,
    totalTaxes,
    deductions,
    totalDeductions,
    net: {
      label: 'Net pay',
      current: paycheck.net,
      ytd: ytd.net,
      note:
        `Net pay: gross pay ${formatUSD(paycheck.gross.amount)} - taxes ` +
        `${formatUSD(paycheck.employeeTaxes)} - deductions ${formatUSD(paycheck.otherDeductions)} ` +
        `= ${formatUSD(paycheck.net)}`,
    },
    employeeLines: [
      `Employee: ${employee.name}`,
      `Employee ID: ${employee.id}`,
      ...(employee.ssnLast4 === undefined ? [] : [`SSN: XXX-XX-${employee.ssnLast4}`]),
    ],
    periodLines: [
      `Pay period: ${periodText(stub.payPeriod)}`,
      `Pay date: ${usDate(stub.payDate)}`,
      ...(stub.frequency === undefined
        ? []
        : [`Pay frequency: ${FREQUENCY_LABEL[stub.frequency]}`]),
      ...(payment === undefined ? [] : [payment]),
    ],
  };
}
