import { describe, expect, it } from 'vitest';
import { parseMoney } from '@keel/core/domain';
import { computePaycheck } from '../../paycheck/computePaycheck';
import type { EmployeeTaxProfileInput } from '../../schemas/employeeTaxProfile';
import type { StateCode } from '../../schemas/stateCode';

interface Case {
  source: string;
  state: StateCode;
  taxYear?: number;
  payDate?: string;
  employee?: Partial<EmployeeTaxProfileInput>;
  withhold: number;
}

/** Biweekly $2,000 (annual $52,000) unless a case says otherwise. */
function stateTax(c: Case, biweeklyWages = 2_000) {
  return computePaycheck({
    taxYear: c.taxYear ?? 2026,
    payDate: c.payDate,
    frequency: 'biweekly',
    company: { state: c.state },
    employee: { id: 'e', payType: 'salary', salary: parseMoney(biweeklyWages) * 26, ...c.employee },
  }).stateIncomeTax;
}

// Hand-worked from the formulas of us-payroll-2026.md §4.2 (biweekly $2,000 = $52,000 a year).
const cases: Case[] = [
  { source: '§6 vector 29, PA: $1,000 × 3.07%', state: 'PA', withhold: 30.7 },
  { source: 'AZ: default 2.0% with no Form A-4', state: 'AZ', withhold: 40 },
  {
    source: 'AZ: A-4 election 3.5%',
    state: 'AZ',
    employee: { stateWithholding: { arizonaPercent: 3.5 } },
    withhold: 70,
  },
  {
    source: 'AZ: A-4 election 0%',
    state: 'AZ',
    employee: { stateWithholding: { arizonaPercent: 0 } },
    withhold: 0,
  },
  {
    source: 'CO: (52,000 − DR 0004 12,000) × 4.4% ÷ 26',
    state: 'CO',
    employee: { stateWithholding: { annualAllowance: parseMoney(12_000) } },
    withhold: 67.69,
  },
  {
    source: 'GA before 11 May: (52,000 − 12,000 − 1 × 4,000) × 5.19% ÷ 26',
    state: 'GA',
    payDate: '2026-03-06',
    employee: { taxAllowances: 1 },
    withhold: 71.86,
  },
  {
    source: 'GA from 11 May: (52,000 − 15,000 − 1 × 5,000) × 4.99% ÷ 26',
    state: 'GA',
    payDate: '2026-05-11',
    employee: { taxAllowances: 1 },
    withhold: 61.42,
  },
  {
    source: 'GA married: (52,000 − 30,000) × 4.99% ÷ 26',
    state: 'GA',
    payDate: '2026-06-05',
    employee: { taxFilingStatus: 'married' },
    withhold: 42.22,
  },
  {
    source: 'ID to 30 Jul: (52,000 − 3,868 − 15,000) × 5.3% ÷ 26 = 67.54 -> whole dollars',
    state: 'ID',
    payDate: '2026-07-30',
    employee: { taxAllowances: 1 },
    withhold: 68,
  },
  {
    source: 'ID from 31 Jul: (52,000 − 16,100) × 5.3% ÷ 26 = 73.18 -> whole dollars',
    state: 'ID',
    payDate: '2026-07-31',
    employee: { taxAllowances: 1 },
    withhold: 73,
  },
  {
    source: 'IL 2026: (52,000 − 2,925 − 1,000) × 4.95% ÷ 26',
    state: 'IL',
    employee: { taxAllowances: 1, stateWithholding: { additionalAllowances: 1 } },
    withhold: 91.53,
  },
  {
    source: 'IL 2025: (52,000 − 2,850 − 1,000) × 4.95% ÷ 26',
    state: 'IL',
    taxYear: 2025,
    employee: { taxAllowances: 1, stateWithholding: { additionalAllowances: 1 } },
    withhold: 91.67,
  },
  {
    source: 'IN: (52,000 − 1,000 − 2 × 1,500) × 2.95% ÷ 26',
    state: 'IN',
    employee: { taxAllowances: 1, stateWithholding: { additionalAllowances: 2 } },
    withhold: 54.46,
  },
  {
    source: 'IN: adopted dependent: (52,000 − 3,000) × 2.95% ÷ 26 = 55.596',
    state: 'IN',
    employee: { stateWithholding: { adoptedDependents: 1 } },
    withhold: 55.6,
  },
  {
    source: 'IA single: ((52,000 − 13,000) × 3.8% − credit 40) ÷ 26',
    state: 'IA',
    employee: { stateWithholding: { annualCredit: parseMoney(40) } },
    withhold: 55.46,
  },
  {
    source: 'IA married, non-earning spouse: (52,000 − 26,000) × 3.8% ÷ 26',
    state: 'IA',
    employee: { taxFilingStatus: 'married' },
    withhold: 38,
  },
  {
    source: 'IA married, both earn: column A 13,000',
    state: 'IA',
    employee: { taxFilingStatus: 'married', stateWithholding: { spouseAlsoEarns: true } },
    withhold: 57,
  },
  {
    source: 'IA head of household: (52,000 − 19,500) × 3.8% ÷ 26',
    state: 'IA',
    employee: { taxFilingStatus: 'head_of_household' },
    withhold: 47.5,
  },
  { source: 'KY 2026: (52,000 − 3,360) × 3.5% ÷ 26', state: 'KY', withhold: 65.48 },
  { source: 'KY 2025: (52,000 − 3,270) × 4.0% ÷ 26', state: 'KY', taxYear: 2025, withhold: 74.97 },
  {
    source: 'LA claim 1: (52,000 − 12,875) × 3.09% ÷ 26',
    state: 'LA',
    employee: { stateWithholding: { louisianaClaim: 1 } },
    withhold: 46.5,
  },
  { source: 'LA no L-4: 52,000 × 3.09% ÷ 26', state: 'LA', withhold: 61.8 },
  {
    source: 'MI 2026: (52,000 − 2 × 5,900) × 4.25% ÷ 26',
    state: 'MI',
    employee: { taxAllowances: 2 },
    withhold: 65.71,
  },
  {
    source: 'MI 2025: (52,000 − 2 × 5,800) × 4.25% ÷ 26',
    state: 'MI',
    taxYear: 2025,
    employee: { taxAllowances: 2 },
    withhold: 66.04,
  },
  {
    source: 'MS single: (52,000 − 2,300 − 10,000) × 4% ÷ 26 = 61.08 -> whole dollars',
    state: 'MS',
    withhold: 61,
  },
  {
    source: 'MS married, one earner: (52,000 − 4,600 − 10,000) × 4% ÷ 26 = 57.54',
    state: 'MS',
    employee: { taxFilingStatus: 'married' },
    withhold: 58,
  },
  {
    source: 'MS head of family with 89-350 exemptions $6,000',
    state: 'MS',
    employee: {
      taxFilingStatus: 'head_of_household',
      stateWithholding: { annualAllowance: parseMoney(6_000) },
    },
    withhold: 50,
  },
  {
    source: 'NC single, 1 allowance: (52,000 − 12,750 − 2,500) × 4.09% ÷ 26 = 57.81',
    state: 'NC',
    employee: { taxAllowances: 1 },
    withhold: 58,
  },
  {
    source: 'NC head of household: (52,000 − 19,125) × 4.09% ÷ 26 = 51.71',
    state: 'NC',
    employee: { taxFilingStatus: 'head_of_household' },
    withhold: 52,
  },
  {
    source: 'UT 2026 to 31 May, single, $52,000: allowance fully phased out; 2,340 ÷ 26',
    state: 'UT',
    payDate: '2026-05-29',
    withhold: 90,
  },
  { source: 'PA 2025: 3.07%', state: 'PA', taxYear: 2025, withhold: 61.4 },
];

