import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatUSD, parseMoney } from '@keel/core/domain';
import { PERIODS_PER_YEAR, computePaycheck, type Paycheck, type StateCode } from '../../tax';
import {
  californiaPaycheck,
  estimatePaystub,
  fullestPaystub,
  laterYtd,
  longText,
  sampleEmployer,
  samplePaystub,
} from '../documents.testSupport';
import { expectTidy } from '../pdfInspection.testSupport';
import { toWinAnsi } from '../text/winAnsi';
import { layoutPaystub, paystubLines } from './paystubLayout';
import { MAX_DEDUCTIONS, MAX_EXPLANATION, paystubSchema, type PaystubInput } from './paystubSchema';

const cells = (line: string) => line.split(' | ');

/** The money rows of a printed section, from its heading to its total (excluded). */
function sectionRows(
  lines: readonly string[],
  heading: string,
): { label: string; current: number; ytd: number }[] {
  const start = lines.findIndex((line) => line.startsWith(`${heading} |`));
  const rows: { label: string; current: number; ytd: number }[] = [];
  for (const line of lines.slice(start + 1)) {
    const [label, current, ytd, ...rest] = cells(line);
    if (label!.startsWith('Total ')) break;
    if (ytd === undefined || rest.length > 0) continue; // notes are one cell
    rows.push({ label: label!, current: parseMoney(current!), ytd: parseMoney(ytd) });
  }
  return rows;
}

function moneyRow(lines: readonly string[], label: string): { current: number; ytd: number } {
  const line = lines.find((l) => l.startsWith(`${label} | `));
  if (!line) throw new Error(`no "${label}" line`);
  const [, current, ytd] = cells(line);
  return { current: parseMoney(current!), ytd: parseMoney(ytd!) };
}

