import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { taxAtRate } from '../arithmetic/rate';
import { federalIncomeTax } from '../federal/federalIncomeTax';
import type { RateSchedule } from '../federal/rateSchedule';
import type { EmployeeTaxProfileInput } from '../schemas/employeeTaxProfile';
import { PERIODS_PER_YEAR, type PayFrequency } from '../schemas/payFrequency';
import type { YearToDate } from '../schemas/paycheckInput';
import { STATE_NAMES, type StateCode } from '../schemas/stateCode';
import { taxYearTables } from '../years/registry';
import { computePaycheck } from './computePaycheck';
import { computePayrollRun } from './computePayrollRun';

const tables2026 = taxYearTables(2026);
const { fica } = tables2026;
const states = Object.keys(STATE_NAMES) as StateCode[];
const frequencies = Object.keys(PERIODS_PER_YEAR) as PayFrequency[];
const cents = (max: number) => fc.integer({ min: 0, max });

const employeeArbitrary: fc.Arbitrary<EmployeeTaxProfileInput> = fc
  .record({
    id: fc.constant('e'),
    payType: fc.constantFrom('salary' as const, 'hourly' as const),
    salary: cents(80_000_000), // up to $800,000 a year
    hourlyRate: cents(40_000),
    hoursPerWeek: fc.integer({ min: 0, max: 8_000 }).map((hundredths) => hundredths / 100),
    taxFilingStatus: fc.constantFrom(
      'single' as const,
      'married' as const,
      'head_of_household' as const,
    ),
    taxAllowances: fc.integer({ min: 0, max: 10 }),
    w4Version: fc.constantFrom('2020' as const, '2019' as const),
    w4Step2: fc.boolean(),
    w4Dependents: cents(1_000_000),
    w4OtherIncome: cents(10_000_000),
    w4Deductions: cents(5_000_000),
    w4ExtraWithholding: cents(20_000),
    stateWithholding: fc.record({
      additionalAllowances: fc.integer({ min: 0, max: 12 }),
      spouseAlsoEarns: fc.boolean(),
      extraWithholding: cents(5_000),
    }),
  })
  .map((employee) =>
    employee.w4Version === '2019'
      ? { ...employee, w4Step2: false, w4Dependents: 0, w4OtherIncome: 0, w4Deductions: 0 }
      : employee,
  );

const ytdArbitrary: fc.Arbitrary<YearToDate> = fc
  .record({ gross: cents(60_000_000), ss: cents(20_000_000), futa: cents(800_000) })
  .map(({ gross, ss, futa }) => ({
    gross,
    socialSecurityWages: Math.min(gross, ss),
    medicareWages: gross,
    futaWages: Math.min(gross, futa),
    sutaWages: Math.min(gross, futa),
  }));

