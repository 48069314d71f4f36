import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { year2026 } from '../figures/year2026';
import { filingStatuses } from '../figures/taxFigures';
import { estimateTax, noAdjustments } from './estimateTax';

const profit = fc.integer({ min: -10_000_000, max: 200_000_000 });
const profile = fc.record({
  filingStatus: fc.constantFrom(...filingStatuses),
  owners: fc.integer({ min: 1, max: 5 }),
});
const entity = fc.constantFrom('pass_through' as const, 'c_corporation' as const);

describe('estimateTax properties', () => {
  it('is whole cents, never negative, and never more than the profit', () => {
    fc.assert(
      fc.property(profit, profile, entity, (cents, p, e) => {
        const tax = estimateTax(
          year2026,
          e,
          {
            ...p,
            priorYearTaxCents: null,
            priorYearAgiOver150k: false,
            homeOfficeSquareFeet: null,
            businessMiles: null,
            ownerSalaryCents: null,
          },
          cents,
        );
        expect(Number.isSafeInteger(tax.totalCents)).toBe(true);
        expect(tax.totalCents).toBeGreaterThanOrEqual(0);
        expect(tax.totalCents).toBeLessThanOrEqual(Math.max(0, cents));
        expect(tax.totalCents).toBe(tax.incomeTaxCents + tax.selfEmploymentTaxCents);
      }),
    );
  });

  it('never rises when a deduction is added', () => {
    fc.assert(
      fc.property(
        profit,
        profile,
        entity,
        fc.integer({ min: 0, max: 50_000_000 }),
        (cents, p, e, deduction) => {
          const full = {
            ...p,
            priorYearTaxCents: null,
            priorYearAgiOver150k: false,
            homeOfficeSquareFeet: null,
            businessMiles: null,
            ownerSalaryCents: null,
          };
          const before = estimateTax(year2026, e, full, cents, noAdjustments).totalCents;
          const after = estimateTax(year2026, e, full, cents, {
            ...noAdjustments,
            businessDeductionCents: deduction,
          }).totalCents;
          expect(after).toBeLessThanOrEqual(before);
        },
      ),
    );
  });
});
