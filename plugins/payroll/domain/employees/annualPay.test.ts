import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grossPerPeriod } from '../tax';
import { annualPay, totalAnnualPayroll } from './annualPay';

describe('annualPay', () => {
  it('is the salary for a salaried employee', () => {
    expect(annualPay({ payType: 'salary', salary: 8_500_000, hoursPerWeek: 40 })).toBe(8_500_000);
  });

  it('is rate × hours per week × 52 for an hourly employee (spec §9)', () => {
    expect(annualPay({ payType: 'hourly', hourlyRate: 2_500, hoursPerWeek: 40 })).toBe(5_200_000);
    // $17.33 × 37.5 × 52 = $33,793.50 exactly
    expect(annualPay({ payType: 'hourly', hourlyRate: 1_733, hoursPerWeek: 37.5 })).toBe(3_379_350);
    // $10.01 × 37.33 × 52 = $19,431.0116 -> $19,431.01
    expect(annualPay({ payType: 'hourly', hourlyRate: 1_001, hoursPerWeek: 37.33 })).toBe(
      1_943_101,
    );
    // $0.01 × 0.01 × 52 = 0.52 cents: halves round up
    expect(annualPay({ payType: 'hourly', hourlyRate: 1, hoursPerWeek: 0.01 })).toBe(1);
  });

  it("agrees with the tax engine's weekly gross × 52 when a week has whole cents", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 168 }),
        (rate, hours) => {
          const employee = { payType: 'hourly' as const, hourlyRate: rate, hoursPerWeek: hours };
          expect(annualPay(employee)).toBe(grossPerPeriod(employee, 'weekly') * 52);
        },
      ),
    );
  });

  it('totals the list', () => {
    expect(
      totalAnnualPayroll([
        { payType: 'salary', salary: 7_500_000, hoursPerWeek: 40 },
        { payType: 'hourly', hourlyRate: 2_500, hoursPerWeek: 20 },
      ]),
    ).toBe(7_500_000 + 2_600_000);
    expect(totalAnnualPayroll([])).toBe(0);
  });
});