describe('paystubLines (formats 1d, California Labor Code 226(a))', () => {
  const lines = paystubLines(samplePaystub());
  const text = lines.join('\n');

  it('prints the nine 226(a) items', () => {
    const paycheck = californiaPaycheck();
    // (1) gross wages earned, with year to date.
    expect(lines).toContain(`Gross pay | ${formatUSD(paycheck.gross.amount)} | $12,458.35`);
    // (2) total hours worked.
    expect(lines).toContain('Total hours worked | 86.67');
    // (4) all deductions: each tax and each deduction, current and year to date.
    expect(lines).toContain('Federal income tax | $208.17 | $1,040.85');
    expect(lines).toContain('Social Security | $154.48 | $772.40');
    expect(lines).toContain('Medicare | $36.13 | $180.65');
    expect(lines).toContain('California income tax | $81.59 | $407.95');
    expect(lines).toContain('California SDI | $32.39 | $161.95');
    expect(lines).toContain('Union dues | $20.00 | $100.00');
    expect(lines).toContain('Charity (employee request) | $25.00 | $125.00');
    expect(lines).toContain('Total deductions | $45.00 | $225.00');
    // (5) net wages earned.
    expect(lines).toContain(`Net pay | ${formatUSD(paycheck.net)} | $9,669.55`);
    // (6) inclusive dates of the pay period (and the pay date).
    expect(text).toContain('Pay period: 03/01/2026 - 03/15/2026');
    expect(text).toContain('Pay date: 03/20/2026');
    // (7) the employee's name, employee ID and only the last four digits of the SSN.
    expect(text).toContain('Employee: María José Núñez');
    expect(text).toContain('Employee ID: E-1042');
    expect(text).toContain('SSN: XXX-XX-6789');
    // (8) the legal name and address of the employer.
    expect(lines[0]).toBe('Keel Demo Bakery, Inc. | Earnings Statement');
    expect(lines).toContain('1200 Harbor Blvd, Suite 4');
    expect(lines).toContain('Oakland, CA 94607');
    // (9) each hourly rate and the hours worked at it.
    expect(lines).toContain('Regular | 86.67 | $28.75/hr | $2,491.67');
    // §246(i) paid sick leave available.
    expect(lines).toContain('Paid sick leave available: 24.00 hours');
  });

  it('prints piece rates and several hourly rates (226(a)(3) and (9))', () => {
    const paycheck = californiaPaycheck();
    const gross = paycheck.gross.amount; // $2,491.67
    const stub = samplePaystub({
      payBasis: {
        type: 'hourly',
        lines: [
          { kind: 'hours', label: 'Regular', hours: 60, rate: 2875, amount: 172500 },
          { kind: 'hours', label: 'Overtime', hours: 4, rate: 4313, amount: 17252 },
          {
            kind: 'piece',
            label: 'Cakes decorated',
            units: 165,
            rate: 359,
            amount: 59235,
            hours: 20,
          },
          {
            kind: 'piece',
            label: 'Rush orders',
            units: 1,
            rate: gross - 172500 - 17252 - 59235,
            amount: gross - 172500 - 17252 - 59235,
          },
        ],
      },
    });
    const printed = paystubLines(stub);
    expect(printed).toContain('Regular | 60.00 | $28.75/hr | $1,725.00');
    expect(printed).toContain('Overtime | 4.00 | $43.13/hr | $172.52');
    expect(printed).toContain('Cakes decorated: 165.00 units | 20.00 | $3.59/unit | $592.35');
    expect(printed).toContain('Rush orders: 1.00 units | $1.80/unit | $1.80');
    expect(printed).toContain('Total hours worked | 84.00');
  });

  it('explains every figure under its line', () => {
    const paycheck = californiaPaycheck();
    const joined = lines.join(' ');
    for (const explanation of [
      paycheck.gross.explanation,
      paycheck.federalIncomeTax.explanation,
      paycheck.socialSecurity.explanation,
      paycheck.medicare.explanation,
      paycheck.stateIncomeTax.explanation,
      paycheck.otherEmployeeTaxes[0]!.explanation,
    ]) {
      expect(joined).toContain(toWinAnsi(explanation));
    }
    expect(joined).toContain('California EDD DE 44 Method B (2026).');
    expect(joined).toContain(
      'Net pay: gross pay $2,491.67 - taxes $512.76 - deductions $45.00 = $1,933.91',
    );
  });

  it('never prints an estimate as exact', () => {
    const printed = paystubLines(estimatePaystub());
    expect(printed).toContain('Oregon income tax (estimate) | $150.00 | $750.00');
    expect(printed.join(' ')).toContain(
      'Estimate: Oregon has no exact module in Keel. Oregon income tax (estimate): estimate at a flat 5%',
    );
    expect(printed).toContain('Total hours worked: not shown: salaried, exempt from overtime');
    expect(printed).toContain('Salary ($78,000.00 a year) | $3,000.00');
  });

  it('shows only the last four digits of the SSN and of a deposit account', () => {
    const stub = estimatePaystub();
    const printed = paystubLines({
      ...stub,
      employee: { ...stub.employee, ssnLast4: '4321' },
    }).join('\n');
    expect(printed).toContain('SSN: XXX-XX-4321');
    expect(printed).toContain('Paid by direct deposit to account ••••••••6789 at First Bank');
    expect(printed).not.toContain('000123456789');
    expect(printed).not.toMatch(/\d{3}-?\d{2}-?\d{4}/);
    expect(
      paystubLines({ ...stub, employee: { name: 'Sam Lee', id: 'E-7' } }).join('\n'),
    ).not.toContain('SSN');
  });

  it('prints names in any script without failing', () => {
    const printed = paystubLines(
      samplePaystub({
        employee: { name: '王小明 🎉', id: 'E-9' },
        employer: { ...sampleEmployer, legalName: 'Nguyễn Bakery Łódź' },
      }),
    );
    expect(printed).toContain('Employee: ??? ? | Pay period: 03/01/2026 - 03/15/2026');
    expect(printed[0]).toBe('Nguyen Bakery Lódz | Earnings Statement');
  });

  it('lays out without overlaps, inside the page', () => {
    expectTidy(layoutPaystub(paystubSchema.parse(samplePaystub())));
    expectTidy(layoutPaystub(paystubSchema.parse(estimatePaystub())));
  });
});

