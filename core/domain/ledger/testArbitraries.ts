import fc from 'fast-check';
import { allocate } from '../money/allocate';
import type { Account } from './account';
import type { JournalEntry, JournalLine } from './journalEntry';
import { standardChartOfAccounts } from './standardChartOfAccounts';

/** The chart the property tests post to. */
export const testAccounts: Account[] = standardChartOfAccounts();

/** A real date between 2023-01-01 and 2026-12-31. */
export const dateArb: fc.Arbitrary<string> = fc
  .integer({ min: Date.UTC(2023, 0, 1) / 86_400_000, max: Date.UTC(2026, 11, 31) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

const accountIdArb = fc.constantFrom(...testAccounts.map((account) => account.id));

/** A balanced set of 2-6 lines: random debits, and credits splitting the same total. */
export const balancedLinesArb: fc.Arbitrary<JournalLine[]> = fc
  .tuple(
    fc.array(fc.tuple(accountIdArb, fc.integer({ min: 1, max: 5_000_000 })), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.array(fc.tuple(accountIdArb, fc.integer({ min: 1, max: 100 })), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.option(fc.constantFrom('Invoice 12', 'a; b, c', 'ünïcode ✓'), { nil: undefined }),
  )
  .filter(([debits, credits]) => {
    const total = debits.reduce((sum, [, cents]) => sum + cents, 0);
    return total >= credits.length;
  })
  .map(([debits, credits, memo]) => {
    const total = debits.reduce((sum, [, cents]) => sum + cents, 0);
    const shares = allocate(
      total,
      credits.map(([, weight]) => weight),
    );
    const lines: JournalLine[] = [
      ...debits.map(([accountId, debit]) => ({ accountId, debit, credit: 0 })),
      ...credits.map(([accountId], i) => ({ accountId, debit: 0, credit: shares[i] ?? 0 })),
    ];
    // allocate may give a zero share; move such a credit onto the first credit line.
    const valid = lines.filter((line) => line.debit > 0 || line.credit > 0);
    if (memo !== undefined && valid[0]) valid[0] = { ...valid[0], memo };
    return valid;
  })
  .filter((lines) => lines.length >= 2);

/** A valid journal entry with the given id. */
export const entryArb = (id: string): fc.Arbitrary<JournalEntry> =>
  fc.record({
    id: fc.constant(id),
    date: dateArb,
    memo: fc.constantFrom(
      'Sale',
      'Rent for March',
      'Payroll; week 3',
      '(draft) fix',
      '',
      'Ünïcode',
    ),
    reference: fc.option(fc.constantFrom('INV-1001', 'ck #204', 'a)b'), { nil: undefined }),
    lines: balancedLinesArb,
  });

/** 0-40 valid entries with distinct ids. */
export const entriesArb: fc.Arbitrary<JournalEntry[]> = fc
  .integer({ min: 0, max: 40 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => entryArb(`e${i}`))))
  .map((entries) => [...entries]);
