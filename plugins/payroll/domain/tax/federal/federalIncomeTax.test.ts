import { describe, expect, it } from 'vitest';
import { parseMoney } from '@keel/core/domain';
import { PERIODS_PER_YEAR, type PayFrequency } from '../schemas/payFrequency';
import { federal2025 } from '../years/2025/federal';
import { federal2026 } from '../years/2026/federal';
import { federalIncomeTax, type FederalW4 } from './federalIncomeTax';

const noW4Entries: FederalW4 = {
  w4Version: '2020',
  taxFilingStatus: 'single',
  taxAllowances: 0,
  w4Step2: false,
  w4Dependents: 0,
  w4OtherIncome: 0,
  w4Deductions: 0,
  w4ExtraWithholding: 0,
};

interface Case {
  source: string;
  frequency: PayFrequency;
  wages: number;
  w4: Partial<FederalW4>;
  adjustedAnnualWage: number;
  withhold: number;
}

// us-payroll-2026.md §6 test vectors 1–10 (worked by hand from Worksheet 1A). §1.8 has no 2026
// Pub 15-T worked examples to reproduce (the file found none).
const vectors: Case[] = [
  {
    source: '§6 vector 1: single, biweekly $2,000',
    frequency: 'biweekly',
    wages: 2_000,
    w4: {},
    adjustedAnnualWage: 43_400,
    withhold: 156.15,
  },
  {
    source: '§6 vector 2: MFJ, semimonthly $4,000, Step 3 $4,400',
    frequency: 'semimonthly',
    wages: 4_000,
    w4: { taxFilingStatus: 'married', w4Dependents: parseMoney(4_400) },
    adjustedAnnualWage: 83_100,
    withhold: 115,
  },
  {
    source: '§6 vector 3: single, Step 2 checked, weekly $1,500',
    frequency: 'weekly',
    wages: 1_500,
    w4: { w4Step2: true },
    adjustedAnnualWage: 78_000,
    withhold: 251.67,
  },
  {
    source: '§6 vector 4: HOH, biweekly $3,000, 4(a) $10,000, 4(b) $5,000, 4(c) $50',
    frequency: 'biweekly',
    wages: 3_000,
    w4: {
      taxFilingStatus: 'head_of_household',
      w4OtherIncome: parseMoney(10_000),
      w4Deductions: parseMoney(5_000),
      w4ExtraWithholding: parseMoney(50),
    },
    adjustedAnnualWage: 74_400,
    withhold: 308,
  },
  {
    source: '§6 vector 5: 2019 W-4, married, 3 allowances, monthly $5,000',
    frequency: 'monthly',
    wages: 5_000,
    w4: { w4Version: '2019', taxFilingStatus: 'married', taxAllowances: 3 },
    adjustedAnnualWage: 47_100,
    withhold: 236.67,
  },
  {
    source: '§6 vector 6: 2019 W-4, single, 1 allowance, weekly $1,000',
    frequency: 'weekly',
    wages: 1_000,
    w4: { w4Version: '2019', taxAllowances: 1 },
    adjustedAnnualWage: 47_700,
    withhold: 88,
  },
  {
    source: '§6 vector 7: single, monthly $60,000 (top bracket)',
    frequency: 'monthly',
    wages: 60_000,
    w4: {},
    adjustedAnnualWage: 711_400,
    withhold: 18_033.35,
  },
  {
    source: '§6 vector 8: MFJ, weekly $800',
    frequency: 'weekly',
    wages: 800,
    w4: { taxFilingStatus: 'married' },
    adjustedAnnualWage: 28_700,
    withhold: 18.08,
  },
  {
    source: '§6 vector 9: single, weekly $150',
    frequency: 'weekly',
    wages: 150,
    w4: {},
    adjustedAnnualWage: 0,
    withhold: 0,
  },
  {
    source: '§6 vector 10: MFJ, Step 2 checked, biweekly $5,000',
    frequency: 'biweekly',
    wages: 5_000,
    w4: { taxFilingStatus: 'married', w4Step2: true },
    adjustedAnnualWage: 130_000,
    withhold: 766.69,
  },
];

function withhold(c: Pick<Case, 'frequency' | 'wages' | 'w4'>, tables = federal2026) {
  return federalIncomeTax(
    parseMoney(c.wages),
    PERIODS_PER_YEAR[c.frequency],
    { ...noW4Entries, ...c.w4 },
    tables,
  );
}

