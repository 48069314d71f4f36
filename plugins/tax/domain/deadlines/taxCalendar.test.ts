import { describe, expect, it } from 'vitest';
import type { PayrollInput } from '../payrollInput';
import { taxCalendar } from './taxCalendar';

const payroll = (quarters: (1 | 2 | 3 | 4)[], year = 2026): PayrollInput => ({
  activeEmployees: 2,
  totals: quarters.map((quarter) => ({
    period: { year, quarter },
    runs: 6,
    grossCents: 1_000_000,
  })),
  liabilities: quarters.map((quarter) => ({
    tax: 'futa',
    jurisdiction: 'US',
    period: { year, quarter },
    liabilityCents: 4_200,
  })),
  deposits: [],
});

describe('the 2026 tax calendar', () => {
  it('gives the 941, 940 and W-2 dates of shared/tax §3.2 for a company with payroll', () => {
    const entries = taxCalendar(2026, payroll([1, 2, 3, 4]), []);
    const dates = Object.fromEntries(entries.map((e) => [e.id, [e.dueDate, e.ifDepositedOnTime]]));
    expect(dates).toEqual({
      '941-2026-q1': ['2026-04-30', '2026-05-11'],
      '941-2026-q2': ['2026-07-31', '2026-08-10'],
      '941-2026-q3': ['2026-11-02', '2026-11-10'],
      '941-2026-q4': ['2027-02-01', '2027-02-10'],
      '940-2026': ['2027-02-01', '2027-02-10'],
      'w2-2026': ['2027-02-01', null],
    });
  });

  it("includes 2025's year-end filings due in 2026 when there was payroll in 2025", () => {
    const withLastYear: PayrollInput = {
      ...payroll([4], 2025),
      totals: [...payroll([4], 2025).totals, ...payroll([1]).totals],
    };
    const ids = taxCalendar(2026, withLastYear, []).map((e) => [e.id, e.dueDate]);
    expect(ids).toEqual(
      expect.arrayContaining([
        ['941-2025-q4', '2026-02-02'],
        ['940-2025', '2026-02-02'],
        ['w2-2025', '2026-02-02'],
      ]),
    );
  });

  it('starts Form 941 at the first quarter with wages, for an employer new this year', () => {
    const ids = taxCalendar(2026, payroll([3, 4]), []).map((e) => e.id);
    expect(ids).toEqual(['941-2026-q3', '940-2026', '941-2026-q4', 'w2-2026']);
  });

  it('lists no payroll deadline for a company without payroll, nor without payroll access', () => {
    expect(taxCalendar(2026, { ...payroll([]), activeEmployees: 0 }, [])).toEqual([]);
    expect(taxCalendar(2026, null, [])).toEqual([]);
  });

  it('lists the estimated-tax instalments of shared/tax §3.4 as payment deadlines', () => {
    const instalments = ['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15'].map(
      (dueDate, i) => ({
        id: `estimated-2026-${i + 1}`,
        type: 'estimated' as const,
        title: `Estimated income tax 2026, instalment ${i + 1} of 4`,
        liabilityCents: 100_000,
        paidCents: 0,
        amountCents: 100_000,
        dueDate,
        status: 'calculated' as const,
        jurisdiction: 'Federal (IRS)',
        form: 'Form 1040-ES (owners)',
        description: '',
        payAt: '',
        accountId: 'owners-draw',
      }),
    );
    const due = taxCalendar(2026, null, instalments).map((e) => e.dueDate);
    expect(due).toEqual(['2026-04-15', '2026-06-15', '2026-09-15']);
  });
});
