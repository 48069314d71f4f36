import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { parseMoney } from '@keel/core/domain';
import { readCsvText } from '../employees/readCsvText';
import { computePayrollRun, type Paycheck } from '../tax';
import {
  PAYROLL_REGISTER_HEADERS,
  payrollRegisterCsv,
  payrollRegisterFileName,
} from './payrollRegisterCsv';
import type { PayrollRegisterInput, RegisterPaycheck } from './payrollRegisterInput';

const dates = { payDate: '2026-03-06', periodStart: '2026-02-21', periodEnd: '2026-03-06' };

/** The CSV's records as cells, the byte order mark checked and dropped. */
function records(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  return readCsvText(csv.slice(1)).map((row) => row.cells);
}

const column = (name: (typeof PAYROLL_REGISTER_HEADERS)[number]) =>
  PAYROLL_REGISTER_HEADERS.indexOf(name);
const AMOUNT_COLUMNS = PAYROLL_REGISTER_HEADERS.filter(
  (name) =>
    ![
      'Employee ID',
      'Employee Name',
      'Pay Date',
      'Period Start',
      'Period End',
      'State',
      'State Tax Is Estimate',
      'SUTA Is Estimate',
    ].includes(name),
);

function run(state: 'CA' | 'TX' | 'OR') {
  return computePayrollRun({
    taxYear: 2026,
    payDate: dates.payDate,
    frequency: 'biweekly',
    company: { state },
    employees: [
      { employee: { id: 'e1', payType: 'salary', salary: parseMoney('85,000') } },
      {
        employee: { id: 'e2', payType: 'hourly', hourlyRate: 2_250, hoursPerWeek: 30 },
        otherDeductions: 1_500,
      },
      {
        employee: {
          id: 'e3',
          payType: 'salary',
          salary: parseMoney('410,000'),
          taxFilingStatus: 'married',
        },
      },
    ],
  });
}
const employees = [
  { id: 'e1', name: 'Jane Smith' },
  { id: 'e2', name: 'Doe, "Johnny"' },
  { id: 'e3', name: '=HYPERLINK("http://x")' },
];

describe('payrollRegisterCsv', () => {
  it('writes a row per paycheck from the tax engine and a totals row of the run totals', () => {
    const payroll = run('CA');
    const paychecks: readonly Paycheck[] = payroll.paychecks;
    const rows = records(payrollRegisterCsv({ ...dates, employees, paychecks }));
    expect(rows[0]).toEqual([...PAYROLL_REGISTER_HEADERS]);
    expect(rows).toHaveLength(5);
    const [, first, second, third, total] = rows as [
      string[],
      string[],
      string[],
      string[],
      string[],
    ];
    const p1 = payroll.paychecks[0]!;
    expect(first.slice(0, 5)).toEqual([
      'e1',
      'Jane Smith',
      '2026-03-06',
      '2026-02-21',
      '2026-03-06',
    ]);
    expect(first[column('Gross Pay')]).toBe('3269.23');
    expect(parseMoney(first[column('Federal Income Tax')]!)).toBe(p1.federalIncomeTax.amount);
    expect(parseMoney(first[column('Other Employee Taxes')]!)).toBe(
      p1.otherEmployeeTaxes[0]!.amount,
    );
    expect(first[column('State')]).toBe('CA');
    expect(first[column('State Tax Is Estimate')]).toBe('No');
    expect(second[1]).toBe('Doe, "Johnny"');
    expect(second[column('Other Deductions')]).toBe('15.00');
    expect(third[1]).toBe('\'=HYPERLINK("http://x")');
    expect(parseMoney(third[column('Additional Medicare')]!)).toBe(0);
    const t = payroll.totals;
    expect(total.slice(0, 5)).toEqual(['Total', '3 employees', ...Object.values(dates)]);
    const totalOf = (name: (typeof PAYROLL_REGISTER_HEADERS)[number]) =>
      parseMoney(total[column(name)]!);
    expect(totalOf('Gross Pay')).toBe(t.gross);
    expect(totalOf('Net Pay')).toBe(t.net);
    expect(totalOf('State Income Tax')).toBe(t.stateIncomeTax);
    expect(totalOf('Other Employee Taxes')).toBe(t.otherEmployeeTaxes);
    expect(totalOf('FUTA')).toBe(t.employer.futa);
    expect(totalOf('SUTA')).toBe(t.employer.suta);
    expect(totalOf('Employer Medicare')).toBe(t.employer.medicare);
  });

  it('says when the state income tax is an estimate', () => {
    const payroll = run('OR');
    expect(payroll.stateIncomeTaxExact).toBe(false);
    const rows = records(payrollRegisterCsv({ ...dates, employees, paychecks: payroll.paychecks }));
    expect(rows.slice(1).map((row) => row[column('State Tax Is Estimate')])).toEqual([
      'Yes',
      'Yes',
      'Yes',
      'Yes',
    ]);
    const exact = records(
      payrollRegisterCsv({ ...dates, employees, paychecks: run('TX').paychecks }),
    );
    expect(exact.slice(1).map((row) => row[column('State Tax Is Estimate')])).toEqual([
      'No',
      'No',
      'No',
      'No',
    ]);
  });

  it('writes a header and a zero totals row for a run without paychecks; BOM optional', () => {
    const csv = payrollRegisterCsv(
      { ...dates, employees: [], paychecks: [] },
      { byteOrderMark: false },
    );
    const rows = readCsvText(csv).map((row) => row.cells);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 2)).toEqual(['Total', '0 employees']);
    expect(AMOUNT_COLUMNS.map((name) => rows[1]![column(name)])).toEqual(
      AMOUNT_COLUMNS.map(() => '0.00'),
    );
  });

  it('refuses input it cannot report honestly', () => {
    const paychecks = run('TX').paychecks;
    const issues = (input: PayrollRegisterInput) => {
      try {
        payrollRegisterCsv(input);
      } catch (error) {
        if (error instanceof ZodError) return error.issues.map((issue) => issue.message);
        throw error;
      }
      return [];
    };
    expect(issues({ ...dates, employees: employees.slice(1), paychecks })).toEqual([
      'Paycheck for e1 has no employee name',
    ]);
    expect(issues({ ...dates, periodStart: '2026-03-07', employees, paychecks })).toEqual([
      'Period end must not be before period start',
    ]);
    const broken = { ...paychecks[0]!, net: paychecks[0]!.net + 1 };
    expect(issues({ ...dates, employees, paychecks: [broken] })).toEqual([
      'Paycheck for e1: net pay is not gross less taxes and deductions',
    ]);
    expect(issues({ ...dates, payDate: '2026-02-30', employees, paychecks })).toEqual([
      'Use a real date as YYYY-MM-DD',
    ]);
  });

  it('names the file by pay date', () => {
    expect(payrollRegisterFileName('2026-03-06')).toBe('payroll-register-2026-03-06.csv');
  });
});

