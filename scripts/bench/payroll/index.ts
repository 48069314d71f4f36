// Payroll bench: a 10,000-employee company. Times (a) computing a run with the tax engine, (b)
// rendering every paystub into one PDF with progress, (c) writing the NACHA PPD file of its
// direct deposits. No peer runs here (commercial payroll engines are closed), so no ratio.
// With --steps instead: the wizard's steps for a small company, server routes and screens
// (steps.ts; the screens need `npm run build -w @keel/core` first).
// Usage: npm run bench:payroll -- [--employees 10000] [--runs 3]
//        npm run bench:payroll -- --steps [--step-employees 10] [--periods 3]
import { computePayrollRun, type PayrollRunInput } from '../../../plugins/payroll/domain/tax';
import { paystubsPdf, type PaystubInput } from '../../../plugins/payroll/domain/documents';
import { buildNachaPpdFile, validateNachaFile } from '../../../plugins/payroll/domain/nacha';
import { routingCheckDigit } from '../../../plugins/payroll/domain/validation';
import { printStepBench } from './steps';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer`);
  return value;
}

if (process.argv.includes('--steps')) {
  await printStepBench({
    employees: option('step-employees', 10),
    periods: option('periods', 3),
  });
  // The servers and browser are closed; fetch's kept-alive sockets would hold the process open.
  process.exit(0);
}

const employeeCount = option('employees', 10_000);
const runs = option('runs', 3);
const payDate = '2026-03-13';
const period = { start: '2026-02-28', end: '2026-03-13' };

/** A deterministic company: salaried and hourly staff, every filing status, some W-4 extras. */
function company(): PayrollRunInput {
  const statuses = ['single', 'married', 'head_of_household'] as const;
  return {
    taxYear: 2026,
    payDate,
    frequency: 'biweekly',
    company: { state: 'CA' },
    employees: Array.from({ length: employeeCount }, (_, i) => ({
      employee:
        i % 3 === 0
          ? {
              id: `E-${i}`,
              payType: 'hourly' as const,
              hourlyRate: 1_800 + (i % 40) * 50,
              hoursPerWeek: 20 + (i % 21),
            }
          : { id: `E-${i}`, payType: 'salary' as const, salary: 3_500_000 + (i % 97) * 250_000 },
      ytd: { gross: 0, socialSecurityWages: 0, medicareWages: 0, futaWages: 0, sutaWages: 0 },
      otherDeductions: i % 5 === 0 ? 2_500 : 0,
    })).map((entry, i) => ({
      ...entry,
      employee: {
        ...entry.employee,
        taxFilingStatus: statuses[i % 3],
        w4Dependents: i % 7 === 0 ? 200_000 : 0,
      },
    })),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const input = company();
const computeMs: number[] = [];
const coldStarted = performance.now();
let run = computePayrollRun(input);
const coldMs = performance.now() - coldStarted;
for (let i = 0; i < runs; i += 1) {
  const started = performance.now();
  run = computePayrollRun(input);
  computeMs.push(performance.now() - started);
}

const stubs: PaystubInput[] = run.paychecks.map((paycheck, i) => ({
  employer: { legalName: 'Keel Bench Co', addressLines: ['1 Main St', 'Oakland, CA 94612'] },
  employee: { name: `Employee ${i}`, id: paycheck.employeeId },
  payPeriod: period,
  payDate,
  frequency: 'biweekly',
  payBasis: { type: 'salary', overtimeExempt: true },
  paycheck,
  ytd: {
    gross: paycheck.gross.amount,
    federalIncomeTax: paycheck.federalIncomeTax.amount,
    socialSecurity: paycheck.socialSecurity.amount,
    medicare: paycheck.medicare.amount,
    additionalMedicare: paycheck.additionalMedicare.amount,
    stateIncomeTax: paycheck.stateIncomeTax.amount,
    otherEmployeeTaxes: paycheck.otherEmployeeTaxes.map(({ name, amount }) => ({ name, amount })),
    otherDeductions: paycheck.otherDeductions,
    net: paycheck.net,
  },
}));
let reported = 0;
const pdfStarted = performance.now();
const pdf = await paystubsPdf(stubs, (done) => {
  reported = done;
  if (done % 2_000 === 0) process.stdout.write(`  paystubs ${done}/${stubs.length}\n`);
});
const pdfMs = performance.now() - pdfStarted;

const routing = (i: number) => {
  const first8 = String(10_000_000 + (i % 89_999_999)).padStart(8, '0');
  return `${first8}${routingCheckDigit(first8)}`;
};
const nachaMs: number[] = [];
let file = '';
for (let i = 0; i < runs; i += 1) {
  const started = performance.now();
  file = buildNachaPpdFile({
    originator: {
      companyName: 'Keel Bench Co',
      companyIdentification: '1123456789',
      immediateOrigin: '123456789',
      odfiRouting: '021000021',
      odfiName: 'Chase',
    },
    fileCreationDate: '2026-03-10',
    fileCreationTime: '09:00',
    effectiveEntryDate: payDate,
    credits: run.paychecks
      .filter((paycheck) => paycheck.net > 0)
      .map((paycheck, index) => ({
        name: `Employee ${index}`,
        individualId: paycheck.employeeId,
        routing: routing(index * 7919),
        account: String(100_000 + index),
        accountType: 'checking' as const,
        amountCents: paycheck.net,
      })),
    prenotes: [],
  });
  nachaMs.push(performance.now() - started);
}
const problems = validateNachaFile(file);

console.log(
  `payroll bench: ${employeeCount.toLocaleString('en-US')} employees, biweekly, California`,
);
console.log(
  `  compute the run (tax engine):  first run ${coldMs.toFixed(0)} ms; median ${median(computeMs).toFixed(0)} ms of ${runs} warm runs [${computeMs.map((ms) => ms.toFixed(0)).join(', ')}]  target under 500 ms`,
);
console.log(
  `  paystub PDFs, one file:        ${(pdfMs / 1000).toFixed(1)} s, ${(pdf.byteLength / 1e6).toFixed(1)} MB, progress reported to ${reported}/${stubs.length}  target under 60 s`,
);
console.log(
  `  NACHA PPD file:                median ${median(nachaMs).toFixed(0)} ms [${nachaMs.map((ms) => ms.toFixed(0)).join(', ')}], ${file.split('\n').filter(Boolean).length} records, validator: ${problems.length === 0 ? 'valid' : `${problems.length} problems`}  target under 1,000 ms`,
);
console.log('  peer: none measured (no open payroll engine is installed here)');
