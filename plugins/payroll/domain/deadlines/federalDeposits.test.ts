import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  depositScheduleOn,
  federalTaxDeposits,
  lookbackDepositSchedule,
  lookbackLiability,
  type RunLiability,
} from './federalDeposits';
import { addDays } from './isoDate';

let nextId = 0;
const run = (payDate: string, depositLiabilityCents: number): RunLiability => ({
  id: `r${(nextId += 1)}`,
  payDate,
  depositLiabilityCents,
});

const dueFrom = (runs: RunLiability[], from: string) =>
  federalTaxDeposits(runs).filter((deposit) => deposit.dueDate >= from);

/** Liability in the 2026 lookback period (1 Jul 2024 - 30 Jun 2025) over $50,000. */
const semiweeklyIn2026 = run('2025-03-14', 6_000_000);

describe('lookbackDepositSchedule', () => {
  it("sums the runs of the year's lookback period", () => {
    expect(lookbackDepositSchedule([], 2026)).toBe('monthly');
    expect(lookbackDepositSchedule([semiweeklyIn2026], 2026)).toBe('semiweekly');
    expect(lookbackDepositSchedule([semiweeklyIn2026], 2025)).toBe('monthly');
    expect(lookbackDepositSchedule([semiweeklyIn2026], 2027)).toBe('monthly');
    expect(
      lookbackDepositSchedule([run('2024-07-01', 2_500_000), run('2025-06-30', 2_500_000)], 2026),
    ).toBe('monthly');
    expect(
      lookbackDepositSchedule([run('2024-07-01', 2_500_000), run('2025-06-30', 2_500_001)], 2026),
    ).toBe('semiweekly');
  });
});

describe('lookbackLiability', () => {
  it('adds the deposit liability of the runs paid from 1 July two years back to 30 June last year', () => {
    const runs = [
      run('2024-06-30', 1),
      run('2024-07-01', 20),
      run('2025-06-30', 300),
      run('2025-07-01', 4_000),
    ];
    expect(lookbackLiability(runs, 2026)).toBe(320);
    expect(lookbackLiability(runs, 2027)).toBe(4_000);
    expect(lookbackLiability([], 2026)).toBe(0);
  });
});

describe('depositScheduleOn', () => {
  it('is the lookback rule’s, until the $100,000 rule makes a monthly depositor semiweekly', () => {
    const bigDay = [run('2026-07-01', 50_000), run('2026-07-02', 9_960_000)];
    expect(depositScheduleOn([], '2026-11-25')).toBe('monthly');
    expect(depositScheduleOn([semiweeklyIn2026], '2026-11-25')).toBe('semiweekly');
    expect(depositScheduleOn(bigDay, '2026-07-02')).toBe('monthly');
    expect(depositScheduleOn(bigDay, '2026-07-03')).toBe('semiweekly');
    expect(depositScheduleOn(bigDay, '2027-12-31')).toBe('semiweekly');
    // 2028's lookback (Jul 2026 - Jun 2027) holds the big day: semiweekly by the lookback rule.
    expect(depositScheduleOn(bigDay, '2028-03-01')).toBe('semiweekly');
    expect(depositScheduleOn(bigDay, '2029-03-01')).toBe('monthly');
  });

  it('is the schedule federalTaxDeposits gives a payday on that date', () => {
    const payDate = fc.integer({ min: 0, max: 4 * 366 }).map((d) => addDays('2024-01-01', d));
    const liability = fc.oneof(
      fc.integer({ min: 0, max: 500_000 }),
      fc.integer({ min: 2_000_000, max: 12_000_000 }),
    );
    const runs = fc
      .array(fc.record({ payDate, depositLiabilityCents: liability }), { maxLength: 40 })
      .map((list) => list.map((r, i) => ({ id: `r${i}`, ...r })));
    fc.assert(
      fc.property(runs, payDate, (history, date) => {
        const probe = { id: 'probe', payDate: date, depositLiabilityCents: 1 };
        const deposit = federalTaxDeposits([...history, probe]).find((d) =>
          d.paydays.includes(date),
        );
        expect(deposit?.schedule).toBe(depositScheduleOn(history, date));
      }),
    );
  });
});

describe('federalTaxDeposits, monthly', () => {
  it("groups a new employer's paydays by month, due the 15th moved off the weekend", () => {
    expect(
      federalTaxDeposits([
        run('2026-03-13', 200_000),
        run('2026-02-13', 150_000),
        run('2026-02-27', 175_025),
      ]),
    ).toEqual([
      {
        dueDate: '2026-03-16',
        quarter: { year: 2026, quarter: 1 },
        paydays: ['2026-02-13', '2026-02-27'],
        amountCents: 325_025,
        schedule: 'monthly',
        nextDay: false,
      },
      {
        dueDate: '2026-04-15',
        quarter: { year: 2026, quarter: 1 },
        paydays: ['2026-03-13'],
        amountCents: 200_000,
        schedule: 'monthly',
        nextDay: false,
      },
    ]);
  });

  it('adds up runs with the same pay date and leaves out deposits of nothing', () => {
    const deposits = federalTaxDeposits([
      run('2026-05-15', 10_000),
      run('2026-05-15', 2_345),
      run('2026-06-15', 0),
    ]);
    expect(
      deposits.map(({ dueDate, paydays, amountCents }) => ({ dueDate, paydays, amountCents })),
    ).toEqual([{ dueDate: '2026-06-15', paydays: ['2026-05-15'], amountCents: 12_345 }]);
  });

  it('refuses a malformed pay date or liability', () => {
    expect(() => federalTaxDeposits([run('2026-13-01', 1)])).toThrow(RangeError);
    expect(() => federalTaxDeposits([run('2026-01-02', -1)])).toThrow(RangeError);
    expect(() => federalTaxDeposits([run('2026-01-02', 1.5)])).toThrow(RangeError);
  });
});

