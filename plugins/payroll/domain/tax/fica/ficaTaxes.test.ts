import { describe, expect, it } from 'vitest';
import { parseMoney } from '@keel/core/domain';
import { taxYearTables } from '../years/registry';
import { additionalMedicareTax, medicareTax, socialSecurityTax } from './ficaTaxes';

const fica2026 = taxYearTables(2026).fica;
const fica2025 = taxYearTables(2025).fica;
const $ = parseMoney;

describe('Social Security', () => {
  it('§6 vector 16: the run that crosses the 2026 wage base taxes only the part under it', () => {
    const result = socialSecurityTax($(3_000), $(183_000), fica2026);
    expect(result.taxableWages).toBe($(1_500));
    expect(result.amount).toBe($(93));
    expect(result.explanation).toBe(
      'Social Security: 6.2% of $1,500.00 = $93.00; the $184,500.00 wage base is reached ($183,000.00 taxed before this run)',
    );
  });

  it('§6 vector 18: the maximum tax is $11,439.00 in 2026 and $10,918.20 in 2025', () => {
    expect(socialSecurityTax($(1_000_000), 0, fica2026).amount).toBe($(11_439));
    expect(socialSecurityTax($(1_000_000), 0, fica2025).amount).toBe($(10_918.2));
  });

  it('taxes nothing once year-to-date wages are exactly at the base, or above it', () => {
    expect(socialSecurityTax($(2_000), $(184_500), fica2026)).toMatchObject({
      amount: 0,
      taxableWages: 0,
    });
    expect(socialSecurityTax($(2_000), $(190_000), fica2026)).toMatchObject({
      amount: 0,
      taxableWages: 0,
    });
  });

  it('taxes all of a run that lands exactly on the base', () => {
    const result = socialSecurityTax($(1_500), $(183_000), fica2026);
    expect(result.taxableWages).toBe($(1_500));
    expect(result.amount).toBe($(93));
  });

  it('rounds on year-to-date wages so the year total is 6.2% of the year, rounded once', () => {
    // 6.2% × 1,000.01 = 62.00062 each run; cumulative rounding keeps the total 124.00
    const first = socialSecurityTax($(1_000.01), 0, fica2026).amount;
    const second = socialSecurityTax($(1_000.01), $(1_000.01), fica2026).amount;
    expect(first + second).toBe($(124));
  });
});

describe('Medicare', () => {
  it('§6 vector 16: 1.45% of the whole check, no cap', () => {
    expect(medicareTax($(3_000), $(183_000), fica2026).amount).toBe($(43.5));
    expect(medicareTax($(3_000), $(500_000), fica2026).amount).toBe($(43.5));
  });

  it('§6 vector 17: 0.9% on the wages above $200,000 from the crossing run', () => {
    const result = additionalMedicareTax($(3_000), $(199_000), fica2026);
    expect(result.amount).toBe($(18));
    expect(result.explanation).toBe(
      'Additional Medicare Tax: 0.9% of $2,000.00 paid above $200,000.00 this year = $18.00 (employee only)',
    );
  });

  it('withholds nothing until wages pass $200,000, then on the whole check', () => {
    expect(additionalMedicareTax($(3_000), $(197_000), fica2026).amount).toBe(0);
    expect(additionalMedicareTax($(3_000), $(200_000), fica2026).amount).toBe($(27));
    expect(additionalMedicareTax($(3_000), $(250_000), fica2026).amount).toBe($(27));
    expect(additionalMedicareTax($(3_000), 0, fica2026).explanation).toContain('do not exceed');
  });
});
