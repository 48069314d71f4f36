import { describe, expect, it } from 'vitest';
import type { PayrollInput } from '../payrollInput';
import type { PaymentRow } from '../schema';
import { computeLiabilities, liabilityTotals } from './computeLiabilities';

const facts: PayrollInput = {
  activeEmployees: 1,
  totals: [],
  liabilities: [
    { tax: 'futa', jurisdiction: 'US', period: { year: 2026, quarter: 1 }, liabilityCents: 30_000 },
    { tax: 'futa', jurisdiction: 'US', period: { year: 2026, quarter: 2 }, liabilityCents: 30_000 },
    { tax: 'suta', jurisdiction: 'CA', period: { year: 2026, quarter: 2 }, liabilityCents: 12_345 },
  ],
  deposits: [
    {
      dueDate: '2026-12-15',
      period: { year: 2026, quarter: 4 },
      paydays: ['2026-11-13'],
      amountCents: 150_000,
      schedule: 'monthly',
      nextDay: false,
    },
  ],
};
const payment = (liabilityId: string, amountCents: number): PaymentRow => ({
  liabilityId,
  taxType: 'payroll',
  amountCents,
  method: 'ach',
  paidOn: '2026-11-20',
  entryId: 'e1',
  recordedBy: 'Bella',
  recordedAt: '2026-11-20T09:00:00.000Z',
});
const compute = (
  payments: PaymentRow[] = [],
  salesTax = 0,
  scheduled: { liabilityId: string; taxType: string }[] = [],
) =>
  computeLiabilities({
    today: '2026-11-25',
    payroll: facts,
    salesTaxPayableCents: salesTax,
    estimated: [],
    payments,
    scheduled,
  });

describe('computeLiabilities', () => {
  it('carries FUTA forward until it passes $500, then it is due the month after the quarter', () => {
    const futa = compute().filter(
      (l) => l.type === 'unemployment' && l.jurisdiction.startsWith('Federal'),
    );
    // Q1's $300 is carried; Q2 brings it to $600, over $500: due 31 July 2026.
    expect(futa).toEqual([
      expect.objectContaining({
        id: 'futa-2026q2',
        liabilityCents: 60_000,
        dueDate: '2026-07-31',
        status: 'overdue',
      }),
    ]);
  });

  it('subtracts what was paid, to the cent, and calls it paid once nothing is outstanding', () => {
    const id = '941-2026q4-2026-12-15';
    expect(compute([payment(id, 49_999)]).find((l) => l.id === id)).toMatchObject({
      paidCents: 49_999,
      amountCents: 100_001,
      status: 'calculated',
    });
    expect(
      compute([payment(id, 100_000), payment(id, 50_000)]).find((l) => l.id === id),
    ).toMatchObject({
      amountCents: 0,
      status: 'paid',
    });
  });

  it('calls a liability a scheduled payment names pending, and counts its tax type as automated', () => {
    const id = '941-2026q4-2026-12-15';
    const scheduled = [{ liabilityId: id, taxType: 'payroll' }];
    const liabilities = compute([], 0, scheduled);
    expect(liabilities.find((l) => l.id === id)?.status).toBe('pending');
    // Payroll and unemployment are outstanding; payroll is scheduled.
    expect(liabilityTotals(liabilities, '2026-12-25', scheduled).autoPayment).toEqual({
      automated: 1,
      taxes: 2,
    });
  });

  it('shows Sales Tax Payable only when it holds a balance', () => {
    expect(compute().some((l) => l.type === 'sales')).toBe(false);
    expect(compute([], 12_345).find((l) => l.type === 'sales')).toMatchObject({
      amountCents: 12_345,
      dueDate: null,
    });
  });

  it('totals what is outstanding and what is due in the window, overdue included', () => {
    const liabilities = compute();
    const totals = liabilityTotals(liabilities, '2026-12-25', []);
    expect(totals.outstandingCents).toBe(60_000 + 12_345 + 150_000);
    // SUTA has no due date Keel knows: outstanding, but not counted as due this month.
    expect(totals.dueThisMonthCents).toBe(60_000 + 150_000);
  });
});
