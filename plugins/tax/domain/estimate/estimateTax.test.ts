import { describe, expect, it } from 'vitest';
import { year2026 } from '../figures/year2026';
import { defaultTaxProfile } from './taxProfile';
import { estimateTax, noAdjustments, savingOf } from './estimateTax';
import { bracketTax } from './rates';

describe('estimateTax (2026)', () => {
  it('taxes a C corporation at 21% of its profit', () => {
    const tax = estimateTax(year2026, 'c_corporation', defaultTaxProfile, 10_000_000);
    expect(tax).toMatchObject({ totalCents: 2_100_000, marginalIncomeRate: 2100 });
  });

  it("taxes one owner's $100,000 profit: SE tax, then income tax after half of it and the standard deduction", () => {
    const tax = estimateTax(year2026, 'pass_through', defaultTaxProfile, 10_000_000);
    // Schedule SE: 100,000 x 92.35% = 92,350.00; x 15.3% = 14,129.55.
    expect(tax.selfEmploymentTaxCents).toBe(1_412_955);
    // Taxable: 100,000 - 7,064.78 (half SE, rounded) - 16,100 = 76,835.22.
    expect(tax.taxableIncomeCents).toBe(7_683_522);
    // 10% of 12,400 + 12% of 38,000 + 22% of 26,435.22 = 1,240 + 4,560 + 5,815.75.
    expect(tax.incomeTaxCents).toBe(124_000 + 456_000 + 581_575);
    expect(tax.marginalIncomeRate).toBe(2200);
  });

  it('matches the 2026 single brackets at the top of each (shared/tax §1.5)', () => {
    const single = year2026.brackets.single;
    expect(bracketTax(1_240_000, single)).toBe(124_000);
    expect(bracketTax(5_040_000, single)).toBe(124_000 + 456_000);
  });

  it('charges no tax on a loss, and an adjustment never saves a negative amount', () => {
    expect(estimateTax(year2026, 'pass_through', defaultTaxProfile, -500_000).totalCents).toBe(0);
    expect(
      savingOf(year2026, 'pass_through', defaultTaxProfile, -500_000, {
        ...noAdjustments,
        businessDeductionCents: 100_000,
      }),
    ).toBe(0);
  });
});