describe('payroll properties', () => {
  it('net + every employee tax + other deductions = gross, exactly; nothing is negative', () => {
    fc.assert(
      fc.property(
        employeeArbitrary,
        ytdArbitrary,
        fc.constantFrom(...states),
        fc.constantFrom(...frequencies),
        cents(100_000),
        (employee, ytd, state, frequency, otherDeductions) => {
          const paycheck = computePaycheck({
            taxYear: 2026,
            payDate: '2026-06-05',
            frequency,
            company: { state },
            employee,
            ytd,
            otherDeductions,
          });
          const taxes = [
            paycheck.federalIncomeTax,
            paycheck.socialSecurity,
            paycheck.medicare,
            paycheck.additionalMedicare,
            paycheck.stateIncomeTax,
            ...paycheck.otherEmployeeTaxes,
          ].map((line) => line.amount);
          for (const amount of taxes) {
            expect(Number.isSafeInteger(amount)).toBe(true);
            expect(amount).toBeGreaterThanOrEqual(0);
          }
          const total = taxes.reduce((a, b) => a + b, 0);
          expect(paycheck.employeeTaxes).toBe(total);
          expect(paycheck.net + total + paycheck.otherDeductions).toBe(paycheck.gross.amount);
          expect(paycheck.employer.total).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 400 },
    );
  });

  it.each(['weekly', 'biweekly', 'semimonthly', 'monthly'] as const)(
    'a year of %s runs never exceeds the wage bases, and each year total is the rate applied once',
    (frequency) => {
      const periods = PERIODS_PER_YEAR[frequency];
      fc.assert(
        fc.property(
          fc.oneof(cents(20_000_000), fc.integer({ min: 18_000_000, max: 80_000_000 })),
          fc.constantFrom<StateCode>('CA', 'NY', 'TX', 'FL', 'IL'),
          (salary, state) => {
            let ytd: YearToDate = {
              gross: 0,
              socialSecurityWages: 0,
              medicareWages: 0,
              futaWages: 0,
              sutaWages: 0,
            };
            const totals = { ss: 0, medicare: 0, additional: 0, futa: 0, employerSs: 0 };
            for (let run = 0; run < periods; run++) {
              const paycheck = computePaycheck({
                taxYear: 2026,
                frequency,
                company: { state },
                employee: { id: 'e', payType: 'salary', salary },
                ytd,
              });
              expect(paycheck.federalIncomeTax.amount).toBeGreaterThanOrEqual(0);
              totals.ss += paycheck.socialSecurity.amount;
              totals.employerSs += paycheck.employer.socialSecurity.amount;
              totals.medicare += paycheck.medicare.amount;
              totals.additional += paycheck.additionalMedicare.amount;
              totals.futa += paycheck.employer.futa.amount;
              ytd = paycheck.ytdAfter;
              expect(ytd.socialSecurityWages).toBeLessThanOrEqual(fica.socialSecurityWageBase);
              expect(ytd.futaWages).toBeLessThanOrEqual(tables2026.futa.wageBase);
            }
            const maxSocialSecurity = taxAtRate(
              fica.socialSecurityWageBase,
              fica.socialSecurityRate,
            );
            expect(maxSocialSecurity).toBe(1_143_900);
            expect(totals.ss).toBeLessThanOrEqual(maxSocialSecurity);
            expect(totals.ss).toBe(taxAtRate(ytd.socialSecurityWages, fica.socialSecurityRate));
            expect(totals.employerSs).toBe(totals.ss);
            expect(ytd.socialSecurityWages).toBe(Math.min(ytd.gross, fica.socialSecurityWageBase));
            expect(totals.medicare).toBe(taxAtRate(ytd.gross, fica.medicareRate));
            const over200k = Math.max(0, ytd.gross - fica.additionalMedicareThreshold);
            expect(totals.additional).toBe(taxAtRate(over200k, fica.additionalMedicareRate));
            expect(ytd.futaWages).toBe(Math.min(ytd.gross, 700_000));
            expect(totals.futa).toBeLessThanOrEqual(4_200);
            expect(totals.futa).toBe(taxAtRate(ytd.futaWages, 600));
          },
        ),
        { numRuns: 40 },
      );
    },
  );

  it('a Form W-4 2020+ with no entries withholds the plain annual table amount ÷ periods', () => {
    /** Independent reading of the schedule: BigInt, rounding (2x + d) / 2d. */
    function plainLookup(schedule: RateSchedule, annual: bigint, periods: bigint): bigint {
      const row = [...schedule].reverse().find((r) => annual >= BigInt(r.over))!;
      const tentative =
        BigInt(row.base) * 100_000n + BigInt(row.rate) * (annual - BigInt(row.over));
      const d = periods * 100_000n;
      return (2n * tentative + d) / (2n * d);
    }
    fc.assert(
      fc.property(
        cents(5_000_000),
        fc.constantFrom(...frequencies),
        fc.constantFrom('single' as const, 'married' as const, 'head_of_household' as const),
        (wages, frequency, status) => {
          const periods = PERIODS_PER_YEAR[frequency];
          const { federal } = tables2026;
          const line1g =
            status === 'married' ? federal.line1g.marriedJointly : federal.line1g.other;
          const schedule =
            status === 'married'
              ? federal.standard.marriedJointly
              : status === 'head_of_household'
                ? federal.standard.headOfHousehold
                : federal.standard.singleOrSeparately;
          const annual = BigInt(Math.max(0, wages * periods - line1g));
          const result = federalIncomeTax(
            wages,
            periods,
            {
              w4Version: '2020',
              taxFilingStatus: status,
              taxAllowances: 7, // ignored on a 2020+ form
              w4Step2: false,
              w4Dependents: 0,
              w4OtherIncome: 0,
              w4Deductions: 0,
              w4ExtraWithholding: 0,
            },
            federal,
          );
          expect(BigInt(result.amount)).toBe(plainLookup(schedule, annual, BigInt(periods)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('run totals are the sums of the per-employee figures', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            employee: employeeArbitrary,
            ytd: ytdArbitrary,
            otherDeductions: cents(50_000),
          }),
          {
            maxLength: 15,
          },
        ),
        fc.constantFrom(...states),
        (entries, state) => {
          const employees = entries.map((entry, i) => ({
            ...entry,
            employee: { ...entry.employee, id: `e${i}` },
          }));
          const run = computePayrollRun({
            taxYear: 2026,
            frequency: 'semimonthly',
            company: { state },
            employees,
          });
          const sum = (pick: (p: (typeof run.paychecks)[number]) => number) =>
            run.paychecks.reduce((total, paycheck) => total + pick(paycheck), 0);
          expect(run.totals.gross).toBe(sum((p) => p.gross.amount));
          expect(run.totals.federalIncomeTax).toBe(sum((p) => p.federalIncomeTax.amount));
          expect(run.totals.stateIncomeTax).toBe(sum((p) => p.stateIncomeTax.amount));
          expect(run.totals.employeeTaxes).toBe(sum((p) => p.employeeTaxes));
          expect(run.totals.net).toBe(sum((p) => p.net));
          expect(run.totals.employer.futa).toBe(sum((p) => p.employer.futa.amount));
          expect(run.totals.employer.suta).toBe(sum((p) => p.employer.suta.amount));
          expect(run.totals.net + run.totals.employeeTaxes + run.totals.otherDeductions).toBe(
            run.totals.gross,
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});
