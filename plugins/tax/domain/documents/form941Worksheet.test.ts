import { describe, expect, it } from 'vitest';
import type { PayrollInput } from '../payrollInput';
import { form941Worksheets } from './form941Worksheet';

const q = (quarter: 1 | 2 | 3 | 4) => ({ year: 2026, quarter });
const payroll: PayrollInput = {
  activeEmployees: 2,
  totals: [
    { period: q(3), runs: 6, grossCents: 2_760_000 },
    { period: q(4), runs: 0, grossCents: 0 },
  ],
  liabilities: [
    { tax: 'federalIncomeTax', jurisdiction: 'US', period: q(3), liabilityCents: 180_012 },
    { tax: 'socialSecurityEmployee', jurisdiction: 'US', period: q(3), liabilityCents: 171_120 },
    { tax: 'socialSecurityEmployer', jurisdiction: 'US', period: q(3), liabilityCents: 171_120 },
    { tax: 'medicareEmployee', jurisdiction: 'US', period: q(3), liabilityCents: 40_020 },
    { tax: 'medicareEmployer', jurisdiction: 'US', period: q(3), liabilityCents: 40_020 },
    { tax: 'futa', jurisdiction: 'US', period: q(3), liabilityCents: 8_400 },
    { tax: 'stateIncomeTax', jurisdiction: 'CA', period: q(3), liabilityCents: 9_999 },
  ],
  deposits: [],
};

describe('form941Worksheets', () => {
  it("sums each line from the quarter's Form 941 taxes only, and subtracts the deposits recorded", () => {
    const [q3, ...others] = form941Worksheets(payroll, [
      {
        liabilityId: '941-2026q3-2026-08-17',
        taxType: 'payroll',
        amountCents: 300_000,
        method: 'ach',
        paidOn: '2026-08-14',
        entryId: 'e1',
        recordedBy: 'Bella',
        recordedAt: '2026-08-14T09:00:00.000Z',
      },
    ]);
    expect(others).toEqual([]);
    expect(q3).toMatchObject({
      quarter: 3,
      line3IncomeTaxWithheldCents: 180_012,
      line5aSocialSecurityCents: 342_240,
      line5cMedicareCents: 80_040,
      line5dAdditionalMedicareCents: 0,
      line5eTotalCents: 422_280,
      line12TotalTaxesCents: 602_292,
      line13DepositsCents: 300_000,
      line14BalanceDueCents: 302_292,
      line15OverpaymentCents: 0,
    });
  });
});
