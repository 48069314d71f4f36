import { describe, expect, it } from 'vitest';
import { contextWith } from '../../testing/ruleContext.testSupport';
import { homeOfficeRule } from './homeOffice';
import { mealsRule } from './meals';
import { qbiRule } from './qbi';
import { retirementRule } from './retirement';
import { sCorporationRule } from './sCorporation';
import { section179Rule } from './section179';
import { uncategorizedRule } from './uncategorized';
import { vehicleRule } from './vehicle';

// Books as of 30 June 2026 (half the year): a year-to-date profit of $50,000 projects $100,000 for
// the year (181 of 365 days: annualized at the same daily pace).
const profitable = { incomeCents: 8_000_000, expenseCents: 3_000_000, netIncomeCents: 5_000_000 };
const losing = { incomeCents: 1_000_000, expenseCents: 3_000_000, netIncomeCents: -2_000_000 };

describe('Section 179 / bonus depreciation', () => {
  const equipment = [{ accountId: 'equipment', name: 'Equipment', cents: 1_200_000 }];
  it('finds equipment bought this year and sizes the saving at the business rates', () => {
    const found = section179Rule.find(
      contextWith({ ...profitable, fixedAssetPurchases: equipment }),
    );
    expect(found).toMatchObject({
      id: 'section-179-2026',
      category: 'deductions',
      difficulty: 'low',
    });
    expect(found?.potentialSaving).toBeGreaterThan(0);
    expect(found?.followUp.draftEntry?.lines).toEqual([
      { accountId: 'depreciation', debit: 1_200_000, credit: 0 },
      { accountId: 'accumulated-depreciation', debit: 0, credit: 1_200_000 },
    ]);
  });
  it('says nothing without purchases or without a profit', () => {
    expect(section179Rule.find(contextWith(profitable))).toBeNull();
    expect(
      section179Rule.find(contextWith({ ...losing, fixedAssetPurchases: equipment })),
    ).toBeNull();
  });
  it('saves 21% of the amount for a C corporation', () => {
    const found = section179Rule.find(
      contextWith(
        { ...profitable, fixedAssetPurchases: equipment },
        { businessType: 'corporation' },
      ),
    );
    expect(found?.potentialSaving).toBe(252_000);
  });
});

describe('retirement plan', () => {
  it('offers a Solo 401(k) without employees and a SEP with them', () => {
    expect(retirementRule.find(contextWith(profitable, { employees: 0 }))?.title).toMatch(
      /Solo 401\(k\)/,
    );
    expect(retirementRule.find(contextWith(profitable, { employees: 3 }))?.title).toMatch(
      /SEP-IRA/,
    );
  });
  it('is not offered to a C corporation or without a profit', () => {
    expect(
      retirementRule.find(contextWith(profitable, { businessType: 'corporation' })),
    ).toBeNull();
    expect(retirementRule.find(contextWith(losing))).toBeNull();
  });
});

describe('QBI deduction', () => {
  it('sizes the deduction for a pass-through under the threshold', () => {
    const found = qbiRule.find(contextWith(profitable));
    expect(found?.potentialSaving).toBeGreaterThan(0);
  });
  it('does not size it above the threshold, where wages and property limit it', () => {
    const rich = { incomeCents: 30_000_000, expenseCents: 0, netIncomeCents: 30_000_000 };
    const found = qbiRule.find(contextWith(rich));
    expect(found?.potentialSaving).toBeNull();
    expect(found?.missing).toContain('W-2 wages paid by the business');
  });
  it('is not for a C corporation', () => {
    expect(qbiRule.find(contextWith(profitable, { businessType: 'corporation' }))).toBeNull();
  });
});

describe('50% meals limit', () => {
  it('finds meals and says half is not deductible', () => {
    const found = mealsRule.find(contextWith({ ...profitable, mealsCents: 80_000 }));
    expect(found?.figuresUsed).toContainEqual({ label: 'Not deductible (50%)', value: '$400.00' });
  });
  it('says nothing without meals', () => {
    expect(mealsRule.find(contextWith(profitable))).toBeNull();
  });
});

describe('vehicle', () => {
  const car = [{ accountId: 'auto', name: 'Auto Expense', cents: 150_000 }];
  it('compares the standard mileage rate once miles are known', () => {
    const found = vehicleRule.find(
      contextWith({ ...profitable, vehicleExpenses: car }, { profile: { businessMiles: 12_000 } }),
    );
    // 12,000 miles x 72.5 cents = $8,700 against $1,500 x 365/181 of actual costs.
    expect(found?.description).toContain('$8,700.00');
    expect(found?.potentialSaving).toBeGreaterThan(0);
  });
  it('asks for the miles when only costs are known, and says nothing without either', () => {
    expect(vehicleRule.find(contextWith({ ...profitable, vehicleExpenses: car }))?.missing).toEqual(
      ['Business miles driven in 2026'],
    );
    expect(vehicleRule.find(contextWith(profitable))).toBeNull();
  });
  it('says nothing when actual costs are larger than the mileage rate', () => {
    const big = [{ accountId: 'auto', name: 'Auto Expense', cents: 2_000_000 }];
    expect(
      vehicleRule.find(
        contextWith({ ...profitable, vehicleExpenses: big }, { profile: { businessMiles: 100 } }),
      ),
    ).toBeNull();
  });
});

describe('home office', () => {
  it('is suggested to a pass-through that pays no rent, and sized from the square feet', () => {
    expect(homeOfficeRule.find(contextWith(profitable))?.potentialSaving).toBeNull();
    const sized = homeOfficeRule.find(
      contextWith(profitable, { profile: { homeOfficeSquareFeet: 400 } }),
    );
    expect(sized?.adjustment.businessDeductionCents).toBe(150_000);
  });
  it('is not suggested to a business paying rent, or to a C corporation', () => {
    expect(homeOfficeRule.find(contextWith({ ...profitable, rentCents: 600_000 }))).toBeNull();
    expect(
      homeOfficeRule.find(contextWith(profitable, { businessType: 'corporation' })),
    ).toBeNull();
  });
});

describe('S-corporation election check', () => {
  const high = { incomeCents: 10_000_000, expenseCents: 0, netIncomeCents: 10_000_000 };
  it('is raised for an LLC with high self-employment tax', () => {
    const found = sCorporationRule.find(contextWith(high));
    expect(found?.category).toBe('planning');
    const sized = sCorporationRule.find(
      contextWith(high, { profile: { ownerSalaryCents: 8_000_000 } }),
    );
    expect(sized?.potentialSaving).toBeGreaterThan(0);
  });
  it('is not raised for a sole proprietorship or low self-employment tax', () => {
    expect(
      sCorporationRule.find(contextWith(high, { businessType: 'sole_proprietorship' })),
    ).toBeNull();
    expect(
      sCorporationRule.find(
        contextWith({ incomeCents: 1_000_000, expenseCents: 0, netIncomeCents: 1_000_000 }),
      ),
    ).toBeNull();
  });
});

describe('uncategorized spending', () => {
  it('finds uncategorized spending and what categorizing it would save', () => {
    const found = uncategorizedRule.find(
      contextWith({ ...profitable, uncategorizedExpenseCents: 275_000, uncategorizedLines: 4 }),
    );
    expect(found?.description).toContain('4 bank lines');
    expect(found?.potentialSaving).toBeGreaterThan(0);
  });
  it('says nothing when everything is categorized', () => {
    expect(uncategorizedRule.find(contextWith(profitable))).toBeNull();
  });
});