describe('layoutPaystub limits', () => {
  it('fits the fullest paystub the schema allows on one tidy page', () => {
    const stub = paystubSchema.parse(fullestPaystub());
    const page = layoutPaystub(stub);
    expectTidy(page);
    const printed = paystubLines(fullestPaystub());
    expect(printed.filter((l) => l.startsWith('Deduction '))).toHaveLength(MAX_DEDUCTIONS);
    expect(printed.join(' ')).toContain(toWinAnsi(longText('Other tax 4', MAX_EXPLANATION)));
  });
});

const STATES: StateCode[] = ['CA', 'NY', 'TX', 'OR', 'PA', 'AZ', 'IL', 'GA', 'WA', 'NJ'];
const FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;

const paycheckArb = fc
  .record({
    state: fc.constantFrom(...STATES),
    frequency: fc.constantFrom(...FREQUENCIES),
    hourly: fc.boolean(),
    salary: fc.integer({ min: 0, max: 50_000_000 }),
    hourlyRate: fc.integer({ min: 0, max: 50_000 }),
    hoursPerWeek: fc.integer({ min: 0, max: 8_000 }).map((h) => h / 100),
    filing: fc.constantFrom('single', 'married', 'head_of_household'),
    otherDeductions: fc.integer({ min: 0, max: 300_000 }),
    priorPays: fc.integer({ min: 0, max: 25 }),
    ytdMedicareWages: fc.integer({ min: 0, max: 30_000_000 }),
  })
  .map((r) => {
    const paycheck: Paycheck = computePaycheck({
      taxYear: 2026,
      payDate: '2026-06-30',
      frequency: r.frequency,
      company: { state: r.state },
      employee: {
        id: 'E-1',
        payType: r.hourly ? 'hourly' : 'salary',
        salary: r.salary,
        hourlyRate: r.hourlyRate,
        hoursPerWeek: r.hoursPerWeek,
        taxFilingStatus: r.filing,
      },
      ytd: { medicareWages: r.ytdMedicareWages, socialSecurityWages: r.ytdMedicareWages },
      otherDeductions: r.otherDeductions,
    });
    const hours = Math.round(((r.hoursPerWeek * 52) / PERIODS_PER_YEAR[r.frequency]) * 100) / 100;
    const stub: PaystubInput = {
      ...samplePaystub(),
      frequency: r.frequency,
      payBasis: r.hourly
        ? {
            type: 'hourly',
            lines: [{ kind: 'hours', hours, rate: r.hourlyRate, amount: paycheck.gross.amount }],
          }
        : { type: 'salary', annualSalary: r.salary, overtimeExempt: true },
      paycheck,
      ytd: laterYtd(paycheck, r.priorPays),
      deductions: undefined,
    };
    return stub;
  });

describe('paystub arithmetic (property)', () => {
  it('prints net pay equal to gross less every printed tax and deduction line', () => {
    fc.assert(
      fc.property(paycheckArb, (stub) => {
        const printed = paystubLines(stub);
        const gross = moneyRow(printed, 'Gross pay');
        const net = moneyRow(printed, 'Net pay');
        const withheld = [
          ...sectionRows(printed, 'TAXES WITHHELD'),
          ...sectionRows(printed, 'DEDUCTIONS (AFTER TAX)'),
        ];
        const sum = (pick: (row: { current: number; ytd: number }) => number) =>
          withheld.reduce((total, row) => total + pick(row), 0);
        expect(net.current).toBe(gross.current - sum((row) => row.current));
        expect(net.ytd).toBe(gross.ytd - sum((row) => row.ytd));
        expect(net.current).toBe((stub.paycheck as Paycheck).net);
        const taxes = sectionRows(printed, 'TAXES WITHHELD');
        expect(moneyRow(printed, 'Total taxes').current).toBe(
          taxes.reduce((total, row) => total + row.current, 0),
        );
      }),
      { numRuns: 150 },
    );
  });
});