const cents = fc.integer({ min: 0, max: 5_000_000 });
const paycheckArbitrary = (employeeId: string): fc.Arbitrary<RegisterPaycheck> =>
  fc
    .record({
      net: cents,
      federal: cents,
      ss: cents,
      medicare: cents,
      addl: cents,
      state: cents,
      other: fc.array(cents, { maxLength: 2 }),
      deductions: cents,
      employer: fc.tuple(cents, cents, cents, cents),
      stateExact: fc.boolean(),
      sutaExact: fc.boolean(),
    })
    .map((p) => {
      const taxes =
        p.federal + p.ss + p.medicare + p.addl + p.state + p.other.reduce((a, b) => a + b, 0);
      const line = (amount: number) => ({ amount });
      return {
        employeeId,
        gross: line(p.net + taxes + p.deductions),
        federalIncomeTax: line(p.federal),
        socialSecurity: line(p.ss),
        medicare: line(p.medicare),
        additionalMedicare: line(p.addl),
        stateIncomeTax: { amount: p.state, state: 'NJ', exact: p.stateExact },
        otherEmployeeTaxes: p.other.map((amount, i) => ({ name: `Tax ${i}`, amount })),
        otherDeductions: p.deductions,
        net: p.net,
        employer: {
          socialSecurity: line(p.employer[0]),
          medicare: line(p.employer[1]),
          futa: line(p.employer[2]),
          suta: { amount: p.employer[3], exact: p.sutaExact },
        },
      };
    });

// Names built from the characters that break CSV files and spreadsheets, and any text at all.
const nameArbitrary = fc.oneof(
  fc.string({
    unit: fc.constantFrom(
      '=',
      '+',
      '-',
      '@',
      '"',
      ',',
      ';',
      '\n',
      '\r',
      '\t',
      'a',
      ' ',
      '1',
      '.',
      "'",
    ),
    maxLength: 8,
  }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);

describe('payrollRegisterCsv properties', () => {
  it('totals row equals the column sums; every name survives quoting; rows add up', () => {
    fc.assert(
      fc.property(
        fc
          .array(nameArbitrary, { maxLength: 12 })
          .chain((names) =>
            fc.tuple(
              fc.constant(names),
              fc.tuple(...names.map((_, i) => paycheckArbitrary(`id-${i}`))),
            ),
          ),
        ([rawNames, paychecks]) => {
          const names = rawNames.map((name, i) => (name.trim() ? name : `Employee ${i}`));
          const employees = names.map((name, i) => ({ id: `id-${i}`, name }));
          const rows = records(payrollRegisterCsv({ ...dates, employees, paychecks }));
          expect(rows).toHaveLength(paychecks.length + 2);
          const body = rows.slice(1, -1);
          const total = rows.at(-1)!;
          for (const name of AMOUNT_COLUMNS) {
            const sum = body.reduce((acc, row) => acc + parseMoney(row[column(name)]!), 0);
            expect(parseMoney(total[column(name)]!)).toBe(sum);
          }
          body.forEach((row, i) => {
            expect(row).toHaveLength(PAYROLL_REGISTER_HEADERS.length);
            const name = names[i]!.trim();
            const formula = /^[=+\-@\t\r]/.test(name) && !/^-?\d+(\.\d+)?$/.test(name);
            expect(row[1]).toBe(formula ? `'${name}` : name);
            const $ = (header: (typeof PAYROLL_REGISTER_HEADERS)[number]) =>
              parseMoney(row[column(header)]!);
            const withheld = [
              'Federal Income Tax',
              'Social Security',
              'Medicare',
              'Additional Medicare',
              'State Income Tax',
              'Other Employee Taxes',
              'Other Deductions',
            ] as const;
            expect($('Net Pay')).toBe(
              $('Gross Pay') - withheld.reduce((acc, header) => acc + $(header), 0),
            );
          });
          const anyEstimate = paychecks.some((p) => !p.stateIncomeTax.exact);
          expect(total[column('State Tax Is Estimate')]).toBe(anyEstimate ? 'Yes' : 'No');
        },
      ),
      { numRuns: 200 },
    );
  });
});
