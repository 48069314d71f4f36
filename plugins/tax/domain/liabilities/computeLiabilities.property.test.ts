import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PayrollInput } from '../payrollInput';
import type { PaymentRow } from '../schema';
import { computeLiabilities, liabilityTotals } from './computeLiabilities';

const quarter = fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const);
const deposit = fc.record({
  dueDate: fc.constantFrom('2026-05-15', '2026-08-17', '2026-11-16', '2026-12-15'),
  period: fc.record({ year: fc.constant(2026), quarter }),
  paydays: fc.constant(['2026-01-02']),
  amountCents: fc.integer({ min: 1, max: 5_000_000 }),
  schedule: fc.constant('monthly' as const),
  nextDay: fc.constant(false),
});
const payroll = fc.record({
  activeEmployees: fc.constant(1),
  totals: fc.constant([]),
  liabilities: fc.array(
    fc.record({
      tax: fc.constantFrom('futa', 'suta', 'stateIncomeTax'),
      jurisdiction: fc.constantFrom('US', 'CA'),
      period: fc.record({ year: fc.constant(2026), quarter }),
      liabilityCents: fc.integer({ min: 0, max: 100_000 }),
    }),
    { maxLength: 8 },
  ),
  deposits: fc.uniqueArray(deposit, {
    selector: (d) => `${d.dueDate}${d.period.quarter}`,
    maxLength: 6,
  }),
}) satisfies fc.Arbitrary<PayrollInput>;

describe('computeLiabilities properties', () => {
  it('keeps paid plus outstanding equal to the liability, to the cent, whatever was paid', () => {
    fc.assert(
      fc.property(
        payroll,
        fc.array(fc.integer({ min: 1, max: 3_000_000 }), { maxLength: 6 }),
        (facts, amounts) => {
          const ids = computeLiabilities({
            today: '2026-11-25',
            payroll: facts,
            salesTaxPayableCents: 0,
            estimated: [],
            payments: [],
            scheduled: [],
          }).map((l) => l.id);
          const payments: PaymentRow[] = amounts.map((amountCents, i) => ({
            liabilityId: ids[i % Math.max(1, ids.length)] ?? 'none',
            taxType: 'payroll',
            amountCents,
            method: 'ach',
            paidOn: '2026-11-20',
            entryId: `e${i}`,
            recordedBy: 'Bella',
            recordedAt: '2026-11-20T09:00:00.000Z',
          }));
          const liabilities = computeLiabilities({
            today: '2026-11-25',
            payroll: facts,
            salesTaxPayableCents: 0,
            estimated: [],
            payments,
            scheduled: [],
          });
          for (const l of liabilities) {
            expect(Number.isSafeInteger(l.amountCents)).toBe(true);
            expect(l.amountCents).toBeGreaterThanOrEqual(0);
            expect(l.paidCents + l.amountCents).toBe(l.liabilityCents);
            expect(l.status === 'paid').toBe(l.amountCents === 0);
          }
          const { outstandingCents } = liabilityTotals(liabilities, '2026-12-25', []);
          expect(outstandingCents).toBe(liabilities.reduce((sum, l) => sum + l.amountCents, 0));
        },
      ),
    );
  });
});
