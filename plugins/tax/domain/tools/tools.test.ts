import { describe, expect, it } from 'vitest';
import { year2026 } from '../figures/year2026';
import { payrollTaxes } from './payrollTaxCalculator';
import { detectRate, salesTax } from './salesTax';

const input = { amount: '100.00', rateSource: 'address' as const, address: '', customRate: '' };

describe('sales tax calculator (spec 001 section 9)', () => {
  it('detects a city before its state, only past 10 characters', () => {
    expect(detectRate('Phoenix AZ')).toBeNull();
    expect(detectRate('100 Main St, Phoenix, Arizona')).toEqual({
      percent: 8.7,
      location: 'Phoenix',
    });
    expect(detectRate('1 Ocean Dr, Sacramento, California')).toEqual({
      percent: 7.25,
      location: 'California',
    });
  });

  it("falls back to 6.5% labelled 'Estimated Rate (Please Verify)' for an address it does not know", () => {
    expect(salesTax({ ...input, address: '12 Elm St, Boise, Idaho' })).toEqual({
      ratePercent: 6.5,
      location: 'Estimated Rate (Please Verify)',
      taxCents: 650,
      totalCents: 10_650,
    });
  });

  it("uses a custom rate exactly, and reads 'No Rate Specified' without one", () => {
    expect(
      salesTax({ ...input, rateSource: 'custom', customRate: '8.875', amount: '1000' }),
    ).toMatchObject({
      taxCents: 8_875,
      totalCents: 108_875,
    });
    expect(salesTax({ ...input, rateSource: 'custom' })).toMatchObject({
      ratePercent: 0,
      location: 'No Rate Specified',
      taxCents: 0,
    });
  });

  it('counts a non-numeric amount as 0', () => {
    expect(salesTax({ ...input, amount: 'lots', address: '5 Main St, Chicago IL' })).toMatchObject({
      ratePercent: 10.25,
      taxCents: 0,
      totalCents: 0,
    });
  });
});

describe('payroll tax calculator', () => {
  it("applies the spec's four rates to a gross under every wage base", () => {
    const result = payrollTaxes(year2026, '1000.00', '');
    expect(result.lines.map((l) => [l.label, l.taxCents])).toEqual([
      ['Social Security', 6_200],
      ['Medicare', 1_450],
      ['FUTA', 600],
      ['SUTA', 5_400],
    ]);
    expect(result.totalCents).toBe(13_650);
    expect(result.netPayCents).toBe(100_000 - 6_200 - 1_450);
  });

  it('stops Social Security at the $184,500 wage base and FUTA at $7,000 (shared/tax §2)', () => {
    const result = payrollTaxes(year2026, '3000.00', '183000.00');
    expect(result.lines.find((l) => l.label === 'Social Security')).toMatchObject({
      taxableCents: 150_000,
      taxCents: 9_300,
    });
    expect(result.lines.find((l) => l.label === 'FUTA')?.taxCents).toBe(0);
    expect(
      payrollTaxes(year2026, '1000.00', '6500.00').lines.find((l) => l.label === 'FUTA')?.taxCents,
    ).toBe(300);
  });
});
