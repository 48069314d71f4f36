import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { plainEntry } from './plainEntry';
import { knownAccountIds, validateEntry } from '@keel/core/domain';
import { entryArb, testAccounts } from '@keel/core/testing/ledger';

const known = knownAccountIds(testAccounts);

/** Values that sit on the edges of each rule. */
const oddText = fc.constantFrom('', ' padded ', 'two\nlines', 'x'.repeat(501), 'Rent', 7, null);
const oddAmount = fc.constantFrom(0, 1, -1, 1.5, 2 ** 53, '5', Number.NaN, null);
const oddDate = fc.constantFrom('2025-02-29', '2024-02-29', '2026-13-01', '26-01-01', '', 20260101);
const oddId = fc.constantFrom('', 'e 1', 'x'.repeat(65), 'e-1', 'unknown-account', 'checking');

/** An entry with some fields, at any depth, replaced by odd values or removed. */
const mutatedArb = fc
  .tuple(
    entryArb('e1'),
    fc.array(
      fc.oneof(
        fc.record({ field: fc.constantFrom('id'), value: oddId }),
        fc.record({ field: fc.constantFrom('date'), value: oddDate }),
        fc.record({ field: fc.constantFrom('memo', 'reference'), value: oddText }),
        fc.record({ field: fc.constantFrom('lines'), value: fc.constantFrom([], null, 'x') }),
        fc.record({
          field: fc.constantFrom('line.debit', 'line.credit'),
          value: oddAmount,
          at: fc.nat(5),
        }),
        fc.record({ field: fc.constantFrom('line.accountId'), value: oddId, at: fc.nat(5) }),
        fc.record({ field: fc.constantFrom('line.memo'), value: oddText, at: fc.nat(5) }),
        fc.record({
          field: fc.constantFrom('drop'),
          value: fc.constantFrom('date', 'memo', 'lines'),
        }),
      ),
      { maxLength: 3 },
    ),
  )
  .map(([entry, changes]) => {
    const candidate: Record<string, unknown> = structuredClone(entry);
    for (const change of changes) {
      const lines = candidate.lines as Record<string, unknown>[] | undefined;
      if (change.field === 'drop') delete candidate[String(change.value)];
      else if (change.field.startsWith('line.') && Array.isArray(lines) && lines.length > 0) {
        const at = ('at' in change ? change.at : 0) % lines.length;
        lines[at]![change.field.slice(5)] = change.value;
      } else if (!change.field.startsWith('line.')) candidate[change.field] = change.value;
    }
    return candidate;
  });

describe('plainEntry', () => {
  it('reads every valid entry as validateEntry does', () => {
    fc.assert(
      fc.property(entryArb('e1'), (entry) => {
        expect(plainEntry(entry, known)).toEqual(entry);
        expect(plainEntry(entry, null)).toEqual(entry);
      }),
    );
  });

  it('accepts nothing validateEntry refuses, and reads what it accepts as the same entry', () => {
    fc.assert(
      fc.property(mutatedArb, fc.boolean(), (candidate, withChart) => {
        const chart = withChart ? known : null;
        const plain = plainEntry(candidate, chart);
        const checked = validateEntry(candidate, chart);
        if (plain) expect(checked).toEqual({ ok: true, entry: plain });
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves the unusual to validateEntry', () => {
    const entry = {
      id: 'e1',
      date: '2026-01-02',
      memo: 'Sale',
      lines: [
        { accountId: 'checking', debit: 500, credit: 0 },
        { accountId: 'sales', debit: 0, credit: 500 },
      ],
    };
    expect(plainEntry(entry, known)).toEqual(entry);
    expect(plainEntry({ ...entry, memo: ' Sale ' }, known)).toBeNull();
    expect(plainEntry({ ...entry, date: '2025-02-29' }, known)).toBeNull();
    expect(plainEntry({ ...entry, extra: 1 }, known)).toEqual(entry);
    expect(plainEntry(entry, new Set(['checking']))).toBeNull();
  });
});
