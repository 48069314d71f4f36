import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recordDate, entryToRow, rowToEntry } from './entryRow';
import { entryArb, testAccounts } from '@keel/core/testing/ledger';

describe('entryToRow / rowToEntry', () => {
  it('round-trips any valid entry through its one record cell', () => {
    fc.assert(
      fc.property(entryArb('e1'), (entry) => {
        const row = entryToRow(entry);
        for (const cell of Object.values(row)) expect(typeof cell).toBe('string');
        expect(rowToEntry('e1', row, testAccounts)).toEqual({ ok: true, entry });
      }),
    );
  });

  it('keeps a line’s reference (a check number a statement shows)', () => {
    const entry = {
      id: 'e1',
      date: '2026-01-02',
      memo: 'Payroll',
      lines: [
        { accountId: 'payroll-wages', debit: 500, credit: 0 },
        { accountId: 'checking', debit: 0, credit: 500, memo: 'Check 1001, Bo', reference: '1001' },
      ],
    };
    expect(rowToEntry('e1', entryToRow(entry))).toEqual({ ok: true, entry });
  });

  const good = entryToRow({
    id: 'e1',
    date: '2026-01-02',
    memo: 'Sale',
    lines: [
      { accountId: 'checking', debit: 500, credit: 0 },
      { accountId: 'sales', debit: 0, credit: 500 },
    ],
  });

  it('reports rows it cannot use, with the reason', () => {
    expect(rowToEntry('e1', { record: '{"date":' })).toEqual({
      ok: false,
      errors: ['entries.e1.record: Not valid JSON'],
    });
    expect(rowToEntry('e1', {})).toEqual({
      ok: false,
      errors: ['entries.e1.record: Required'],
    });
    expect(rowToEntry('e1', { record: '[1,2]' })).toEqual({
      ok: false,
      errors: ['entries.e1.record: Not an entry'],
    });
    const unbalanced = good.record.replace('"credit":500', '"credit":400');
    expect(rowToEntry('e1', { record: unbalanced })).toEqual({
      ok: false,
      errors: ['entries.e1.lines: Debits ($5.00) do not equal credits ($4.00)'],
    });
    const undated = good.record.replace('"date":"2026-01-02",', '');
    const partial = rowToEntry('e1', { record: undated });
    expect(partial.ok).toBe(false);
    expect(!partial.ok && partial.errors[0]).toMatch(/^entries\.e1\.date: /);
    expect(rowToEntry('e1', good, [])).toEqual({
      ok: false,
      errors: [
        'entries.e1.lines.0.accountId: Unknown account checking',
        'entries.e1.lines.1.accountId: Unknown account sales',
      ],
    });
  });

  it('reads the date of a row without validating the rest', () => {
    expect(recordDate(good)).toBe('2026-01-02');
    expect(recordDate({ record: 'nope' })).toBeUndefined();
    expect(recordDate(undefined)).toBeUndefined();
  });
});
