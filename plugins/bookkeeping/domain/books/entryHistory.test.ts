import { describe, expect, it } from 'vitest';
import { entryHistory } from './entryHistory';
import { entryToRow } from '../ledger/entryRow';

const entry = (cents: number, accountId = 'office-supplies', memo = 'Office Depot') =>
  JSON.stringify(
    entryToRow({
      id: 'paper',
      date: '2026-04-10',
      memo,
      lines: [
        { accountId: 'checking', debit: 0, credit: cents },
        { accountId, debit: cents, credit: 0 },
      ],
    }),
  );

describe('entryHistory', () => {
  it("lists one entry's changes oldest first, saying what changed", () => {
    const table = {
      b: {
        entryId: 'paper',
        at: '2026-04-12T10:00:00.000Z',
        by: 'Keel server',
        action: 'deleted',
        before: entry(5000, 'utilities'),
        after: '',
      },
      a: {
        entryId: 'paper',
        at: '2026-04-11T10:00:00.000Z',
        by: 'Omar Reyes <omar@example.com>',
        action: 'changed',
        before: entry(4599),
        after: entry(5000, 'utilities', 'Office Depot #2'),
      },
      other: {
        entryId: 'rent',
        at: '2026-04-11T10:00:00.000Z',
        by: 'x',
        action: 'changed',
        before: entry(1),
        after: entry(2),
      },
      broken: { entryId: 'paper', at: 5 },
    };
    const names: Record<string, string> = { checking: 'Business Checking', utilities: 'Utilities' };
    expect(entryHistory(table, 'paper', (id) => names[id] ?? id)).toEqual([
      {
        id: 'a',
        at: '2026-04-11T10:00:00.000Z',
        by: 'Omar Reyes <omar@example.com>',
        action: 'changed',
        summary:
          'Amount $45.99 → $50.00; Accounts Business Checking, office-supplies → Business Checking, Utilities; Memo “Office Depot” → “Office Depot #2”',
      },
      {
        id: 'b',
        at: '2026-04-12T10:00:00.000Z',
        by: 'Keel server',
        action: 'deleted',
        summary: 'Entry deleted',
      },
    ]);
  });
});
