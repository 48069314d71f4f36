import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ageOpenBalance } from './aging';

const asOf = '2026-03-31';

describe('ageOpenBalance', () => {
  it('puts each open amount in the bucket of its age', () => {
    const aging = ageOpenBalance(
      [
        { date: '2026-03-31', amount: 100 }, // 0 days
        { date: '2026-03-01', amount: 200 }, // 30 days
        { date: '2026-02-28', amount: 400 }, // 31 days
        { date: '2026-01-30', amount: 800 }, // 60 days
        { date: '2026-01-29', amount: 1600 }, // 61 days
      ],
      asOf,
    );
    expect(aging).toEqual({ asOf, current: 300, days31to60: 1200, over60: 1600, total: 3100 });
  });

  it('lets payments settle the oldest amounts first', () => {
    const aging = ageOpenBalance(
      [
        { date: '2026-03-20', amount: 500 },
        { date: '2026-01-01', amount: 1000 },
        { date: '2026-02-15', amount: 700 },
        { date: '2026-03-25', amount: -1200 },
      ],
      asOf,
    );
    // The January charge is paid, 200 of February's too: 500 of February and March stay open.
    expect(aging).toEqual({ asOf, current: 500, days31to60: 500, over60: 0, total: 1000 });
  });

  it('keeps an overpayment as a credit that the next charge uses first', () => {
    const credit = ageOpenBalance(
      [
        { date: '2026-01-01', amount: 300 },
        { date: '2026-01-10', amount: -500 },
      ],
      asOf,
    );
    expect(credit).toEqual({ asOf, current: 0, days31to60: 0, over60: -200, total: -200 });
    const used = ageOpenBalance(
      [
        { date: '2026-01-01', amount: 300 },
        { date: '2026-01-10', amount: -500 },
        { date: '2026-03-30', amount: 450 },
      ],
      asOf,
    );
    expect(used).toEqual({ asOf, current: 250, days31to60: 0, over60: 0, total: 250 });
  });

  it('leaves out postings after the date and has nothing open when all is paid', () => {
    const aging = ageOpenBalance(
      [
        { date: '2026-01-01', amount: 300 },
        { date: '2026-02-01', amount: -300 },
        { date: '2026-04-01', amount: 900 },
      ],
      asOf,
    );
    expect(aging).toEqual({ asOf, current: 0, days31to60: 0, over60: 0, total: 0 });
  });

  it('always has buckets that sum to the open balance', () => {
    const day = fc
      .integer({ min: 0, max: 400 })
      .map((n) => new Date(Date.UTC(2025, 2, 1) + n * 86_400_000).toISOString().slice(0, 10));
    const posting = fc.record({
      date: day,
      amount: fc.integer({ min: -1_000_000, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(posting, { maxLength: 40 }), day, (postings, date) => {
        const aging = ageOpenBalance(postings, date);
        const open = postings.filter((p) => p.date <= date).reduce((sum, p) => sum + p.amount, 0);
        expect(aging.total).toBe(open);
        expect(aging.current + aging.days31to60 + aging.over60).toBe(open);
        // FIFO leaves every bucket on the balance's side: never a charge beside a credit.
        for (const bucket of [aging.current, aging.days31to60, aging.over60]) {
          expect(bucket * open).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