describe('federalTaxDeposits, semiweekly', () => {
  it('groups paydays by Wednesday-Friday and Saturday-Tuesday periods', () => {
    const deposits = dueFrom(
      [
        semiweeklyIn2026,
        run('2026-03-04', 100_000),
        run('2026-03-06', 50_000),
        run('2026-03-09', 70_000),
      ],
      '2026-01-01',
    );
    expect(
      deposits.map(({ dueDate, paydays, amountCents, schedule }) => ({
        dueDate,
        paydays,
        amountCents,
        schedule,
      })),
    ).toEqual([
      {
        dueDate: '2026-03-11',
        paydays: ['2026-03-04', '2026-03-06'],
        amountCents: 150_000,
        schedule: 'semiweekly',
      },
      {
        dueDate: '2026-03-13',
        paydays: ['2026-03-09'],
        amountCents: 70_000,
        schedule: 'semiweekly',
      },
    ]);
  });

  it('makes a deposit per quarter when a period spans two quarters, on the same date', () => {
    const runs = [
      run('2024-06-28', 6_000_000), // 2025 lookback
      run('2024-07-05', 6_000_000), // 2026 lookback
      run('2025-12-31', 300_000),
      run('2026-01-02', 200_000),
    ];
    expect(dueFrom(runs, '2026-01-01')).toEqual([
      {
        dueDate: '2026-01-07',
        quarter: { year: 2025, quarter: 4 },
        paydays: ['2025-12-31'],
        amountCents: 300_000,
        schedule: 'semiweekly',
        nextDay: false,
      },
      {
        dueDate: '2026-01-07',
        quarter: { year: 2026, quarter: 1 },
        paydays: ['2026-01-02'],
        amountCents: 200_000,
        schedule: 'semiweekly',
        nextDay: false,
      },
    ]);
  });
});

describe('federalTaxDeposits, $100,000 next-day rule (§3.1)', () => {
  it('makes the accumulated liability due the next business day, then starts over', () => {
    const deposits = dueFrom(
      [
        semiweeklyIn2026,
        run('2026-03-04', 6_000_000),
        run('2026-03-05', 4_000_000),
        run('2026-03-06', 500_000),
      ],
      '2026-01-01',
    );
    expect(
      deposits.map(({ dueDate, paydays, amountCents, nextDay }) => ({
        dueDate,
        paydays,
        amountCents,
        nextDay,
      })),
    ).toEqual([
      {
        dueDate: '2026-03-06',
        paydays: ['2026-03-04', '2026-03-05'],
        amountCents: 10_000_000,
        nextDay: true,
      },
      { dueDate: '2026-03-11', paydays: ['2026-03-06'], amountCents: 500_000, nextDay: false },
    ]);
  });

  it('does not carry liability across deposit periods', () => {
    const deposits = dueFrom(
      [semiweeklyIn2026, run('2026-03-06', 6_000_000), run('2026-03-09', 6_000_000)],
      '2026-01-01',
    );
    expect(deposits.map((deposit) => [deposit.dueDate, deposit.nextDay])).toEqual([
      ['2026-03-11', false],
      ['2026-03-13', false],
    ]);
  });

  it('turns a monthly depositor semiweekly for the rest of the year and all of the next', () => {
    const bigDay = [run('2026-07-01', 50_000), run('2026-07-02', 9_960_000)];
    const later = [run('2026-07-17', 100_000), run('2027-03-19', 100_000)];
    expect(
      federalTaxDeposits([...bigDay, ...later]).map(({ dueDate, paydays, schedule, nextDay }) => ({
        dueDate,
        paydays,
        schedule,
        nextDay,
      })),
    ).toEqual([
      // Thursday 2 July reaches $100,000; Friday 3 July is observed Independence Day.
      {
        dueDate: '2026-07-06',
        paydays: ['2026-07-01', '2026-07-02'],
        schedule: 'monthly',
        nextDay: true,
      },
      { dueDate: '2026-07-22', paydays: ['2026-07-17'], schedule: 'semiweekly', nextDay: false },
      // The 2027 lookback (Jul 2025 - Jun 2026) alone would make it monthly.
      { dueDate: '2027-03-24', paydays: ['2027-03-19'], schedule: 'semiweekly', nextDay: false },
    ]);
    expect(federalTaxDeposits(later).map((deposit) => deposit.dueDate)).toEqual([
      '2026-08-17', // 15 Aug 2026 is a Saturday
      '2027-04-15',
    ]);
  });
});
