import { describe, expect, it } from 'vitest';
import { standardChartOfAccounts, type JournalEntry } from '@keel/core/domain';
import { archiveYear } from './archiveYear';
import { carryForwardEntry, isCarryForwardId, retainedEarningsAccount } from './carryForward';
import { fiscalYearRange } from './fiscalYears';

const accounts = standardChartOfAccounts();
const retained = retainedEarningsAccount(accounts)!;
const entry = (id: string, date: string, debit: string, credit: string, cents: number) =>
  ({
    id,
    date,
    memo: id,
    lines: [
      { accountId: debit, debit: cents, credit: 0 },
      { accountId: credit, debit: 0, credit: cents },
    ],
  }) satisfies JournalEntry;

describe('archiveYear', () => {
  it("keeps balance sheet balances and moves the year's income into retained earnings", () => {
    const live = [
      entry('capital', '2024-01-02', 'checking', 'owners-capital', 1_000_000),
      entry('sale', '2024-06-01', 'checking', 'service-revenue', 250_000),
      entry('rent', '2024-07-01', 'rent', 'checking', 80_000),
      entry('later', '2025-01-05', 'rent', 'checking', 80_000),
    ];
    const result = archiveYear(accounts, live, fiscalYearRange(2024), retained);
    expect(result.archive.entries.map((e) => e.id)).toEqual(['capital', 'sale', 'rent']);
    expect(result.live.map((e) => e.id)).toEqual(['later', 'carry-forward-2024']);
    expect(result.carryForward).toEqual({
      id: 'carry-forward-2024',
      date: '2024-12-31',
      memo: 'Balances carried forward from fiscal year 2024 (archived)',
      lines: [
        { accountId: 'checking', debit: 1_170_000, credit: 0 },
        { accountId: 'owners-capital', debit: 0, credit: 1_000_000 },
        { accountId: 'retained-earnings', debit: 0, credit: 170_000 },
      ],
    });
  });

  it('replaces the earlier carry-forward entry, which the archive keeps as its opening', () => {
    const first = archiveYear(
      accounts,
      [entry('sale', '2024-06-01', 'checking', 'service-revenue', 5_000)],
      fiscalYearRange(2024),
      retained,
    );
    const second = archiveYear(
      accounts,
      [...first.live, entry('fee', '2025-03-01', 'bank-fees', 'checking', 1_000)],
      fiscalYearRange(2025),
      retained,
    );
    expect(second.archive.opening.map((e) => e.id)).toEqual(['carry-forward-2024']);
    expect(second.live.map((e) => e.id)).toEqual(['carry-forward-2025']);
    expect(second.carryForward?.lines).toEqual([
      { accountId: 'checking', debit: 4_000, credit: 0 },
      { accountId: 'retained-earnings', debit: 0, credit: 4_000 },
    ]);
  });

  it('writes no carry-forward entry when every balance is zero', () => {
    expect(carryForwardEntry(accounts, [], fiscalYearRange(2024), retained)).toBeNull();
    expect(isCarryForwardId('carry-forward-2024')).toBe(true);
    expect(isCarryForwardId('carry-forward-2024-x')).toBe(false);
  });
});