describe('flat-rate state modules (us-payroll-2026.md §4.2)', () => {
  it.each(cases)('$source', (c) => {
    const result = stateTax(c, c.source.startsWith('§6 vector 29') ? 1_000 : 2_000);
    expect(result.amount).toBe(parseMoney(c.withhold));
    expect(result.exact).toBe(true);
  });

  it('UT: the allowance phases out at 1.3% over the threshold; rate 4.45% from 1 Jun 2026', () => {
    // $13,000 a year: 585 − (485 − round(1.3% × 3,652) = 438) = 147; ÷ 26 = 5.65
    expect(
      stateTax({ source: '', state: 'UT', payDate: '2026-03-06', withhold: 0 }, 500).amount,
    ).toBe(565);
    // from June: round(4.45% × 13,000 = 578.50) = 579; − 438 = 141; ÷ 26 = 5.42
    expect(
      stateTax({ source: '', state: 'UT', payDate: '2026-06-01', withhold: 0 }, 500).amount,
    ).toBe(542);
    // 2025 married $26,000: 1,170 − (900 − 101) = 371; ÷ 26 = 14.27
    const married2025 = {
      source: '',
      state: 'UT' as const,
      taxYear: 2025,
      employee: { taxFilingStatus: 'married' as const },
      withhold: 0,
    };
    expect(stateTax(married2025, 1_000).amount).toBe(1_427);
  });

  it('labels a date-dependent state as an estimate when the run has no pay date', () => {
    const georgia = stateTax({
      source: '',
      state: 'GA',
      employee: { taxAllowances: 1 },
      withhold: 0,
    });
    expect(georgia.amount).toBe(parseMoney(61.42));
    expect(georgia.exact).toBe(false);
    expect(georgia.label).toBe(
      'Estimate: Georgia withholding changes on 2026-05-11 and the run has no pay date (the later rules were used)',
    );
  });

  it("labels Colorado as an estimate without the employee's DR 0004 allowance", () => {
    // (52,000 − 5,000) × 4.4% ÷ 26 = 79.54
    const colorado = stateTax({ source: '', state: 'CO', withhold: 0 });
    expect(colorado).toMatchObject({ amount: parseMoney(79.54), exact: false });
    expect(colorado.label).toContain('Estimate: Colorado');
  });

  it('adds the state extra withholding after the formula', () => {
    const result = stateTax({
      source: '',
      state: 'IL',
      employee: {
        taxAllowances: 1,
        stateWithholding: { additionalAllowances: 1, extraWithholding: parseMoney(10) },
      },
      withhold: 0,
    });
    expect(result.amount).toBe(parseMoney(101.53));
    expect(result.explanation).toBe(
      'Illinois income tax: 4.95% × (wages $2,000.00 − (1 × $2,925.00 + 1 × $1,000.00) ÷ 26) = $91.53; + extra withholding $10.00 = $101.53',
    );
  });

  it('never withholds below zero', () => {
    expect(stateTax({ source: '', state: 'KY', withhold: 0 }, 100).amount).toBe(0);
    expect(stateTax({ source: '', state: 'IA', withhold: 0 }, 100).amount).toBe(0);
    expect(stateTax({ source: '', state: 'MS', withhold: 0 }, 100).amount).toBe(0);
  });
});