describe('federal income tax withholding, Pub 15-T 2026 Worksheet 1A', () => {
  it.each(vectors)('$source', (c) => {
    const result = withhold(c);
    expect(result.adjustedAnnualWage).toBe(parseMoney(c.adjustedAnnualWage));
    expect(result.amount).toBe(parseMoney(c.withhold));
  });

  it('floors line 3c at zero when Step 3 credits exceed the tax, then adds 4(c)', () => {
    const credits = { w4Dependents: parseMoney(10_000) };
    expect(withhold({ frequency: 'biweekly', wages: 2_000, w4: credits }).amount).toBe(0);
    const withExtra = withhold({
      frequency: 'biweekly',
      wages: 2_000,
      w4: { ...credits, w4ExtraWithholding: parseMoney(25) },
    });
    expect(withExtra.line3c).toBe(0);
    expect(withExtra.amount).toBe(parseMoney(25));
  });

  it('rounds line 3c to the cent half-up before adding 4(c)', () => {
    // AAWA 7,502.60: 2g = 10% × 2.60 = 0.26; ÷ 52 = 0.005 -> 0.01, then + 4(c) 0.99
    const result = withhold({
      frequency: 'weekly',
      wages: 200,
      w4: { w4OtherIncome: parseMoney(5_702.6), w4ExtraWithholding: 99 },
    });
    expect(result.adjustedAnnualWage).toBe(parseMoney(7_502.6));
    expect(result.line3c).toBe(1);
    expect(result.amount).toBe(100);
    // Daily: 4,060 ÷ 260 = 15.615 exactly -> 15.62
    expect(withhold({ frequency: 'daily', wages: 200, w4: {} }).amount).toBe(1_562);
  });

  it('uses the Single table for a 2019-or-earlier W-4 head of household, never HOH', () => {
    const oldHoh = withhold({
      frequency: 'weekly',
      wages: 1_000,
      w4: { w4Version: '2019', taxFilingStatus: 'head_of_household', taxAllowances: 1 },
    });
    expect(oldHoh.amount).toBe(8_800); // same as §6 vector 6 (single)
    expect(oldHoh.explanation).toContain('single or married filing separately STANDARD');
  });

  it('uses each Step 2 checkbox table by status', () => {
    // Checkbox HOH row 64,925: 8,077.50 + 24% × (78,000 − 64,925) = 11,215.50; ÷ 52 = 215.6827
    const hoh = withhold({
      frequency: 'weekly',
      wages: 1_500,
      w4: { taxFilingStatus: 'head_of_household', w4Step2: true },
    });
    expect(hoh.amount).toBe(21_568);
    // Printed Single checkbox row 108,938 is used as-is: 20,512 + 32% × 1,062 = 20,851.84; ÷ 12
    const single = withhold({ frequency: 'monthly', wages: 9_166.67, w4: { w4Step2: true } });
    expect(single.adjustedAnnualWage).toBe(parseMoney(110_000.04));
    expect(single.amount).toBe(parseMoney(1_737.65));
  });

  it('withholds from the 2025 tables for tax year 2025', () => {
    // 2025 Single row 18,325: 1,192.50 + 12% × 25,075 = 4,201.50; ÷ 26 = 161.596 -> 161.60
    const result = withhold({ frequency: 'biweekly', wages: 2_000, w4: {} }, federal2025);
    expect(result.amount).toBe(16_160);
    expect(result.explanation).toContain('Pub 15-T 2025');
  });

  it('explains each worksheet step', () => {
    const { explanation } = withhold(vectors[3]!);
    expect(explanation).toBe(
      'Federal income tax: Pub 15-T 2026 Worksheet 1A; Form W-4 2020 or later, head of household, STANDARD schedule; annual wage $78,000.00 ($3,000.00 × 26) + Step 4(a) other income $10,000.00 − Step 4(b) deductions $5,000.00 − $8,600.00 (line 1g) = adjusted annual wage $74,400.00; $1,770.00 + 12% of the excess over $33,250.00 = $6,708.00 a year; ÷ 26 = $258.00 + extra withholding $50.00 = $308.00',
    );
  });
});
