import { describe, expect, it } from 'vitest';
import { parseMoney } from '@keel/core/domain';
import { computePaycheck } from '../../paycheck/computePaycheck';
import type { EmployeeTaxProfileInput } from '../../schemas/employeeTaxProfile';
import { PERIODS_PER_YEAR, type PayFrequency } from '../../schemas/payFrequency';

/** A New York paycheck whose gross is exactly `wages` dollars per period. */
function newYork(
  wages: number,
  frequency: PayFrequency,
  employee: Partial<EmployeeTaxProfileInput> = {},
) {
  const salary = parseMoney(wages) * PERIODS_PER_YEAR[frequency];
  return computePaycheck({
    taxYear: 2026,
    frequency,
    company: { state: 'NY' },
    employee: { id: 'ny', payType: 'salary', salary, ...employee },
  }).stateIncomeTax;
}

describe('New York NYS-50-T-NYS Method II, 2026', () => {
  it('§6 vector 26, NYS Single Example 1: weekly $400, 3 exemptions -> $8.01', () => {
    const result = newYork(400, 'weekly', { taxAllowances: 3 });
    expect(result.amount).toBe(801);
    expect(result).toMatchObject({ exact: true, label: 'New York NYS-50-T-NYS Method II (2026)' });
    expect(result.explanation).toBe(
      'New York income tax: NYS-50-T-NYS 2026 Method II, single, 3 exemptions, weekly table: wages $400.00 − allowance $200.05 = net $199.95; $6.38 + 4.4% of the excess over $163.00 = $8.01',
    );
  });

  it('§6 vector 27, NYS Married Example 3: monthly $50,000, 3 exemptions -> $3,622.09', () => {
    expect(
      newYork(50_000, 'monthly', { taxFilingStatus: 'married', taxAllowances: 3 }).amount,
    ).toBe(parseMoney(3_622.09));
  });

  it('uses the single tables for head of household', () => {
    expect(
      newYork(400, 'weekly', { taxFilingStatus: 'head_of_household', taxAllowances: 3 }).amount,
    ).toBe(801);
  });

  it('switches to Method III at $1,077,550 annualized net (single): 10.45% of the whole net', () => {
    // weekly $25,000: net 24,857.70; × 52 = 1,292,600.40 ≥ 1,077,550 -> 10.45% × 24,857.70
    const result = newYork(25_000, 'weekly');
    expect(result.amount).toBe(parseMoney(2_597.63));
    expect(result.explanation).toContain('Method III');
  });

  it('uses 11.10% from $5,000,000 annualized net', () => {
    // monthly $500,000 married: net 499,337.50; × 12 = 5,992,050 -> 11.10%
    expect(newYork(500_000, 'monthly', { taxFilingStatus: 'married' }).amount).toBe(
      parseMoney(55_426.46),
    );
  });

  it('labels frequencies without a printed table as an estimate from the annual table', () => {
    // daily $200: 52,000 − 7,400 = 44,600; 586 + 5.40% × 30,700 = 2,243.80; ÷ 260 = 8.63
    const result = newYork(200, 'daily');
    expect(result.amount).toBe(863);
    expect(result.exact).toBe(false);
    expect(result.label).toBe(
      'Estimate: New York Method II tables for daily pay are not in Keel (annual table used)',
    );
    expect(result.explanation.startsWith('New York income tax (estimate): ')).toBe(true);
  });
});
