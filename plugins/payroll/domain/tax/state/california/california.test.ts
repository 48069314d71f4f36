import { describe, expect, it } from 'vitest';
import { parseMoney } from '@keel/core/domain';
import { computePaycheck } from '../../paycheck/computePaycheck';
import type { EmployeeTaxProfileInput } from '../../schemas/employeeTaxProfile';
import { PERIODS_PER_YEAR, type PayFrequency } from '../../schemas/payFrequency';

/** A California paycheck whose gross is exactly `wages` dollars per period. */
function california(
  wages: number,
  frequency: PayFrequency,
  employee: Partial<EmployeeTaxProfileInput> = {},
) {
  const salary = parseMoney(wages) * PERIODS_PER_YEAR[frequency];
  return computePaycheck({
    taxYear: 2026,
    frequency,
    company: { state: 'CA' },
    employee: { id: 'ca', payType: 'salary', salary, ...employee },
  });
}

describe('California EDD DE 44 Method B, 2026', () => {
  // us-payroll-2026.md §6 vectors 22–25: EDD's own printed examples (as transcribed in S8)
  it.each([
    {
      source:
        '§6 vector 22, EDD Example B: biweekly $1,600, married, 3 allowances (1 estimated-deduction)',
      wages: 1_600,
      frequency: 'biweekly' as const,
      employee: {
        taxFilingStatus: 'married' as const,
        taxAllowances: 2,
        stateWithholding: { additionalAllowances: 1 },
      },
      withhold: 2.38,
    },
    {
      source: '§6 vector 23, EDD Example C: monthly $5,100, married, 5 allowances',
      wages: 5_100,
      frequency: 'monthly' as const,
      employee: { taxFilingStatus: 'married' as const, taxAllowances: 5 },
      withhold: 0.82,
    },
    {
      source: '§6 vector 24, EDD Example D: weekly $950, head of household, 3 allowances',
      wages: 950,
      frequency: 'weekly' as const,
      employee: { taxFilingStatus: 'head_of_household' as const, taxAllowances: 3 },
      withhold: 1.69,
    },
    {
      source:
        '§6 vector 25, EDD Example A: weekly $210, single, 1 allowance (below the low-income exemption)',
      wages: 210,
      frequency: 'weekly' as const,
      employee: { taxAllowances: 1 },
      withhold: 0,
    },
  ])('$source', ({ wages, frequency, employee, withhold }) => {
    const { stateIncomeTax } = california(wages, frequency, employee);
    expect(stateIncomeTax.amount).toBe(parseMoney(withhold));
    expect(stateIncomeTax).toMatchObject({
      exact: true,
      label: 'California EDD DE 44 Method B (2026)',
    });
  });

  it('explains each step', () => {
    const { stateIncomeTax } = california(1_600, 'biweekly', {
      taxFilingStatus: 'married',
      taxAllowances: 2,
      stateWithholding: { additionalAllowances: 1 },
    });
    expect(stateIncomeTax.explanation).toBe(
      'California income tax: EDD Method B 2026, married with one income, 2 regular and 1 estimated-deduction allowances, biweekly tables: wages $1,600.00 − estimated deduction $38.00 − standard deduction $439.00 = taxable $1,123.00; $9.37 + 2.2% of the excess over $852.00 = $15.33; − exemption credit $12.95 = $2.38',
    );
  });

  it('uses the low column for married with 0 or 1 regular allowance', () => {
    // 2,000 − 219 = 1,781; T27: 9.37 + 2.2% × 929 = 29.81; − 6.47 = 23.34
    const { stateIncomeTax } = california(2_000, 'biweekly', {
      taxFilingStatus: 'married',
      taxAllowances: 1,
    });
    expect(stateIncomeTax.amount).toBe(2_334);
  });

  it('treats married with two incomes as single (low column, Single table)', () => {
    const twoIncomes = california(2_000, 'biweekly', {
      taxFilingStatus: 'married',
      stateWithholding: { spouseAlsoEarns: true },
    });
    const single = california(2_000, 'biweekly');
    expect(twoIncomes.stateIncomeTax.amount).toBe(single.stateIncomeTax.amount);
  });

  it('multiplies the one-allowance credit beyond 10 allowances (15 × $3.24 = $48.60)', () => {
    // weekly $3,000 married, 15 allowances: 3,000 − 219 = 2,781; T24: 84.16 + 8.8% × 567 = 134.06
    const { stateIncomeTax } = california(3_000, 'weekly', {
      taxFilingStatus: 'married',
      stateWithholding: { allowances: 15 },
    });
    expect(stateIncomeTax.amount).toBe(parseMoney(134.06 - 48.6));
  });

  it('uses EDD’s annualized variant for pay frequencies without printed tables', () => {
    // daily $200: 52,000 − 5,706 = 46,294; T5: 1,124.21 + 6.6% × 4,842 = 1,443.782; ÷ 260 = 5.553
    const { stateIncomeTax } = california(200, 'daily');
    expect(stateIncomeTax.amount).toBe(555);
    expect(stateIncomeTax.exact).toBe(true);
    expect(stateIncomeTax.explanation).toContain('annualized (260 periods) tables');
  });

  it('withholds California SDI at 1.3% with no wage cap', () => {
    const paycheck = california(10_000, 'biweekly');
    expect(paycheck.otherEmployeeTaxes).toEqual([
      {
        name: 'California SDI',
        amount: parseMoney(130),
        explanation: 'California SDI: 1.3% of $10,000.00 = $130.00 (no wage cap)',
      },
    ]);
  });
});
